import type { PackShape } from '../../content/seed/assets.js';
import { type T6, t } from './i18n.js';
import type { FactsSeed } from './product-facts.data.js';

export const SEGMENTS = {
  human: t('Human health', 'صحة الإنسان', 'Santé humaine', '인체 건강', 'Salud humana', 'Здоровье человека'),
  veterinary: t(
    'Animal health',
    'صحة الحيوان',
    'Santé animale',
    '동물 건강',
    'Salud animal',
    'Здоровье животных',
  ),
  agriculture: t('Agriculture', 'الزراعة', 'Agriculture', '농업', 'Agricultura', 'Сельское хозяйство'),
};

export const FORMS = {
  capsule: { type: t('Capsule', 'كبسولة', 'Gélule', '캡슐', 'Cápsula', 'Капсула'), shape: 'capsule' },
  tablet: { type: t('Tablet', 'قرص', 'Comprimé', '정제', 'Comprimido', 'Таблетка'), shape: 'bottle' },
  chew: {
    type: t(
      'Chewable tablet',
      'قرص قابل للمضغ',
      'Comprimé à croquer',
      '츄어블 정제',
      'Comprimido masticable',
      'Жевательная таблетка',
    ),
    shape: 'jar',
  },
  powder: { type: t('Powder', 'مسحوق', 'Poudre', '분말', 'Polvo', 'Порошок'), shape: 'pouch' },
  granules: { type: t('Granules', 'حبيبات', 'Granulés', '과립', 'Gránulos', 'Гранулы'), shape: 'sack' },
  liquid: { type: t('Liquid', 'سائل', 'Liquide', '액상', 'Líquido', 'Жидкость'), shape: 'can' },
  drops: {
    type: t(
      'Oral drops',
      'قطرات فموية',
      'Gouttes buvables',
      '경구 점적액',
      'Gotas orales',
      'Капли для приёма внутрь',
    ),
    shape: 'bottle',
  },
  bolus: { type: t('Bolus', 'بلعة', 'Bolus', '볼루스', 'Bolo', 'Болюс'), shape: 'box' },
  gel: { type: t('Gel', 'جل', 'Gel', '겔', 'Gel', 'Гель'), shape: 'tube' },
  spray: { type: t('Spray', 'بخاخ', 'Spray', '스프레이', 'Spray', 'Спрей'), shape: 'bottle' },
  cream: { type: t('Cream', 'كريم', 'Crème', '크림', 'Crema', 'Крем'), shape: 'jar' },
  serum: { type: t('Serum', 'سيروم', 'Sérum', '세럼', 'Sérum', 'Сыворотка'), shape: 'bottle' },
  oil: { type: t('Oil', 'زيت', 'Huile', '오일', 'Aceite', 'Масло'), shape: 'bottle' },
  spice: {
    type: t(
      'Spice blend',
      'خلطة توابل',
      "Mélange d'épices",
      '향신료 블렌드',
      'Mezcla de especias',
      'Смесь специй',
    ),
    shape: 'pouch',
  },
} satisfies Record<string, { type: T6; shape: PackShape }>;
export type FormKey = keyof typeof FORMS;

const CONTAINERS = {
  bottle: t('Bottle', 'زجاجة', 'Flacon', '병', 'Frasco', 'Флакон'),
  pouch: t('Pouch', 'كيس', 'Sachet', '파우치', 'Bolsa', 'Пакет'),
  bag: t('Bag', 'كيس', 'Sac', '포대', 'Saco', 'Мешок'),
  can: t('Can', 'عبوة', 'Bidon', '캔', 'Bidón', 'Канистра'),
  jar: t('Jar', 'برطمان', 'Pot', '용기', 'Tarro', 'Банка'),
  tube: t('Tube', 'أنبوب', 'Tube', '튜브', 'Tubo', 'Тюбик'),
  box: t('Box', 'علبة', 'Boîte', '상자', 'Caja', 'Коробка'),
};
const UNITS = {
  g: t('g', 'غ', 'g', 'g', 'g', 'г'),
  kg: t('kg', 'كغ', 'kg', 'kg', 'kg', 'кг'),
  ml: t('ml', 'مل', 'ml', 'mL', 'ml', 'мл'),
  l: t('L', 'لتر', 'L', 'L', 'L', 'л'),
};

