import {
  formatPackSize,
  formatPackSizes,
  type PackSize,
  type PackUnit,
} from '@aurinko/contract/product-facts';
import { LANGUAGES } from '../../common/lang/languages.js';
import type { DosageRow, TranslatedDosage } from '../../content/products/product.entity.js';
import { type T6, t } from './i18n.js';

/**
 * The seeded products' facts (issue 34): pack sizes, registration number, storage, dosage rows and price. Dosage
 * rows are built from a few phrases written once in the six languages (species, "a day", "per kg of feed" …) around
 * amounts formatted by the contract's formatter, so "1 capsule" / "1 كبسولة" / "1 капсула" agree with the pack sizes.
 * Registration numbers are the catalogue's seed values (replace them with the company's own, as the certificates).
 */

/** One dosage row in the six languages. */
export interface DosageSeed {
  species: T6;
  weight: T6;
  dose: T6;
}

export interface FactsSeed {
  packs: PackSize[];
  /** "" when the product needs none (foods, cosmetics). */
  registration: string;
  storage: T6;
  dosage: DosageSeed[];
  /** A decimal amount in USD, or absent for "price on request". */
  price?: string;
}

export const size = (amount: number, unit: PackUnit): PackSize => ({ amount, unit });

/** An amount of a pack unit in the six languages ("1 capsule", "2 كبسولة", "10 g"), by the contract's formatter. */
export const amount = (value: number, unit: PackUnit): T6 =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, formatPackSize({ amount: value, unit }, lang)])) as T6;

/** Pack sizes as one text per language (the old `packing` field, kept for clients that read it). */
export const packingText = (packs: readonly PackSize[]): T6 =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, formatPackSizes(packs, lang)])) as T6;

/** Not applicable (a dosage row without a body weight). */
export const NONE = t('—', '—', '—', '—', '—', '—');

/** A dose phrase around an amount. */
type Phrase = (q: T6) => T6;
const phrase =
  (en: string, ar: string, fr: string, ko: string, es: string, ru: string): Phrase =>
  (q) =>
    t(
      en.replace('#', q.en),
      ar.replace('#', q.ar),
      fr.replace('#', q.fr),
      ko.replace('#', q.ko),
      es.replace('#', q.es),
      ru.replace('#', q.ru),
    );

export const DOSE = {
  perDay: phrase('# a day', '# يوميًا', '# par jour', '하루 #', '# al día', '# в день'),
  twiceDaily: phrase(
    '# twice a day',
    '# مرتين يوميًا',
    '# deux fois par jour',
    '1일 2회 #',
    '# dos veces al día',
    '# два раза в день',
  ),
  perAnimalDay: phrase(
    '# per animal a day',
    '# لكل حيوان يوميًا',
    '# par animal et par jour',
    '두당 하루 #',
    '# por animal y día',
    '# на голову в день',
  ),
  perKgFeed: phrase(
    '# per kg of feed',
    '# لكل كغ من العلف',
    '# par kg d’aliment',
    '사료 1kg당 #',
    '# por kg de pienso',
    '# на 1 кг корма',
  ),
  perTonne: phrase(
    '# per tonne of feed',
    '# لكل طن من العلف',
    '# par tonne d’aliment',
    '사료 1톤당 #',
    '# por tonelada de pienso',
    '# на тонну корма',
  ),
  perTonneGrain: phrase(
    '# per tonne of grain',
    '# لكل طن من الحبوب',
    '# par tonne de grain',
    '곡물 1톤당 #',
    '# por tonelada de grano',
    '# на тонну зерна',
  ),
  perLitreWater: phrase(
    '# per litre of drinking water',
    '# لكل لتر من ماء الشرب',
    '# par litre d’eau de boisson',
    '음수 1L당 #',
    '# por litro de agua de bebida',
    '# на литр питьевой воды',
  ),
  perAcre: phrase('# per acre', '# لكل فدان', '# par acre', '에이커당 #', '# por acre', '# на акр'),
  perLitreSpray: phrase(
    '# per litre of spray water',
    '# لكل لتر من ماء الرش',
    '# par litre de bouillie',
    '살포액 1L당 #',
    '# por litro de caldo',
    '# на литр рабочего раствора',
  ),
  perAcrePond: phrase(
    '# per acre of pond',
    '# لكل فدان من الحوض',
    '# par acre de bassin',
    '양식지 에이커당 #',
    '# por acre de estanque',
    '# на акр пруда',
  ),
  atCalving: phrase(
    '# at calving',
    '# عند الولادة',
    '# au vêlage',
    '분만 시 #',
    '# en el parto',
    '# при отёле',
  ),
  perMeal: phrase(
    '# per meal',
    '# لكل وجبة',
    '# par repas',
    '1회 식사당 #',
    '# por comida',
    '# на приём пищи',
  ),
};

