import type { Division } from '../../content/common/divisions.js';
import { type T6, t } from './i18n.js';

export const GALLERY_CATEGORIES: Array<{ key: string; label: T6 }> = [
  {
    key: 'exhibitions',
    label: t('Exhibitions', 'المعارض', 'Salons et expositions', '전시회', 'Exposiciones', 'Выставки'),
  },
  {
    key: 'farmers-fairs',
    label: t(
      "Farmers' fairs",
      'معارض المزارعين',
      'Foires agricoles',
      '농민 박람회',
      'Ferias de agricultores',
      'Ярмарки для фермеров',
    ),
  },
  {
    key: 'laboratory',
    label: t('Laboratory', 'المختبر', 'Laboratoire', '연구소', 'Laboratorio', 'Лаборатория'),
  },
];

/** Caption of photo n of a category, per language (the division name is added by the seed). */
export const GALLERY_CAPTIONS: Record<string, (n: number) => T6> = {
  exhibitions: (n) =>
    t(
      `Our stand at a trade exhibition (${n})`,
      `جناحنا في معرض تجاري (${n})`,
      `Notre stand lors d’un salon professionnel (${n})`,
      `무역 전시회의 당사 부스 (${n})`,
      `Nuestro stand en una feria comercial (${n})`,
      `Наш стенд на отраслевой выставке (${n})`,
    ),
  'farmers-fairs': (n) =>
    t(
      `Meeting farmers at a village fair (${n})`,
      `لقاء المزارعين في معرض قروي (${n})`,
      `Rencontre avec des agriculteurs lors d’une foire de village (${n})`,
      `마을 박람회에서 농민들과의 만남 (${n})`,
      `Encuentro con agricultores en una feria rural (${n})`,
      `Встреча с фермерами на сельской ярмарке (${n})`,
    ),
  laboratory: (n) =>
    t(
      `Quality testing in our laboratory (${n})`,
      `اختبارات الجودة في مختبرنا (${n})`,
      `Contrôle qualité dans notre laboratoire (${n})`,
      `당사 연구소의 품질 시험 (${n})`,
      `Control de calidad en nuestro laboratorio (${n})`,
      `Контроль качества в нашей лаборатории (${n})`,
    ),
};

/** Which categories each division shows (the human division has no farmers' fairs). */
export const GALLERY_BY_DIVISION: Record<Division, string[]> = {
  human: ['exhibitions', 'laboratory'],
  veterinary: ['exhibitions', 'farmers-fairs', 'laboratory'],
  agriculture: ['exhibitions', 'farmers-fairs', 'laboratory'],
};

export const VIDEOS: Array<{ division: Division | null; title: T6; url: string }> = [
  {
    division: null,
    title: t(
      'Nanophosphosome technology explained',
      'شرح تقنية النانوفوسفوسوم',
      'La technologie Nanophosphosome expliquée',
      '나노포스포솜 기술 소개',
      'La tecnología Nanofosfosoma explicada',
      'Технология нанофосфосом: как это работает',
    ),
    url: 'https://www.youtube.com/results?search_query=nanophosphosome',
  },
  {
    division: 'veterinary',
    title: t(
      'Preventing milk fever at calving',
      'الوقاية من حمى الحليب عند الولادة',
      'Prévenir la fièvre de lait au vêlage',
      '분만 시 유열 예방',
      'Prevenir la fiebre de la leche en el parto',
      'Профилактика родильного пареза при отёле',
    ),
    url: 'https://www.youtube.com/results?search_query=milk+fever+prevention+dairy+cows',
  },
];