/** "Bottle 500 ml", "500mL 병" … */
export function pack(container: keyof typeof CONTAINERS, amount: number, unit: keyof typeof UNITS): T6 {
  const c = CONTAINERS[container];
  const u = UNITS[unit];
  return t(
    `${c.en} ${amount} ${u.en}`,
    `${c.ar} ${amount} ${u.ar}`,
    `${c.fr} ${amount} ${u.fr}`,
    `${amount}${u.ko} ${c.ko}`,
    `${c.es} ${amount} ${u.es}`,
    `${c.ru} ${amount} ${u.ru}`,
  );
}

/** Counted packs (n ≥ 10 and a multiple of 10, so the number agrees in every language). */
export function count(n: number, what: 'capsules' | 'tablets' | 'boluses' | 'chews'): T6 {
  const words = {
    capsules: t('capsules', 'كبسولة', 'gélules', '캡슐', 'cápsulas', 'капсул'),
    tablets: t('tablets', 'قرصًا', 'comprimés', '정', 'comprimidos', 'таблеток'),
    boluses: t('boluses', 'بلعة', 'bolus', '볼루스', 'bolos', 'болюсов'),
    chews: t(
      'chewable tablets',
      'قرصًا قابلًا للمضغ',
      'comprimés à croquer',
      '츄어블 정',
      'comprimidos masticables',
      'жевательных таблеток',
    ),
  }[what];
  return t(
    `${CONTAINERS.bottle.en} of ${n} ${words.en}`,
    `${CONTAINERS.bottle.ar} من ${n} ${words.ar}`,
    `${CONTAINERS.bottle.fr} de ${n} ${words.fr}`,
    `${n}${words.ko} ${CONTAINERS.bottle.ko}`,
    `${CONTAINERS.bottle.es} de ${n} ${words.es}`,
    `${CONTAINERS.bottle.ru}, ${n} ${words.ru}`,
  );
}