/** Doses that are a way of using rather than an amount. */
export const DOSE_TEXT = {
  applyTwice: t(
    'Apply a thin layer twice a day',
    'ضع طبقة رقيقة مرتين يوميًا',
    'Appliquer une fine couche deux fois par jour',
    '하루 두 번 얇게 바르십시오',
    'Aplicar una capa fina dos veces al día',
    'Наносить тонким слоем два раза в день',
  ),
  morningEvening: t(
    'Apply morning and evening to clean skin',
    'يوضع صباحًا ومساءً على بشرة نظيفة',
    'Appliquer matin et soir sur peau propre',
    '아침저녁으로 깨끗한 피부에 바르십시오',
    'Aplicar mañana y noche sobre la piel limpia',
    'Наносить утром и вечером на чистую кожу',
  ),
  sprayWound: t(
    'Spray on the cleaned area once or twice a day',
    'يُرش على المنطقة المنظفة مرة أو مرتين يوميًا',
    'Pulvériser sur la zone nettoyée une à deux fois par jour',
    '깨끗이 한 부위에 하루 1~2회 분사하십시오',
    'Pulverizar sobre la zona limpia una o dos veces al día',
    'Распылять на очищенный участок один-два раза в день',
  ),
  shampoo: t(
    'Lather on wet hair and rinse, as often as needed',
    'يُرغّى على الشعر المبلل ثم يُشطف، كلما لزم',
    'Faire mousser sur cheveux mouillés puis rincer, aussi souvent que nécessaire',
    '젖은 모발에 거품을 내고 헹구십시오(필요할 때마다)',
    'Hacer espuma sobre el cabello mojado y aclarar, tantas veces como sea necesario',
    'Вспенить на влажных волосах и смыть, по мере необходимости',
  ),
  sunscreen: t(
    'Every morning; reapply every two hours in the sun',
    'كل صباح؛ ويُعاد كل ساعتين تحت الشمس',
    'Chaque matin ; renouveler toutes les deux heures au soleil',
    '매일 아침, 햇빛 아래에서는 2시간마다 덧바름',
    'Cada mañana; reaplicar cada dos horas al sol',
    'Каждое утро; на солнце обновлять каждые два часа',
  ),
  hairOil: t(
    'Massage into the scalp two or three times a week',
    'يُدلّك به فروة الرأس مرتين أو ثلاثًا أسبوعيًا',
    'Masser le cuir chevelu deux à trois fois par semaine',
    '주 2~3회 두피에 마사지하십시오',
    'Masajear el cuero cabelludo dos o tres veces por semana',
    'Втирать в кожу головы два-три раза в неделю',
  ),
};

