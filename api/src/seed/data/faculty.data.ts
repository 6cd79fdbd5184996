import { type T6, t } from './i18n.js';

/** The two founders (same texts as the About page, shared-ui division locales `about.founders`). */
export const FACULTY: Array<{ initials: string; name: T6; designation: T6; bio: T6 }> = [
  {
    initials: 'RR',
    name: t(
      'Dr. Raghavendra Rao',
      'د. راغافيندرا راو',
      'Dr Raghavendra Rao',
      '라가벤드라 라오 박사',
      'Dr. Raghavendra Rao',
      'Д-р Рагхавендра Рао',
    ),
    designation: t(
      'Managing Director',
      'العضو المنتدب',
      'Directeur général',
      '대표이사',
      'Director General',
      'Управляющий директор',
    ),
    bio: t(
      'A veterinarian with more than 30 years in animal health, Dr. Rao has worked alongside dairy farmers, poultry integrators and feed manufacturers in India and abroad. He founded the company to bring nano-delivery science to everyday animal and human nutrition, and he leads its strategy, export development and partnerships.',
      'طبيب بيطري يمتلك خبرة تزيد على 30 عاماً في مجال صحة الحيوان، عمل الدكتور راو جنباً إلى جنب مع مربي الأبقار الحلوب وشركات الدواجن المتكاملة ومصنّعي الأعلاف في الهند وخارجها. أسس الشركة ليضع علم التوصيل النانوي في خدمة التغذية اليومية للحيوان والإنسان، ويقود استراتيجيتها وتطوير صادراتها وشراكاتها.',
      "Vétérinaire fort de plus de 30 ans d'expérience en santé animale, le Dr Rao a travaillé aux côtés d'éleveurs laitiers, d'intégrateurs avicoles et de fabricants d'aliments pour animaux, en Inde comme à l'étranger. Il a fondé l'entreprise pour mettre la science de la nano-délivrance au service de la nutrition animale et humaine au quotidien, et il en dirige la stratégie, le développement à l'export et les partenariats.",
      '동물 건강 분야에서 30년 이상의 경력을 쌓은 수의사인 라오 박사는 인도와 해외에서 낙농가, 가금 계열화 업체, 사료 제조사와 함께 일해 왔습니다. 나노 전달 과학을 동물과 사람의 일상적인 영양에 접목하기 위해 회사를 설립했으며, 경영 전략, 수출 개발, 파트너십을 총괄하고 있습니다.',
      'Veterinario con más de 30 años de experiencia en salud animal, el Dr. Rao ha trabajado junto a productores lecheros, integradores avícolas y fabricantes de piensos en la India y en el extranjero. Fundó la empresa para llevar la ciencia de la nanoliberación a la nutrición animal y humana cotidiana, y dirige su estrategia, el desarrollo de las exportaciones y las alianzas.',
      'Ветеринарный врач с более чем 30-летним опытом в области здоровья животных, д-р Рао работал с молочными фермами, птицеводческими компаниями и производителями кормов в Индии и за рубежом. Он основал компанию, чтобы сделать технологии наноразмерной доставки частью повседневного питания животных и людей, и руководит её стратегией, развитием экспорта и партнёрскими отношениями.',
    ),
  },
  {
    initials: 'LN',
    name: t(
      'Dr. Lakshmi Narayanan',
      'د. لاكشمي نارايانان',
      'Dr Lakshmi Narayanan',
      '락슈미 나라야난 박사',
      'Dra. Lakshmi Narayanan',
      'Д-р Лакшми Нараянан',
    ),
    designation: t(
      'Director – Research',
      'مديرة البحث العلمي',
      'Directrice de la recherche',
      '연구 담당 이사',
      'Directora de Investigación',
      'Директор по исследованиям',
    ),
    bio: t(
      'A pharmaceutical scientist specialising in novel drug-delivery systems, Dr. Narayanan leads the research team behind Nanophosphosome, Molecoat and Neunaparticles. She oversees formulation development, stability studies and the transfer of new products from the laboratory to the production floor.',
      'عالمة صيدلانية متخصصة في أنظمة توصيل الأدوية المبتكرة، تقود الدكتورة نارايانان فريق البحث الذي يقف وراء تقنيات Nanophosphosome وMolecoat وNeunaparticles. وتشرف على تطوير التركيبات ودراسات الثبات ونقل المنتجات الجديدة من المختبر إلى خط الإنتاج.',
      "Scientifique pharmaceutique spécialisée dans les nouveaux systèmes d'administration des médicaments, la Dr Narayanan dirige l'équipe de recherche à l'origine de Nanophosphosome, Molecoat et Neunaparticles. Elle supervise le développement des formulations, les études de stabilité et le transfert des nouveaux produits du laboratoire vers la production.",
      '신규 약물 전달 시스템을 전문으로 하는 제약 과학자인 나라야난 박사는 Nanophosphosome, Molecoat, Neunaparticles를 개발한 연구팀을 이끌고 있습니다. 제형 개발과 안정성 연구, 그리고 신제품을 실험실에서 생산 현장으로 이전하는 과정을 총괄합니다.',
      'Científica farmacéutica especializada en nuevos sistemas de liberación de fármacos, la Dra. Narayanan dirige el equipo de investigación responsable de Nanophosphosome, Molecoat y Neunaparticles. Supervisa el desarrollo de formulaciones, los estudios de estabilidad y la transferencia de nuevos productos del laboratorio a la planta de producción.',
      'Учёный-фармацевт, специализирующийся на новых системах доставки лекарственных средств, д-р Нараянан возглавляет исследовательскую команду, создавшую Nanophosphosome, Molecoat и Neunaparticles. Она курирует разработку рецептур, исследования стабильности и перенос новых продуктов из лаборатории в производство.',
    ),
  },
];