/** Directions for use, by kind of product. */
export const USAGE = {
  capsules: (n: 1 | 2) =>
    t(
      `Adults: ${n} capsule${n > 1 ? 's' : ''} a day after a meal, with water, or as advised by a healthcare professional.`,
      `للبالغين: ${n === 1 ? 'كبسولة واحدة' : 'كبسولتان'} يوميًا بعد الطعام مع الماء، أو حسب إرشادات المختص الصحي.`,
      `Adultes : ${n} gélule${n > 1 ? 's' : ''} par jour après un repas, avec de l'eau, ou selon l'avis d'un professionnel de santé.`,
      `성인: 하루 ${n}캡슐을 식후 물과 함께 복용하거나 전문가의 지시에 따르십시오.`,
      `Adultos: ${n} cápsula${n > 1 ? 's' : ''} al día después de una comida, con agua, o según indique un profesional de la salud.`,
      `Взрослым: по ${n} ${n === 1 ? 'капсуле' : 'капсулы'} в день после еды, запивая водой, или по рекомендации специалиста.`,
    ),
  tablets: (n: 1 | 2) =>
    t(
      `Adults: ${n} tablet${n > 1 ? 's' : ''} a day after a meal, with water, or as advised by a healthcare professional.`,
      `للبالغين: ${n === 1 ? 'قرص واحد' : 'قرصان'} يوميًا بعد الطعام مع الماء، أو حسب إرشادات المختص الصحي.`,
      `Adultes : ${n} comprimé${n > 1 ? 's' : ''} par jour après un repas, avec de l'eau, ou selon l'avis d'un professionnel de santé.`,
      `성인: 하루 ${n}정을 식후 물과 함께 복용하거나 전문가의 지시에 따르십시오.`,
      `Adultos: ${n} comprimido${n > 1 ? 's' : ''} al día después de una comida, con agua, o según indique un profesional de la salud.`,
      `Взрослым: по ${n} ${n === 1 ? 'таблетке' : 'таблетки'} в день после еды, запивая водой, или по рекомендации специалиста.`,
    ),
  drink: (amount: T6) =>
    t(
      `Mix ${amount.en} in a glass of water or milk once a day.`,
      `اخلط ${amount.ar} في كوب من الماء أو الحليب مرة واحدة يوميًا.`,
      `Mélanger ${amount.fr} dans un verre d'eau ou de lait une fois par jour.`,
      `하루 한 번 ${amount.ko}을(를) 물이나 우유 한 컵에 타서 드십시오.`,
      `Mezclar ${amount.es} en un vaso de agua o leche una vez al día.`,
      `Размешайте ${amount.ru} в стакане воды или молока один раз в день.`,
    ),
  drops: t(
    'Add 10 drops to a glass of warm water, twice a day.',
    'أضف 10 قطرات إلى كوب من الماء الدافئ مرتين يوميًا.',
    "Ajouter 10 gouttes dans un verre d'eau tiède, deux fois par jour.",
    '따뜻한 물 한 컵에 10방울을 넣어 하루 두 번 드십시오.',
    'Añadir 10 gotas a un vaso de agua tibia, dos veces al día.',
    'Добавьте 10 капель в стакан тёплой воды, дважды в день.',
  ),
  cooking: t(
    'Add to taste while cooking. Store in a cool, dry place and close the pack after use.',
    'يُضاف حسب الرغبة أثناء الطهي. يُحفظ في مكان بارد وجاف وتُغلق العبوة بعد الاستعمال.',
    "Ajouter selon le goût pendant la cuisson. Conserver au frais et au sec, refermer l'emballage après usage.",
    '조리 중 기호에 맞게 넣으십시오. 서늘하고 건조한 곳에 보관하고 사용 후 밀봉하십시오.',
    'Añadir al gusto durante la cocción. Conservar en lugar fresco y seco y cerrar el envase tras su uso.',
    'Добавляйте по вкусу во время готовки. Храните в прохладном сухом месте, закрывая упаковку после использования.',
  ),
  skin: t(
    'Apply a small amount to clean skin morning and evening and massage gently. For external use only.',
    'ضع كمية صغيرة على بشرة نظيفة صباحًا ومساءً ودلّكها برفق. للاستعمال الخارجي فقط.',
    'Appliquer une petite quantité sur une peau propre matin et soir en massant doucement. Usage externe uniquement.',
    '아침저녁으로 깨끗한 피부에 적당량을 바르고 부드럽게 마사지하십시오. 외용으로만 사용하십시오.',
    'Aplicar una pequeña cantidad sobre la piel limpia por la mañana y por la noche y masajear suavemente. Solo para uso externo.',
    'Наносите небольшое количество на чистую кожу утром и вечером, мягко массируя. Только для наружного применения.',
  ),
  hair: t(
    'Massage into the scalp and hair, leave for at least one hour or overnight, then wash. Use two or three times a week.',
    'دلّك به فروة الرأس والشعر واتركه ساعة على الأقل أو طوال الليل ثم اغسله. يُستخدم مرتين أو ثلاث مرات أسبوعيًا.',
    'Masser le cuir chevelu et les cheveux, laisser poser au moins une heure ou toute la nuit, puis laver. Deux à trois fois par semaine.',
    '두피와 모발에 마사지하듯 바르고 최소 1시간 또는 밤새 둔 뒤 씻어 내십시오. 주 2~3회 사용하십시오.',
    'Masajear el cuero cabelludo y el cabello, dejar actuar al menos una hora o toda la noche y lavar. Usar dos o tres veces por semana.',
    'Вмассируйте в кожу головы и волосы, оставьте минимум на час или на ночь, затем вымойте. Используйте два-три раза в неделю.',
  ),
  feed: (amount: T6, per: 'kg' | 'animal' | 'tonne') =>
    ({
      kg: t(
        `Mix ${amount.en} per kg of feed.`,
        `يُخلط ${amount.ar} لكل كغ من العلف.`,
        `Mélanger ${amount.fr} par kg d'aliment.`,
        `사료 1kg당 ${amount.ko}을(를) 혼합하십시오.`,
        `Mezclar ${amount.es} por kg de alimento.`,
        `Смешивайте ${amount.ru} на 1 кг корма.`,
      ),
      animal: t(
        `Give ${amount.en} per animal per day, mixed with feed, or as advised by a veterinarian.`,
        `يُعطى ${amount.ar} لكل حيوان يوميًا مخلوطًا بالعلف، أو حسب إرشادات الطبيب البيطري.`,
        `Donner ${amount.fr} par animal et par jour, mélangé à l'aliment, ou selon l'avis du vétérinaire.`,
        `두당 하루 ${amount.ko}을(를) 사료에 섞어 급여하거나 수의사의 지시에 따르십시오.`,
        `Administrar ${amount.es} por animal y día, mezclado con el alimento, o según indique el veterinario.`,
        `Давайте ${amount.ru} на животное в день с кормом или по рекомендации ветеринара.`,
      ),
      tonne: t(
        `Mix ${amount.en} per tonne of feed or grain.`,
        `يُخلط ${amount.ar} لكل طن من العلف أو الحبوب.`,
        `Mélanger ${amount.fr} par tonne d'aliment ou de grain.`,
        `사료 또는 곡물 1톤당 ${amount.ko}을(를) 혼합하십시오.`,
        `Mezclar ${amount.es} por tonelada de alimento o grano.`,
        `Смешивайте ${amount.ru} на тонну корма или зерна.`,
      ),
    })[per],
  water: (ml: number) =>
    t(
      `Add ${ml} ml per litre of drinking water for 3–5 days.`,
      `أضف ${ml} مل لكل لتر من ماء الشرب لمدة 3–5 أيام.`,
      `Ajouter ${ml} ml par litre d'eau de boisson pendant 3 à 5 jours.`,
      `음수 1L당 ${ml}mL를 3~5일간 첨가하십시오.`,
      `Añadir ${ml} ml por litro de agua de bebida durante 3–5 días.`,
      `Добавляйте ${ml} мл на литр питьевой воды в течение 3–5 дней.`,
    ),
  bolus: t(
    'One bolus per cow at calving and a second 12 hours later, or as advised by a veterinarian.',
    'بلعة واحدة لكل بقرة عند الولادة وثانية بعد 12 ساعة، أو حسب إرشادات الطبيب البيطري.',
    'Un bolus par vache au vêlage et un second 12 heures plus tard, ou selon l’avis du vétérinaire.',
    '분만 시 소 한 마리당 1개, 12시간 후 1개를 더 투여하거나 수의사의 지시에 따르십시오.',
    'Un bolo por vaca en el parto y un segundo 12 horas después, o según indique el veterinario.',
    'Один болюс на корову при отёле и второй через 12 часов, или по рекомендации ветеринара.',
  ),
  topical: t(
    'Clean the area and apply twice a day until healed. For animal use only.',
    'نظّف المنطقة وضع المنتج مرتين يوميًا حتى الشفاء. للاستخدام البيطري فقط.',
    "Nettoyer la zone et appliquer deux fois par jour jusqu'à guérison. Usage vétérinaire uniquement.",
    '부위를 깨끗이 한 뒤 나을 때까지 하루 두 번 바르십시오. 동물용입니다.',
    'Limpiar la zona y aplicar dos veces al día hasta la curación. Solo para uso veterinario.',
    'Очистите участок и наносите дважды в день до заживления. Только для ветеринарного применения.',
  ),
  pond: (kg: number) =>
    t(
      `Broadcast ${kg} kg per acre of pond every 15 days, preferably in the morning.`,
      `يُنثر ${kg} كغ لكل فدان من الحوض كل 15 يومًا، ويفضّل صباحًا.`,
      `Épandre ${kg} kg par acre de bassin tous les 15 jours, de préférence le matin.`,
      `15일마다 양식지 1에이커당 ${kg}kg을 가급적 아침에 살포하십시오.`,
      `Esparcir ${kg} kg por acre de estanque cada 15 días, preferiblemente por la mañana.`,
      `Вносите ${kg} кг на акр пруда каждые 15 дней, лучше утром.`,
    ),
  soil: (kg: number) =>
    t(
      `Apply ${kg} kg per acre at sowing or planting, mixed with soil or farmyard manure.`,
      `يُضاف ${kg} كغ لكل فدان عند البذر أو الزراعة مخلوطًا بالتربة أو السماد البلدي.`,
      `Appliquer ${kg} kg par acre au semis ou à la plantation, mélangé au sol ou au fumier.`,
      `파종 또는 정식 시 1에이커당 ${kg}kg을 흙이나 퇴비와 섞어 시비하십시오.`,
      `Aplicar ${kg} kg por acre en la siembra o plantación, mezclado con el suelo o estiércol.`,
      `Вносите ${kg} кг на акр при посеве или посадке, смешав с почвой или навозом.`,
    ),
  foliar: (ml: number) =>
    t(
      `Spray ${ml} ml per litre of water on the leaves, two or three times a season.`,
      `رُشّ ${ml} مل لكل لتر ماء على الأوراق مرتين أو ثلاث مرات في الموسم.`,
      `Pulvériser ${ml} ml par litre d'eau sur le feuillage, deux ou trois fois par saison.`,
      `물 1L당 ${ml}mL를 희석해 한 시즌에 2~3회 잎에 살포하십시오.`,
      `Pulverizar ${ml} ml por litro de agua sobre las hojas, dos o tres veces por temporada.`,
      `Опрыскивайте листья раствором ${ml} мл на литр воды два-три раза за сезон.`,
    ),
};