export const SPECIES = {
  adults: t('Adults', 'البالغون', 'Adultes', '성인', 'Adultos', 'Взрослые'),
  teens: t(
    'Children over 12 years',
    'الأطفال فوق 12 سنة',
    'Enfants de plus de 12 ans',
    '12세 이상 어린이',
    'Niños mayores de 12 años',
    'Дети старше 12 лет',
  ),
  children: t(
    'Children 6–12 years',
    'الأطفال من 6 إلى 12 سنة',
    'Enfants de 6 à 12 ans',
    '6~12세 어린이',
    'Niños de 6 a 12 años',
    'Дети 6–12 лет',
  ),
  cattle: t('Cattle', 'الأبقار', 'Bovins', '소', 'Bovinos', 'Крупный рогатый скот'),
  dairyCows: t(
    'Dairy cows',
    'الأبقار الحلوب',
    'Vaches laitières',
    '젖소',
    'Vacas lecheras',
    'Молочные коровы',
  ),
  calves: t('Calves', 'العجول', 'Veaux', '송아지', 'Terneros', 'Телята'),
  sheepGoats: t(
    'Sheep and goats',
    'الأغنام والماعز',
    'Ovins et caprins',
    '면양 및 산양',
    'Ovinos y caprinos',
    'Овцы и козы',
  ),
  broilers: t('Broilers', 'دجاج اللاحم', 'Poulets de chair', '육계', 'Pollos de engorde', 'Бройлеры'),
  layers: t(
    'Laying hens',
    'الدجاج البياض',
    'Poules pondeuses',
    '산란계',
    'Gallinas ponedoras',
    'Куры-несушки',
  ),
  fish: t('Fish', 'الأسماك', 'Poissons', '어류', 'Peces', 'Рыба'),
  shrimp: t('Shrimp', 'الروبيان', 'Crevettes', '새우', 'Camarones', 'Креветки'),
  pigs: t(
    'Growing pigs',
    'الخنازير النامية',
    'Porcs en croissance',
    '육성돈',
    'Cerdos en crecimiento',
    'Растущие свиньи',
  ),
  sows: t('Sows', 'الخنازير الأمهات', 'Truies', '모돈', 'Cerdas', 'Свиноматки'),
  piglets: t('Piglets', 'صغار الخنازير', 'Porcelets', '자돈', 'Lechones', 'Поросята'),
  horses: t('Horses', 'الخيول', 'Chevaux', '말', 'Caballos', 'Лошади'),
  foals: t('Foals', 'المهور', 'Poulains', '망아지', 'Potros', 'Жеребята'),
  dogs: t('Dogs', 'الكلاب', 'Chiens', '개', 'Perros', 'Собаки'),
  cats: t('Cats', 'القطط', 'Chats', '고양이', 'Gatos', 'Кошки'),
  poultryFeed: t(
    'Poultry feed',
    'علف الدواجن',
    'Aliment volaille',
    '가금 사료',
    'Pienso de aves',
    'Корм для птицы',
  ),
  ruminantFeed: t(
    'Cattle and sheep feed',
    'علف الأبقار والأغنام',
    'Aliment bovins et ovins',
    '소·양 사료',
    'Pienso de bovinos y ovinos',
    'Корм для КРС и овец',
  ),
  storedGrain: t(
    'Stored grain',
    'الحبوب المخزنة',
    'Grain stocké',
    '저장 곡물',
    'Grano almacenado',
    'Зерно на хранении',
  ),
  cereals: t(
    'Maize and wheat',
    'الذرة والقمح',
    'Maïs et blé',
    '옥수수 및 밀',
    'Maíz y trigo',
    'Кукуруза и пшеница',
  ),
  paddy: t('Rice', 'الأرز', 'Riz', '벼', 'Arroz', 'Рис'),
  vegetables: t('Vegetables', 'الخضروات', 'Légumes', '채소', 'Hortalizas', 'Овощи'),
  fruit: t('Fruit trees', 'أشجار الفاكهة', 'Arbres fruitiers', '과수', 'Frutales', 'Плодовые деревья'),
  pulses: t(
    'Pulses and soybean',
    'البقوليات وفول الصويا',
    'Légumineuses et soja',
    '두류 및 대두',
    'Legumbres y soja',
    'Бобовые и соя',
  ),
  cashCrops: t(
    'Cotton, sugarcane and tobacco',
    'القطن وقصب السكر والتبغ',
    'Coton, canne à sucre et tabac',
    '면화, 사탕수수, 담배',
    'Algodón, caña de azúcar y tabaco',
    'Хлопок, сахарный тростник и табак',
  ),
};