export const BROCHURES: Array<{ division: Division; category: string; name: T6 }> = [
  {
    division: 'human',
    category: 'Catalogue',
    name: t(
      'Human health product catalogue',
      'دليل منتجات صحة الإنسان',
      'Catalogue des produits de santé humaine',
      '인체 건강 제품 카탈로그',
      'Catálogo de productos de salud humana',
      'Каталог продукции для здоровья человека',
    ),
  },
  {
    division: 'veterinary',
    category: 'Catalogue',
    name: t(
      'Animal health product catalogue',
      'دليل منتجات صحة الحيوان',
      'Catalogue des produits de santé animale',
      '동물 건강 제품 카탈로그',
      'Catálogo de productos de salud animal',
      'Каталог продукции для здоровья животных',
    ),
  },
  {
    division: 'veterinary',
    category: 'Technology',
    name: t(
      'Neunamins nano minerals for livestock',
      'معادن نيونامين النانوية للماشية',
      'Nano-minéraux Neunamins pour le bétail',
      '가축용 뉴나민 나노 미네랄',
      'Nanominerales Neunamins para el ganado',
      'Наноминералы Neunamins для скота',
    ),
  },
  {
    division: 'agriculture',
    category: 'Catalogue',
    name: t(
      'Soil minerals and nano fertilizers',
      'معادن التربة والأسمدة النانوية',
      'Minéraux du sol et nano-engrais',
      '토양 미네랄과 나노 비료',
      'Minerales del suelo y nanofertilizantes',
      'Почвенные минералы и наноудобрения',
    ),
  },
];

export const DIVISION_NAMES: Record<Division, T6> = {
  human: t('Human Health', 'صحة الإنسان', 'Santé humaine', '인체 건강', 'Salud humana', 'Здоровье человека'),
  veterinary: t(
    'Veterinary Health',
    'صحة الحيوان',
    'Santé vétérinaire',
    '동물 건강',
    'Salud veterinaria',
    'Ветеринария',
  ),
  agriculture: t('Agriculture', 'الزراعة', 'Agriculture', '농업', 'Agricultura', 'Сельское хозяйство'),
};

/** Titles of the 22 product pages (page banners), by `<division>/<routeKey>`. */
export const PAGE_TITLES: Record<string, T6> = {
  'human/Nanophosphosomes': t(
    'Nanophosphosomes',
    'النانوفوسفوسومات',
    'Nanophosphosomes',
    '나노포스포솜',
    'Nanofosfosomas',
    'Нанофосфосомы',
  ),
  'human/Neuna_particles': t(
    'Neunaparticles',
    'جسيمات نيونا',
    'Neunaparticles',
    '뉴나파티클',
    'Neunaparticles',
    'Нейнапартиклы',
  ),
  'human/Health_supplements': t(
    'Health Supplements',
    'المكملات الصحية',
    'Compléments de santé',
    '건강 보조제',
    'Suplementos de salud',
    'Оздоровительные добавки',
  ),
  'human/Wellness': t('Wellness', 'العافية', 'Bien-être', '웰니스', 'Bienestar', 'Хорошее самочувствие'),
  'human/Foods_and_Spices': t(
    'Foods and Spices',
    'الأغذية والتوابل',
    'Aliments et épices',
    '식품 및 향신료',
    'Alimentos y especias',
    'Продукты и специи',
  ),
  'human/ayush': t('Ayush', 'أيوش', 'Ayush', '아유시', 'Ayush', 'Аюш'),
  'human/Personal_Care': t(
    'Personal Care',
    'العناية الشخصية',
    'Soins personnels',
    '퍼스널 케어',
    'Cuidado personal',
    'Личная гигиена',
  ),
  'human/Yeppuen': t('Yeppuen', 'يبون', 'Yeppuen', '예뻐은', 'Yeppuen', 'Yeppuen'),
  'veterinary/Nanophosphosomes': t(
    'Nanophosphosomes',
    'النانوفوسفوسومات',
    'Nanophosphosomes',
    '나노포스포솜',
    'Nanofosfosomas',
    'Нанофосфосомы',
  ),
  'veterinary/Neuna_mins': t('Neunamins', 'نيونامين', 'Neunamins', '뉴나민', 'Neunamins', 'Нейнамины'),
  'veterinary/Neuna_particles': t(
    'Neunaparticles',
    'جسيمات نيونا',
    'Neunaparticles',
    '뉴나파티클',
    'Neunaparticles',
    'Нейнапартиклы',
  ),
  'veterinary/livestock': t('Livestock', 'الماشية', 'Bétail', '가축', 'Ganado', 'Скот'),
  'veterinary/poultry': t('Poultry', 'الدواجن', 'Volaille', '가금류', 'Aves de corral', 'Птица'),
  'veterinary/Aqua': t('Aqua', 'الأحياء المائية', 'Aquaculture', '양식', 'Acuicultura', 'Аквакультура'),
  'veterinary/Swine': t('Swine', 'الخنازير', 'Porcs', '양돈', 'Porcino', 'Свиньи'),
  'veterinary/Equine': t('Equine', 'الخيول', 'Équidés', '말', 'Equinos', 'Лошади'),
  'veterinary/pet': t('Pet', 'الحيوانات الأليفة', 'Animaux de compagnie', '반려동물', 'Mascotas', 'Питомцы'),
  'veterinary/feed_grain': t(
    'Feed and Grain',
    'الأعلاف والحبوب',
    'Aliments et grains',
    '사료 및 곡물',
    'Piensos y granos',
    'Корма и зерно',
  ),
  'agriculture/Nanophosphosomes': t(
    'Nanophosphosomes',
    'النانوفوسفوسومات',
    'Nanophosphosomes',
    '나노포스포솜',
    'Nanofosfosomas',
    'Нанофосфосомы',
  ),
  'agriculture/Neuna_particles': t(
    'Neunaparticles',
    'جسيمات نيونا',
    'Neunaparticles',
    '뉴나파티클',
    'Neunaparticles',
    'Нейнапартиклы',
  ),
  'agriculture/SoilMinerals': t(
    'Soil Minerals',
    'معادن التربة',
    'Minéraux du sol',
    '토양 미네랄',
    'Minerales del suelo',
    'Почвенные минералы',
  ),
  'agriculture/NanoFertilizers': t(
    'Nano Fertilizers',
    'الأسمدة النانوية',
    'Nano-engrais',
    '나노 비료',
    'Nanofertilizantes',
    'Наноудобрения',
  ),
};

