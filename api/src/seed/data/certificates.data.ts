import { type T6, t } from './i18n.js';

/**
 * The company's certificates (issue 35), seeded into the studio's `certificates`: the name as the standard writes it,
 * what it covers in the six languages, its number, issuer ("" = an accredited certification body), validity and badge.
 */
export interface CertificateSeed {
  name: string;
  description: T6;
  number: string;
  issuer: string;
  validFrom: string;
  validUntil: string;
  badge: string;
}

export const CERTIFICATES: CertificateSeed[] = [
  {
    name: 'WHO-GMP',
    description: t(
      'Good Manufacturing Practice certification according to World Health Organization guidelines, covering our premises, equipment, documentation and production processes.',
      'شهادة ممارسات التصنيع الجيدة وفق إرشادات منظمة الصحة العالمية، وتشمل مبانينا ومعداتنا ووثائقنا وعمليات الإنتاج.',
      "Certification de bonnes pratiques de fabrication selon les lignes directrices de l'Organisation mondiale de la santé, couvrant nos locaux, nos équipements, notre documentation et nos procédés de production.",
      '세계보건기구(WHO) 가이드라인에 따른 우수 제조 관리 기준 인증으로, 당사의 시설, 설비, 문서, 생산 공정을 포괄합니다.',
      'Certificación de buenas prácticas de fabricación conforme a las directrices de la Organización Mundial de la Salud, que abarca nuestras instalaciones, equipos, documentación y procesos de producción.',
      'Сертификат надлежащей производственной практики в соответствии с руководствами Всемирной организации здравоохранения, охватывающий помещения, оборудование, документацию и производственные процессы.',
    ),
    number: 'TS/DCA/GMP/2024/0457',
    issuer: 'Drugs Control Administration, Government of Telangana',
    validFrom: '2024-08-14',
    validUntil: '2027-08-13',
    badge: 'who-gmp',
  },
  {
    name: 'FSSAI',
    description: t(
      'Licence from the Food Safety and Standards Authority of India for the manufacture of food products, nutraceuticals and health supplements.',
      'ترخيص من هيئة سلامة الأغذية ومعاييرها في الهند لتصنيع المنتجات الغذائية والمغذيات الدوائية والمكملات الصحية.',
      'Licence de la Food Safety and Standards Authority of India (autorité indienne de sécurité sanitaire des aliments) pour la fabrication de produits alimentaires, de nutraceutiques et de compléments alimentaires.',
      '식품, 뉴트라슈티컬, 건강기능식품 제조를 위한 인도 식품안전기준청(FSSAI)의 허가입니다.',
      'Licencia de la Food Safety and Standards Authority of India (autoridad india de seguridad alimentaria) para la fabricación de alimentos, nutracéuticos y suplementos para la salud.',
      'Лицензия Управления по безопасности и стандартам пищевых продуктов Индии на производство пищевой продукции, нутрицевтиков и биологически активных добавок.',
    ),
    number: '10019042003187',
    issuer: 'Food Safety and Standards Authority of India',
    validFrom: '2023-04-01',
    validUntil: '2028-03-31',
    badge: 'fssai',
  },
  {
    name: 'APEDA',
    description: t(
      'Registration with the Agricultural and Processed Food Products Export Development Authority for the export of agricultural and processed food products.',
      'تسجيل لدى هيئة تنمية صادرات المنتجات الزراعية والأغذية المصنّعة في الهند لتصدير المنتجات الزراعية والأغذية المصنّعة.',
      "Enregistrement auprès de l'Agricultural and Processed Food Products Export Development Authority pour l'exportation de produits agricoles et alimentaires transformés.",
      '농산물 및 가공식품 수출을 위한 인도 농산물가공식품수출개발청(APEDA) 등록입니다.',
      'Registro ante la Agricultural and Processed Food Products Export Development Authority para la exportación de productos agrícolas y alimentos procesados.',
      'Регистрация в Управлении по развитию экспорта сельскохозяйственной и переработанной пищевой продукции Индии для экспорта сельскохозяйственных и переработанных пищевых продуктов.',
    ),
    number: 'APEDA/RCMC/05123/2024-2025',
    issuer: 'Agricultural and Processed Food Products Export Development Authority',
    validFrom: '2024-06-20',
    validUntil: '2029-03-31',
    badge: 'apeda',
  },
  {
    name: 'HACCP',
    description: t(
      'Hazard Analysis and Critical Control Points system that identifies and controls food-safety hazards at every stage of production.',
      'نظام تحليل المخاطر ونقاط التحكم الحرجة الذي يحدد مخاطر سلامة الغذاء ويتحكم فيها في كل مرحلة من مراحل الإنتاج.',
      "Système d'analyse des dangers et de maîtrise des points critiques qui identifie et maîtrise les dangers liés à la sécurité des aliments à chaque étape de la production.",
      '생산의 모든 단계에서 식품안전 위해 요소를 파악하고 관리하는 식품안전관리인증기준(HACCP) 시스템입니다.',
      'Sistema de análisis de peligros y puntos críticos de control que identifica y controla los peligros para la inocuidad alimentaria en cada etapa de la producción.',
      'Система анализа опасностей и критических контрольных точек, которая позволяет выявлять и контролировать риски для безопасности пищевой продукции на каждом этапе производства.',
    ),
    // Lapsed (issue 35): the page shows an expired certificate as such, and the dashboard is where it is renewed.
    number: 'HACCP-IN-22-0318',
    issuer: '',
    validFrom: '2022-07-01',
    validUntil: '2025-06-30',
    badge: 'haccp',
  },
  {
    name: 'ISO 9001:2015',
    description: t(
      'Certified quality management system that ensures consistent processes, documented controls and continual improvement.',
      'نظام معتمد لإدارة الجودة يضمن اتساق العمليات وتوثيق الضوابط والتحسين المستمر.',
      'Système de management de la qualité certifié, garantissant des procédés constants, des contrôles documentés et une amélioration continue.',
      '일관된 공정, 문서화된 관리, 지속적인 개선을 보장하는 인증된 품질경영시스템입니다.',
      'Sistema de gestión de la calidad certificado que garantiza procesos coherentes, controles documentados y mejora continua.',
      'Сертифицированная система менеджмента качества, обеспечивающая стабильность процессов, документированный контроль и постоянное улучшение.',
    ),
    number: 'IN-QMS-2419-0087',
    issuer: '',
    validFrom: '2024-09-15',
    validUntil: '2027-09-14',
    badge: 'iso-9001',
  },
  {
    name: 'ISO 22000:2018',
    description: t(
      'Certified food-safety management system covering the whole chain, from raw materials to the finished product.',
      'نظام معتمد لإدارة سلامة الغذاء يغطي السلسلة بأكملها، من المواد الخام حتى المنتج النهائي.',
      'Système de management de la sécurité des aliments certifié, couvrant toute la chaîne, des matières premières au produit fini.',
      '원료부터 완제품까지 전 과정을 아우르는 인증된 식품안전경영시스템입니다.',
      'Sistema de gestión de la inocuidad alimentaria certificado que abarca toda la cadena, desde las materias primas hasta el producto terminado.',
      'Сертифицированная система менеджмента безопасности пищевой продукции, охватывающая всю цепочку — от сырья до готового продукта.',
    ),
    number: 'IN-FSMS-2420-0031',
    issuer: '',
    validFrom: '2024-11-03',
    validUntil: '2027-11-02',
    badge: 'iso-22000',
  },
];