/** A body weight (or age) range: "100–300 kg", "over 500 kg". */
export const weight = (from: number, to?: number): T6 => {
  const range = (lang: (typeof LANGUAGES)[number]) => {
    const format = new Intl.NumberFormat(lang, { numberingSystem: 'latn' });
    const unit = formatPackSize({ amount: 1, unit: 'kg' }, lang).replace(/^1/, '');
    return to === undefined ? `${format.format(from)}${unit}` : `${format.formatRange(from, to)}${unit}`;
  };
  if (to !== undefined) return Object.fromEntries(LANGUAGES.map((lang) => [lang, range(lang)])) as T6;
  const q = Object.fromEntries(LANGUAGES.map((lang) => [lang, range(lang)])) as T6;
  return t(
    `over ${q.en}`,
    `أكثر من ${q.ar}`,
    `plus de ${q.fr}`,
    `${q.ko} 이상`,
    `más de ${q.es}`,
    `более ${q.ru}`,
  );
};

export const row = (species: T6, bodyWeight: T6, dose: T6): DosageSeed => ({
  species,
  weight: bodyWeight,
  dose,
});

/** The dosage column as the entity stores it: `{en: [{species, weight, dose}], …}`. */
export const dosageByLanguage = (rows: readonly DosageSeed[]): TranslatedDosage =>
  Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      rows.map((r): DosageRow => ({ species: r.species[lang], weight: r.weight[lang], dose: r.dose[lang] })),
    ]),
  );

