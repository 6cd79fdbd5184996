import type { Division } from '@aurinko/contract/catalogue';
import { type T6, t } from './i18n.js';

export interface EventSeed {
  /** YYYY-MM-DD */
  date: string;
  title: T6;
  place: T6;
  description: T6;
  /** Gallery-style scene of the images (see `photoSvg`) and whose palette they take. */
  scene: 'exhibitions' | 'farmers-fairs' | 'laboratory';
  owner: Division | 'company';
  /** Captions drawn on the generated images (English, like the gallery's). */
  captions: string[];
}

/** Events shown with the news, in six languages: two past ones and one still to come (as of the seed's writing). */
export const EVENTS: EventSeed[] = [
  {
    date: '2026-02-12',
    title: t(
      'Dairy farmers’ meeting on early-lactation nutrition',
      'لقاء مربي الأبقار الحلوب حول تغذية بداية الإدرار',
      'Rencontre des éleveurs laitiers sur l’alimentation en début de lactation',
      '비유 초기 영양에 관한 낙농가 모임',
      'Encuentro de ganaderos lecheros sobre la nutrición al inicio de la lactancia',
      'Встреча молочных фермеров о кормлении в начале лактации',
    ),
    place: t(
      'Anand, Gujarat, India',
      'أناند، غوجارات، الهند',
      'Anand, Gujarat, Inde',
      '인도 구자라트주 아난드',
      'Anand, Guyarat, India',
      'Ананд, Гуджарат, Индия',
    ),
    description: t(
      'Our veterinary team met 180 dairy farmers to talk about the transition period: feeding fresh cows, preventing milk fever and keeping body condition between 3.0 and 3.25 at calving. Farmers brought questions from their own herds, and each cooperative took home a trial pack of our chelated mineral premix.',
      'التقى فريقنا البيطري بـ180 مربيًا للأبقار الحلوب للحديث عن الفترة الانتقالية: تغذية الأبقار حديثة الولادة، والوقاية من حمى الحليب، والحفاظ على حالة الجسم بين 3.0 و3.25 عند الولادة. طرح المربون أسئلة من قطعانهم، وحملت كل تعاونية معها عبوة تجريبية من خليط المعادن المخلبية.',
      'Notre équipe vétérinaire a rencontré 180 éleveurs laitiers pour parler de la période de transition : l’alimentation des vaches fraîches vêlées, la prévention de la fièvre de lait et un état corporel entre 3,0 et 3,25 au vêlage. Les éleveurs sont venus avec les questions de leurs propres troupeaux, et chaque coopérative est repartie avec un lot d’essai de notre prémélange de minéraux chélatés.',
      '수의팀이 낙농가 180명과 만나 분만 전후 전환기에 대해 이야기했습니다. 분만 직후 젖소의 사양, 유열 예방, 분만 시 신체충실지수 3.0~3.25 유지가 주제였습니다. 농가들은 자신의 우군에서 생긴 질문을 가져왔고, 각 조합은 킬레이트 미네랄 프리믹스 시험용 팩을 받아 갔습니다.',
      'Nuestro equipo veterinario se reunió con 180 ganaderos lecheros para hablar del periodo de transición: la alimentación de las vacas recién paridas, la prevención de la fiebre de la leche y una condición corporal de 3,0 a 3,25 al parto. Los ganaderos trajeron preguntas de sus propios rebaños y cada cooperativa se llevó un lote de prueba de nuestra premezcla de minerales quelados.',
      'Наша ветеринарная команда встретилась со 180 молочными фермерами, чтобы обсудить переходный период: кормление новотельных коров, профилактику родильного пареза и упитанность 3,0–3,25 балла при отёле. Фермеры пришли с вопросами о своих стадах, и каждый кооператив получил пробную партию нашего премикса хелатных минералов.',
    ),
    scene: 'farmers-fairs',
    owner: 'veterinary',
    captions: ['Dairy farmers’ meeting, Anand', 'Questions from the herds'],
  },
  {
    date: '2026-09-18',
    title: t(
      'Aurinko at the health supplements exhibition in Mumbai',
      'أورينكو في معرض المكملات الصحية في مومباي',
      'Aurinko au salon des compléments de santé de Mumbai',
      '뭄바이 건강기능식품 전시회에 참가한 아우링코',
      'Aurinko en la feria de suplementos de salud de Bombay',
      'Aurinko на выставке пищевых добавок в Мумбаи',
    ),
    place: t(
      'Mumbai, Maharashtra, India',
      'مومباي، ماهاراشترا، الهند',
      'Mumbai, Maharashtra, Inde',
      '인도 마하라슈트라주 뭄바이',
      'Bombay, Maharashtra, India',
      'Мумбаи, Махараштра, Индия',
    ),
    description: t(
      'For three days our human-health division showed its nanophosphosome supplements to pharmacists, distributors and nutritionists. Visitors compared the absorption of ordinary and nano-delivered vitamin D3, and partners from the Gulf and South-East Asia met our export team.',
      'على مدى ثلاثة أيام عرض قسم صحة الإنسان مكملاته القائمة على النانوفوسفوسوم أمام الصيادلة والموزعين وأخصائيي التغذية. قارن الزوار امتصاص فيتامين د3 العادي بالمُوصَل بتقنية النانو، والتقى شركاء من الخليج وجنوب شرق آسيا بفريق التصدير لدينا.',
      'Pendant trois jours, notre division santé humaine a présenté ses compléments à base de nanophosphosomes aux pharmaciens, distributeurs et nutritionnistes. Les visiteurs ont comparé l’absorption de la vitamine D3 ordinaire et de la vitamine D3 nano-vectorisée, et des partenaires du Golfe et d’Asie du Sud-Est ont rencontré notre équipe export.',
      '사흘 동안 인체 건강 사업부가 약사, 유통업체, 영양사들에게 나노포스포좀 보충제를 선보였습니다. 방문객들은 일반 비타민 D3와 나노 전달 비타민 D3의 흡수를 비교해 보았고, 걸프 지역과 동남아시아의 파트너들이 수출팀과 만났습니다.',
      'Durante tres días, nuestra división de salud humana presentó sus suplementos de nanofosfosomas a farmacéuticos, distribuidores y nutricionistas. Los visitantes compararon la absorción de la vitamina D3 común y la nanoencapsulada, y socios del Golfo y del Sudeste Asiático se reunieron con nuestro equipo de exportación.',
      'Три дня наше подразделение здоровья человека представляло добавки на основе нанофосфосом фармацевтам, дистрибьюторам и нутрициологам. Посетители сравнивали усвоение обычного витамина D3 и витамина D3 в нанодоставке, а партнёры из стран Персидского залива и Юго-Восточной Азии встретились с нашим экспортным отделом.',
    ),
    scene: 'exhibitions',
    owner: 'human',
    captions: ['Our stand in Mumbai', 'Meeting export partners'],
  },
  {
    date: '2027-01-21',
    title: t(
      'Field day: nano fertilizers for maize growers',
      'يوم حقلي: الأسمدة النانوية لمزارعي الذرة',
      'Journée au champ : les nano-engrais pour les producteurs de maïs',
      '현장의 날: 옥수수 재배 농가를 위한 나노 비료',
      'Día de campo: nanofertilizantes para productores de maíz',
      'День поля: наноудобрения для производителей кукурузы',
    ),
    place: t(
      'Harare, Zimbabwe',
      'هراري، زيمبابوي',
      'Harare, Zimbabwe',
      '짐바브웨 하라레',
      'Harare, Zimbabue',
      'Хараре, Зимбабве',
    ),
    description: t(
      'Our agriculture team and our Zimbabwe office invite maize growers to the demonstration plots: the same field half with conventional fertilizer and half with nano fertilizers and soil minerals. Agronomists will explain the application rates and answer questions on soil health.',
      'يدعو فريق الزراعة ومكتبنا في زيمبابوي مزارعي الذرة إلى الحقول التجريبية: الحقل نفسه نصفه بالسماد التقليدي ونصفه بالأسمدة النانوية ومعادن التربة. سيشرح المهندسون الزراعيون معدلات الاستخدام ويجيبون عن الأسئلة حول صحة التربة.',
      'Notre équipe agriculture et notre bureau du Zimbabwe invitent les producteurs de maïs sur les parcelles de démonstration : le même champ, pour moitié avec un engrais classique et pour moitié avec des nano-engrais et des minéraux du sol. Des agronomes expliqueront les doses d’application et répondront aux questions sur la santé des sols.',
      '농업팀과 짐바브웨 사무소가 옥수수 재배 농가를 시범 포장에 초대합니다. 같은 밭의 절반에는 일반 비료를, 나머지 절반에는 나노 비료와 토양 미네랄을 사용했습니다. 농학자들이 시비량을 설명하고 토양 건강에 관한 질문에 답합니다.',
      'Nuestro equipo de agricultura y nuestra oficina de Zimbabue invitan a los productores de maíz a las parcelas de demostración: el mismo campo, la mitad con fertilizante convencional y la otra mitad con nanofertilizantes y minerales del suelo. Los agrónomos explicarán las dosis de aplicación y responderán preguntas sobre la salud del suelo.',
      'Наш агрономический отдел и офис в Зимбабве приглашают производителей кукурузы на демонстрационные участки: одно и то же поле, половина которого удобрена обычным удобрением, а половина — наноудобрениями и почвенными минералами. Агрономы расскажут о нормах внесения и ответят на вопросы о здоровье почвы.',
    ),
    scene: 'farmers-fairs',
    owner: 'agriculture',
    captions: ['Demonstration plots, Harare'],
  },
];
