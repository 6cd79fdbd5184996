import type { PackShape } from '../../content/seed/assets.js';
import type { T6 } from './i18n.js';

export interface ProductCardSeed {
  name: T6;
  details: T6;
  category: T6;
  rating: number;
  shape: PackShape;
  color: string;
}

/** The home page's product cards ("global providers"), in the six languages. */
export const PRODUCT_CARDS: ProductCardSeed[] = [
  {
    name: {
      en: 'NanoCal D3 Capsules',
      ar: 'كبسولات نانوكال د3',
      fr: 'Gélules NanoCal D3',
      ko: '나노칼 D3 캡슐',
      es: 'Cápsulas NanoCal D3',
      ru: 'Капсулы NanoCal D3',
    },
    details: {
      en: 'Calcium and vitamin D3 in nanophosphosome form for stronger bones, absorbed with or without food.',
      ar: 'كالسيوم وفيتامين د3 بتقنية النانوفوسفوسوم لعظام أقوى، يُمتص مع الطعام أو بدونه.',
      fr: 'Calcium et vitamine D3 sous forme de nanophosphosomes pour des os plus solides, absorbés avec ou sans repas.',
      ko: '뼈 건강을 위한 나노포스포좀 형태의 칼슘과 비타민 D3로, 식사와 관계없이 흡수됩니다.',
      es: 'Calcio y vitamina D3 en forma de nanofosfosomas para unos huesos más fuertes, se absorbe con o sin comida.',
      ru: 'Кальций и витамин D3 в форме нанофосфосом для крепких костей; усваиваются независимо от приёма пищи.',
    },
    category: {
      en: 'Health supplement',
      ar: 'مكمل صحي',
      fr: 'Complément de santé',
      ko: '건강 보조제',
      es: 'Suplemento de salud',
      ru: 'Пищевая добавка',
    },
    rating: 5,
    shape: 'capsule',
    color: '#0e7490',
  },
  {
    name: {
      en: 'LactoBoost Dairy Premix',
      ar: 'بريمكس لاكتوبوست للأبقار الحلوب',
      fr: 'Prémélange laitier LactoBoost',
      ko: '락토부스트 젖소용 프리믹스',
      es: 'Premezcla lechera LactoBoost',
      ru: 'Премикс для молочных коров LactoBoost',
    },
    details: {
      en: 'Chelated minerals and vitamins for dairy cows: better milk yield, fertility and hoof health.',
      ar: 'معادن مخلبية وفيتامينات للأبقار الحلوب: إنتاج حليب أفضل وخصوبة وصحة حوافر.',
      fr: 'Minéraux chélatés et vitamines pour vaches laitières : meilleure production de lait, fertilité et santé des onglons.',
      ko: '젖소를 위한 킬레이트 미네랄과 비타민: 산유량, 번식력, 발굽 건강을 높여 줍니다.',
      es: 'Minerales quelados y vitaminas para vacas lecheras: más producción de leche, fertilidad y salud de las pezuñas.',
      ru: 'Хелатные минералы и витамины для молочных коров: выше надои, лучше воспроизводство и здоровье копыт.',
    },
    category: {
      en: 'Livestock nutrition',
      ar: 'تغذية الماشية',
      fr: 'Nutrition du bétail',
      ko: '가축 영양',
      es: 'Nutrición ganadera',
      ru: 'Кормление скота',
    },
    rating: 4,
    shape: 'sack',
    color: '#b45309',
  },
  {
    name: {
      en: 'Nano Nitrogen 4',
      ar: 'نانو نيتروجين 4',
      fr: 'Nano Azote 4',
      ko: '나노 질소 4',
      es: 'Nano Nitrógeno 4',
      ru: 'Нано Азот 4',
    },
    details: {
      en: 'A foliar nano-fertilizer: two sprays feed the crop with a fraction of the urea, with less run-off.',
      ar: 'سماد نانوي ورقي: رشتان تغذيان المحصول بجزء من كمية اليوريا مع جريان أقل.',
      fr: 'Un nano-engrais foliaire : deux pulvérisations nourrissent la culture avec une fraction de l’urée, avec moins de lessivage.',
      ko: '엽면 살포용 나노 비료: 두 번의 살포로 요소 사용량을 크게 줄이고 유출도 줄입니다.',
      es: 'Un nanofertilizante foliar: dos aplicaciones nutren el cultivo con una fracción de la urea y menos escorrentía.',
      ru: 'Листовое наноудобрение: две обработки питают культуру малой долей мочевины и с меньшим вымыванием.',
    },
    category: {
      en: 'Nano fertilizer',
      ar: 'سماد نانوي',
      fr: 'Nano-engrais',
      ko: '나노 비료',
      es: 'Nanofertilizante',
      ru: 'Наноудобрение',
    },
    rating: 5,
    shape: 'bottle',
    color: '#15803d',
  },
  {
    name: {
      en: 'Yeppuen Hydra Serum',
      ar: 'سيروم يبوين هيدرا',
      fr: 'Sérum Hydra Yeppuen',
      ko: 'Yeppuen 하이드라 세럼',
      es: 'Sérum Hydra Yeppuen',
      ru: 'Сыворотка Yeppuen Hydra',
    },
    details: {
      en: 'A light daily serum with hyaluronic acid and niacinamide that keeps skin hydrated all day.',
      ar: 'سيروم يومي خفيف بحمض الهيالورونيك والنياسيناميد يحافظ على ترطيب البشرة طوال اليوم.',
      fr: 'Un sérum quotidien léger à l’acide hyaluronique et à la niacinamide qui hydrate la peau toute la journée.',
      ko: '히알루론산과 나이아신아마이드를 담은 가벼운 데일리 세럼으로 하루 종일 촉촉함을 지켜 줍니다.',
      es: 'Un sérum diario ligero con ácido hialurónico y niacinamida que mantiene la piel hidratada todo el día.',
      ru: 'Лёгкая ежедневная сыворотка с гиалуроновой кислотой и ниацинамидом увлажняет кожу весь день.',
    },
    category: {
      en: 'Personal care',
      ar: 'العناية الشخصية',
      fr: 'Soins personnels',
      ko: '퍼스널 케어',
      es: 'Cuidado personal',
      ru: 'Личный уход',
    },
    rating: 4,
    shape: 'tube',
    color: '#be123c',
  },
];