export const CATEGORIES: Record<string, T6> = {
  Nanophosphome: t(
    'Nanophosphosome supplements',
    'مكملات النانوفوسفوسوم',
    'Compléments Nanophosphosome',
    '나노포스포솜 보충제',
    'Suplementos Nanofosfosoma',
    'Добавки с нанофосфосомами',
  ),
  Neunaparticle: t(
    'Neunaparticle formulations',
    'تركيبات النيونا بارتيكل',
    'Formulations Neunaparticles',
    '뉴나파티클 제형',
    'Formulaciones Neunaparticles',
    'Составы с нейнапартиклами',
  ),
  health_supplement: t(
    'Health supplements',
    'المكملات الصحية',
    'Compléments de santé',
    '건강 보조제',
    'Suplementos de salud',
    'Оздоровительные добавки',
  ),
  Wellness: t('Wellness', 'العافية', 'Bien-être', '웰니스', 'Bienestar', 'Хорошее самочувствие'),
  food: t(
    'Foods and spices',
    'الأغذية والتوابل',
    'Aliments et épices',
    '식품 및 향신료',
    'Alimentos y especias',
    'Продукты и специи',
  ),
  ayush_product: t(
    'Ayush herbal products',
    'منتجات أيوش العشبية',
    'Produits à base de plantes Ayush',
    '아유시 허브 제품',
    'Productos herbales Ayush',
    'Травяные продукты Аюш',
  ),
  personalcare: t(
    'Personal care',
    'العناية الشخصية',
    'Soins personnels',
    '퍼스널 케어',
    'Cuidado personal',
    'Личная гигиена',
  ),
  yeppuen_product: t(
    'Yeppuen K-beauty',
    'يبون للجمال الكوري',
    'Yeppuen K-beauty',
    '예뻐은 K-뷰티',
    'Yeppuen K-beauty',
    'Yeppuen K-beauty',
  ),
  VNanophosphosome: t(
    'Nanophosphosome animal health',
    'النانوفوسفوسوم لصحة الحيوان',
    'Nanophosphosome santé animale',
    '나노포스포솜 동물 건강',
    'Nanofosfosoma salud animal',
    'Нанофосфосомы для животных',
  ),
  VNeunamin: t(
    'Neunamins nano minerals',
    'معادن نيونامين النانوية',
    'Nano-minéraux Neunamins',
    '뉴나민 나노 미네랄',
    'Nanominerales Neunamins',
    'Наноминералы Neunamins',
  ),
  VNeunaparticle: t(
    'Neunaparticle animal health',
    'النيونا بارتيكل لصحة الحيوان',
    'Neunaparticles santé animale',
    '뉴나파티클 동물 건강',
    'Neunaparticles salud animal',
    'Нейнапартиклы для животных',
  ),
  Livestock: t('Livestock', 'الماشية', 'Bétail', '가축', 'Ganado', 'Скот'),
  Poultry: t('Poultry', 'الدواجن', 'Volaille', '가금류', 'Aves de corral', 'Птица'),
  Aqua: t('Aquaculture', 'الاستزراع المائي', 'Aquaculture', '양식', 'Acuicultura', 'Аквакультура'),
  Swine: t('Swine', 'الخنازير', 'Porcs', '양돈', 'Porcino', 'Свиньи'),
  Equine: t('Equine', 'الخيول', 'Équidés', '말', 'Equinos', 'Лошади'),
  Pet: t(
    'Pet care',
    'رعاية الحيوانات الأليفة',
    'Animaux de compagnie',
    '반려동물 케어',
    'Mascotas',
    'Домашние питомцы',
  ),
  Feedandgrain: t(
    'Feed and grain',
    'الأعلاف والحبوب',
    'Aliments et grains',
    '사료 및 곡물',
    'Piensos y granos',
    'Корма и зерно',
  ),
  ANanophosphosome: t(
    'Nanophosphosome crop nutrition',
    'تغذية المحاصيل بالنانوفوسفوسوم',
    'Nutrition des cultures Nanophosphosome',
    '나노포스포솜 작물 영양',
    'Nutrición de cultivos Nanofosfosoma',
    'Питание растений с нанофосфосомами',
  ),
  ANeunaparticle: t(
    'Neunaparticle crop inputs',
    'مدخلات المحاصيل بالنيونا بارتيكل',
    'Intrants Neunaparticles',
    '뉴나파티클 작물 투입재',
    'Insumos Neunaparticles',
    'Агрохимикаты с нейнапартиклами',
  ),
  SoilMineral: t(
    'Soil minerals',
    'معادن التربة',
    'Minéraux du sol',
    '토양 미네랄',
    'Minerales del suelo',
    'Почвенные минералы',
  ),
  NanoFertilizer: t(
    'Nano fertilizers',
    'الأسمدة النانوية',
    'Nano-engrais',
    '나노 비료',
    'Nanofertilizantes',
    'Наноудобрения',
  ),
};

export interface ProductSeed {
  group: string;
  name: T6;
  form: FormKey;
  details: T6;
  composition: T6;
  indications: T6;
  usage: T6;
  packing: T6;
  /** Also write a small PDF report and brochure for this product. */
  documents?: boolean;
  /** Pack sizes, registration, storage, dosage, price (issue 34); the first ranges' products get theirs by name. */
  facts?: FactsSeed;
}