/**
 * Each division home's hero picture (issue 35: content, not code): its scene of the art system and its text
 * alternative, which says what the picture shows (the heading beside it names the division).
 */
export const DIVISION_HEROES: Record<Division, { scene: 'microscopy' | 'field'; alt: T6 }> = {
  human: {
    scene: 'microscopy',
    alt: t(
      'Cells seen through a microscope, the research behind our human health products',
      'خلايا تحت المجهر، البحث الذي تقوم عليه منتجاتنا لصحة الإنسان',
      'Des cellules vues au microscope, la recherche à l’origine de nos produits de santé humaine',
      '현미경으로 본 세포, 인체 건강 제품의 바탕이 되는 연구',
      'Células vistas al microscopio, la investigación detrás de nuestros productos de salud humana',
      'Клетки под микроскопом — исследования, на которых основаны наши продукты для здоровья человека',
    ),
  },
  // Not the herd: the slider right below opens on a herd.
  veterinary: {
    scene: 'microscopy',
    alt: t(
      'Cells seen through a microscope, the science behind our animal health products',
      'خلايا تحت المجهر، العلم الذي تقوم عليه منتجاتنا لصحة الحيوان',
      'Des cellules vues au microscope, la science à l’origine de nos produits de santé animale',
      '현미경으로 본 세포, 동물 건강 제품의 바탕이 되는 과학',
      'Células vistas al microscopio, la ciencia detrás de nuestros productos de salud animal',
      'Клетки под микроскопом — наука, на которой основаны наши продукты для здоровья животных',
    ),
  },
  agriculture: {
    scene: 'field',
    alt: t(
      'Rows of crops across rolling fields',
      'صفوف من المحاصيل تمتد عبر حقول متموجة',
      'Des rangs de cultures sur des champs vallonnés',
      '완만한 들판에 줄지어 자라는 작물',
      'Hileras de cultivos sobre campos ondulados',
      'Ряды посевов на холмистых полях',
    ),
  },
};