export const STORAGE = {
  dry: t(
    'Store below 25 °C in a dry place, away from direct light. Keep the pack tightly closed and out of the reach of children.',
    'يُحفظ في درجة حرارة أقل من 25 °C في مكان جاف بعيدًا عن الضوء المباشر. تُغلق العبوة بإحكام وتُحفظ بعيدًا عن متناول الأطفال.',
    'À conserver en dessous de 25 °C dans un endroit sec, à l’abri de la lumière directe. Bien refermer et tenir hors de portée des enfants.',
    '25 °C 이하의 건조한 곳에 직사광선을 피해 보관하십시오. 용기를 단단히 닫고 어린이의 손이 닿지 않는 곳에 두십시오.',
    'Conservar por debajo de 25 °C en lugar seco y protegido de la luz directa. Mantener bien cerrado y fuera del alcance de los niños.',
    'Хранить при температуре ниже 25 °C в сухом защищённом от прямого света месте. Плотно закрывать, хранить в недоступном для детей месте.',
  ),
  cool: t(
    'Store below 30 °C, away from direct sunlight and frost. Close the container after use.',
    'يُحفظ في درجة حرارة أقل من 30 °C بعيدًا عن أشعة الشمس المباشرة والتجمد. تُغلق العبوة بعد الاستعمال.',
    'À conserver en dessous de 30 °C, à l’abri du soleil et du gel. Refermer le récipient après usage.',
    '30 °C 이하에서 직사광선과 동결을 피해 보관하십시오. 사용 후 용기를 닫으십시오.',
    'Conservar por debajo de 30 °C, protegido del sol directo y de las heladas. Cerrar el envase después de usarlo.',
    'Хранить при температуре ниже 30 °C, беречь от прямых солнечных лучей и замерзания. Закрывать ёмкость после использования.',
  ),
  fridge: t(
    'Store at 2–8 °C. Once opened, keep refrigerated and use within 30 days.',
    'يُحفظ في درجة حرارة 2–8 °C. بعد الفتح يُحفظ في الثلاجة ويُستعمل خلال 30 يومًا.',
    'À conserver entre 2 et 8 °C. Après ouverture, garder au réfrigérateur et utiliser dans les 30 jours.',
    '2~8 °C에서 보관하십시오. 개봉 후에는 냉장 보관하고 30일 이내에 사용하십시오.',
    'Conservar entre 2 y 8 °C. Una vez abierto, mantener refrigerado y usar en 30 días.',
    'Хранить при 2–8 °C. После вскрытия хранить в холодильнике и использовать в течение 30 дней.',
  ),
  feed: t(
    'Store in a cool, dry, well-ventilated place, off the floor and away from direct sunlight. Use within 12 months of manufacture.',
    'يُحفظ في مكان بارد وجاف جيد التهوية، مرفوعًا عن الأرض وبعيدًا عن أشعة الشمس المباشرة. يُستعمل خلال 12 شهرًا من تاريخ الإنتاج.',
    'Conserver dans un endroit frais, sec et ventilé, hors du sol et à l’abri du soleil. À utiliser dans les 12 mois suivant la fabrication.',
    '바닥에서 띄워 서늘하고 건조하며 통풍이 잘되는 곳에 직사광선을 피해 보관하십시오. 제조일로부터 12개월 이내에 사용하십시오.',
    'Conservar en un lugar fresco, seco y ventilado, sin contacto con el suelo y protegido del sol. Usar en los 12 meses siguientes a la fabricación.',
    'Хранить в прохладном сухом проветриваемом месте, не на полу, вдали от прямых солнечных лучей. Использовать в течение 12 месяцев с даты изготовления.',
  ),
  farm: t(
    'Store in the original closed pack in a dry, shaded place, away from food, feed and seed, out of the reach of children and animals.',
    'يُحفظ في عبوته الأصلية المغلقة في مكان جاف ومظلل، بعيدًا عن الغذاء والعلف والبذور وبعيدًا عن متناول الأطفال والحيوانات.',
    'Conserver dans l’emballage d’origine fermé, dans un endroit sec et ombragé, loin des aliments, des semences et hors de portée des enfants et des animaux.',
    '원래의 밀폐 용기 그대로 건조하고 그늘진 곳에 보관하고, 식품·사료·종자와 떨어뜨려 어린이와 동물의 손이 닿지 않게 하십시오.',
    'Conservar en el envase original cerrado, en un lugar seco y a la sombra, lejos de alimentos, piensos y semillas, fuera del alcance de niños y animales.',
    'Хранить в закрытой заводской упаковке в сухом затенённом месте, отдельно от продуктов, кормов и семян, в недоступном для детей и животных месте.',
  ),
  skin: t(
    'Store below 30 °C away from sunlight. Use within 12 months of opening.',
    'يُحفظ في درجة حرارة أقل من 30 °C بعيدًا عن أشعة الشمس. يُستعمل خلال 12 شهرًا من الفتح.',
    'À conserver en dessous de 30 °C à l’abri du soleil. À utiliser dans les 12 mois après ouverture.',
    '30 °C 이하에서 햇빛을 피해 보관하십시오. 개봉 후 12개월 이내에 사용하십시오.',
    'Conservar por debajo de 30 °C protegido del sol. Usar en los 12 meses siguientes a la apertura.',
    'Хранить при температуре ниже 30 °C вдали от солнечного света. Использовать в течение 12 месяцев после вскрытия.',
  ),
  pantry: t(
    'Keep in a cool, dry place in the closed pouch or an airtight jar. Best within 12 months.',
    'يُحفظ في مكان بارد وجاف داخل الكيس المغلق أو في برطمان محكم الإغلاق. يُفضّل استعماله خلال 12 شهرًا.',
    'Conserver au frais et au sec dans le sachet fermé ou un bocal hermétique. À consommer de préférence dans les 12 mois.',
    '밀봉한 파우치나 밀폐 용기에 담아 서늘하고 건조한 곳에 보관하십시오. 12개월 이내에 드시는 것이 좋습니다.',
    'Conservar en lugar fresco y seco en la bolsa cerrada o en un tarro hermético. Consumir preferentemente en 12 meses.',
    'Хранить в прохладном сухом месте в закрытом пакете или герметичной банке. Лучше использовать в течение 12 месяцев.',
  ),
};
