import type { Division } from '../../content/common/divisions.js';
import type { ReportCategory } from '../../content/reports/report.entity.js';
import { type T6, t } from './i18n.js';

export interface ReportSeed {
  division: Division;
  category: ReportCategory;
  title: T6;
  details: T6;
}

export const REPORTS: ReportSeed[] = [
  {
    division: 'human',
    category: 'Reports',
    title: t(
      'Bioavailability study of Nanophosphosome curcumin',
      'دراسة التوافر الحيوي لكركمين النانوفوسفوسوم',
      'Étude de biodisponibilité de la curcumine Nanophosphosome',
      '나노포스포솜 커큐민 생체이용률 연구',
      'Estudio de biodisponibilidad de la curcumina Nanofosfosoma',
      'Исследование биодоступности куркумина в нанофосфосомах',
    ),
    details: t(
      'A crossover study in 24 healthy adults comparing blood curcumin levels after Nanophosphosome curcumin and standard turmeric extract.',
      'دراسة تبادلية على 24 بالغًا سليمًا تقارن مستويات الكركمين في الدم بعد تناول كركمين النانوفوسفوسوم ومستخلص الكركم القياسي.',
      'Étude croisée chez 24 adultes en bonne santé comparant les taux sanguins de curcumine après curcumine Nanophosphosome et extrait de curcuma standard.',
      '건강한 성인 24명을 대상으로 나노포스포솜 커큐민과 일반 강황 추출물 섭취 후 혈중 커큐민 농도를 비교한 교차 연구입니다.',
      'Estudio cruzado en 24 adultos sanos que compara los niveles de curcumina en sangre tras curcumina Nanofosfosoma y extracto de cúrcuma estándar.',
      'Перекрёстное исследование у 24 здоровых взрослых: уровень куркумина в крови после куркумина в нанофосфосомах и стандартного экстракта куркумы.',
    ),
  },
  {
    division: 'human',
    category: 'Reports',
    title: t(
      'Stability of probiotics with Molecoat coating',
      'ثبات البروبيوتيك مع تغليف مولكوت',
      'Stabilité des probiotiques avec enrobage Molecoat',
      '몰코트 코팅 프로바이오틱스의 안정성',
      'Estabilidad de los probióticos con recubrimiento Molecoat',
      'Стабильность пробиотиков с покрытием Molecoat',
    ),
    details: t(
      'Twelve-month shelf-life data showing live cell counts of coated and uncoated probiotic capsules at room temperature.',
      'بيانات مدة صلاحية على مدى اثني عشر شهرًا تبيّن أعداد الخلايا الحية في كبسولات البروبيوتيك المغلفة وغير المغلفة في درجة حرارة الغرفة.',
      'Données de stabilité sur douze mois montrant le nombre de cellules vivantes des gélules probiotiques enrobées et non enrobées à température ambiante.',
      '실온에서 코팅 및 비코팅 프로바이오틱 캡슐의 생균 수를 보여 주는 12개월 유통기한 데이터입니다.',
      'Datos de vida útil de doce meses que muestran el recuento de células vivas de cápsulas probióticas recubiertas y sin recubrir a temperatura ambiente.',
      'Данные о сроке годности за двенадцать месяцев: количество живых клеток в капсулах пробиотиков с покрытием и без него при комнатной температуре.',
    ),
  },
  {
    division: 'human',
    category: 'Articles',
    title: t(
      'How nano-delivery helps the body absorb nutrients',
      'كيف يساعد التوصيل النانوي الجسم على امتصاص العناصر الغذائية',
      "Comment la nano-délivrance aide l'organisme à absorber les nutriments",
      '나노 전달 기술이 영양소 흡수를 돕는 원리',
      'Cómo la nanoliberación ayuda al cuerpo a absorber los nutrientes',
      'Как нанодоставка помогает организму усваивать питательные вещества',
    ),
    details: t(
      'An introduction to lipid vesicles, coatings and nanoparticles between 1 and 100 nm, and why size matters for absorption.',
      'مقدمة عن الحويصلات الدهنية والأغلفة والجسيمات النانوية بين 1 و100 نانومتر، ولماذا يهم الحجم في الامتصاص.',
      'Une introduction aux vésicules lipidiques, aux enrobages et aux nanoparticules de 1 à 100 nm, et à l’importance de la taille pour l’absorption.',
      '지질 소포, 코팅, 1~100nm 나노 입자를 소개하고 크기가 흡수에 중요한 이유를 설명합니다.',
      'Una introducción a las vesículas lipídicas, los recubrimientos y las nanopartículas de 1 a 100 nm, y a por qué el tamaño importa para la absorción.',
      'Введение в липидные везикулы, покрытия и наночастицы размером 1–100 нм и в то, почему размер важен для усвоения.',
    ),
  },
  {
    division: 'veterinary',
    category: 'Reports',
    title: t(
      'Field trial: Neunamins trace minerals in dairy herds',
      'تجربة ميدانية: معادن نيونامين النادرة في قطعان الألبان',
      'Essai terrain : oligo-éléments Neunamins dans les troupeaux laitiers',
      '현장 시험: 낙농 우군의 뉴나민 미량 미네랄',
      'Ensayo de campo: oligoelementos Neunamins en rebaños lecheros',
      'Полевое испытание: микроэлементы Neunamins в молочных стадах',
    ),
    details: t(
      'Results from four farms where nano zinc, copper and manganese replaced inorganic salts at half the dose, with milk yield and fertility records.',
      'نتائج من أربع مزارع استُبدلت فيها الأملاح غير العضوية بالزنك والنحاس والمنغنيز النانوية بنصف الجرعة، مع سجلات إنتاج الحليب والخصوبة.',
      'Résultats de quatre fermes où le zinc, le cuivre et le manganèse nano ont remplacé les sels inorganiques à demi-dose, avec production laitière et fertilité.',
      '무기염을 절반 용량의 나노 아연·구리·망간으로 대체한 4개 농장의 결과와 유량 및 번식 기록입니다.',
      'Resultados de cuatro granjas donde zinc, cobre y manganeso nano sustituyeron a las sales inorgánicas a la mitad de dosis, con registros de leche y fertilidad.',
      'Результаты четырёх ферм, где наноцинк, наномедь и наномарганец заменили неорганические соли в половинной дозе, с данными о надоях и плодовитости.',
    ),
  },
  {
    division: 'veterinary',
    category: 'Reports',
    title: t(
      'Mycotoxin survey of stored feed and grain',
      'مسح السموم الفطرية في الأعلاف والحبوب المخزنة',
      'Enquête sur les mycotoxines des aliments et grains stockés',
      '저장 사료 및 곡물의 곰팡이 독소 조사',
      'Estudio de micotoxinas en piensos y granos almacenados',
      'Обследование хранимых кормов и зерна на микотоксины',
    ),
    details: t(
      'Samples from 60 storage sites tested for mould counts and aflatoxin, with guidance on binders when counts exceed 100,000 colonies per gram.',
      'عينات من 60 موقع تخزين فُحصت لعدد العفن والأفلاتوكسين، مع إرشادات حول الروابط عندما يتجاوز العدد 100,000 مستعمرة لكل غرام.',
      'Échantillons de 60 sites de stockage analysés pour la charge fongique et l’aflatoxine, avec des conseils sur les capteurs au-delà de 100 000 colonies par gramme.',
      '60개 저장소 시료의 곰팡이 수와 아플라톡신을 검사하고, g당 100,000 집락을 넘을 때의 흡착제 사용 지침을 담았습니다.',
      'Muestras de 60 almacenes analizadas para recuento de mohos y aflatoxinas, con pautas sobre secuestrantes cuando se superan 100 000 colonias por gramo.',
      'Пробы с 60 складов проверены на плесень и афлатоксин; даны рекомендации по адсорбентам при превышении 100 000 колоний на грамм.',
    ),
  },
  {
    division: 'veterinary',
    category: 'Articles',
    title: t(
      'Preparing the dry cow for a healthy calving',
      'تجهيز البقرة الجافة لولادة صحية',
      'Préparer la vache tarie pour un vêlage sain',
      '건강한 분만을 위한 건유우 준비',
      'Preparar a la vaca seca para un parto saludable',
      'Подготовка сухостойной коровы к здоровому отёлу',
    ),
    details: t(
      'Body condition, dry-period diets low in calcium (below 50 g per day) and comfortable housing as the basis of a good start to lactation.',
      'الحالة الجسمانية وعلائق فترة الجفاف منخفضة الكالسيوم (أقل من 50 غ يوميًا) والإيواء المريح أساسًا لبداية جيدة للإدرار.',
      'État corporel, rations de tarissement pauvres en calcium (moins de 50 g par jour) et logement confortable, bases d’un bon début de lactation.',
      '체형 점수, 칼슘이 적은(하루 50g 미만) 건유기 사료, 편안한 축사가 좋은 비유 시작의 기본입니다.',
      'Condición corporal, dietas de secado bajas en calcio (menos de 50 g al día) y alojamiento cómodo como base de un buen inicio de lactancia.',
      'Упитанность, рацион сухостоя с низким содержанием кальция (менее 50 г в день) и комфортное содержание — основа хорошего начала лактации.',
    ),
  },
  {
    division: 'agriculture',
    category: 'Reports',
    title: t(
      'Nano nitrogen on wheat: yield trial',
      'النيتروجين النانوي على القمح: تجربة إنتاجية',
      'Azote nano sur blé : essai de rendement',
      '밀에 대한 나노 질소: 수량 시험',
      'Nitrógeno nano en trigo: ensayo de rendimiento',
      'Наноазот на пшенице: испытание урожайности',
    ),
    details: t(
      'Plots where two foliar sprays of nano nitrogen replaced a quarter of the granular urea, with grain yield and protein content.',
      'قطع تجريبية استُبدل فيها ربع اليوريا الحبيبية برشتين ورقيتين من النيتروجين النانوي، مع إنتاج الحبوب ومحتوى البروتين.',
      'Parcelles où deux pulvérisations foliaires d’azote nano ont remplacé un quart de l’urée granulée, avec rendement en grain et teneur en protéines.',
      '입상 요소의 4분의 1을 나노 질소 엽면 살포 2회로 대체한 시험구의 수량과 단백질 함량입니다.',
      'Parcelas donde dos aplicaciones foliares de nitrógeno nano sustituyeron una cuarta parte de la urea granulada, con rendimiento y proteína del grano.',
      'Делянки, где две листовые подкормки наноазотом заменили четверть гранулированной мочевины: урожай зерна и содержание белка.',
    ),
  },
  {
    division: 'agriculture',
    category: 'Reports',
    title: t(
      'Humic granules and soil organic carbon',
      'حبيبات الهيوميك والكربون العضوي في التربة',
      'Granulés humiques et carbone organique du sol',
      '휴믹 과립과 토양 유기탄소',
      'Gránulos húmicos y carbono orgánico del suelo',
      'Гуминовые гранулы и органический углерод почвы',
    ),
    details: t(
      'Three seasons of soil tests on sandy fields treated with humic and fulvic acids, measuring organic carbon and water holding.',
      'ثلاثة مواسم من تحاليل التربة في حقول رملية عولجت بحمضي الهيوميك والفولفيك، مع قياس الكربون العضوي والاحتفاظ بالماء.',
      'Trois saisons d’analyses de sol sur des champs sableux traités aux acides humiques et fulviques : carbone organique et rétention d’eau.',
      '휴믹산과 풀빅산을 처리한 모래 토양 밭에서 3년간 유기탄소와 보수력을 측정한 토양 분석입니다.',
      'Tres campañas de análisis de suelo en campos arenosos tratados con ácidos húmicos y fúlvicos, midiendo carbono orgánico y retención de agua.',
      'Три сезона анализов песчаных полей, обработанных гуминовыми и фульвокислотами: органический углерод и влагоудержание.',
    ),
  },
  {
    division: 'agriculture',
    category: 'Articles',
    title: t(
      'Why nano fertilizers need less per acre',
      'لماذا تحتاج الأسمدة النانوية كميات أقل لكل فدان',
      'Pourquoi les nano-engrais demandent moins par acre',
      '나노 비료가 에이커당 적게 드는 이유',
      'Por qué los nanofertilizantes necesitan menos por acre',
      'Почему наноудобрений нужно меньше на акр',
    ),
    details: t(
      'Particles of 20–100 nm enter leaves and roots efficiently, so less fertilizer is lost to water and air and more reaches the crop.',
      'تدخل الجسيمات بحجم 20–100 نانومتر الأوراق والجذور بكفاءة، فيضيع قدر أقل من السماد في الماء والهواء ويصل قدر أكبر إلى المحصول.',
      'Les particules de 20 à 100 nm pénètrent efficacement feuilles et racines : moins d’engrais est perdu dans l’eau et l’air, davantage atteint la culture.',
      '20~100nm 입자는 잎과 뿌리로 효율적으로 들어가므로 물과 공기로 잃는 비료가 줄고 작물에 더 많이 도달합니다.',
      'Las partículas de 20–100 nm entran con eficacia en hojas y raíces, por lo que se pierde menos fertilizante en el agua y el aire y llega más al cultivo.',
      'Частицы 20–100 нм эффективно проникают в листья и корни, поэтому меньше удобрения теряется в воде и воздухе и больше достаётся растению.',
    ),
  },
];
