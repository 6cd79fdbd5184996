import { quantity } from './i18n.js';
import {
  amount,
  DOSE,
  DOSE_TEXT,
  type FactsSeed,
  NONE,
  row,
  SPECIES,
  STORAGE,
  size,
  weight,
} from './product-facts.data.js';

/**
 * The facts of the first two products of every range (products-*.data.ts), by English name: their pack sizes start
 * with the pack their `packing` text names, their dosage rows restate their directions per species.
 */
export const ORIGINAL_FACTS: Readonly<Record<string, FactsSeed>> = {
  // Human
  'NanoCurcumin Plus': {
    packs: [size(30, 'capsules'), size(60, 'capsules')],
    registration: 'CM 2024/0142',
    storage: STORAGE.dry,
    dosage: [row(SPECIES.adults, NONE, DOSE.perDay(amount(1, 'capsules')))],
    price: '16.50',
  },
  'Nanophos D3 K2': {
    packs: [size(60, 'capsules')],
    registration: 'CM 2024/0143',
    storage: STORAGE.dry,
    dosage: [row(SPECIES.adults, NONE, DOSE.perDay(amount(1, 'capsules')))],
    price: '13.90',
  },
  'Neuna Iron': {
    packs: [size(30, 'tablets'), size(90, 'tablets')],
    registration: 'CM 2024/0151',
    storage: STORAGE.dry,
    dosage: [row(SPECIES.adults, NONE, DOSE.perDay(amount(1, 'tablets')))],
    price: '7.20',
  },
  'Neuna Zinc C': {
    packs: [size(60, 'tablets')],
    registration: 'CM 2024/0152',
    storage: STORAGE.dry,
    dosage: [
      row(SPECIES.adults, NONE, DOSE.perDay(amount(1, 'tablets'))),
      row(SPECIES.teens, NONE, DOSE.perDay(amount(1, 'tablets'))),
    ],
    price: '8.40',
  },
  'Aurinko Multivit Daily': {
    packs: [size(30, 'tablets'), size(90, 'tablets')],
    registration: 'CM 2024/0161',
    storage: STORAGE.dry,
    dosage: [row(SPECIES.adults, NONE, DOSE.perDay(amount(1, 'tablets')))],
    price: '8.90',
  },
  'Aurinko Omega-3 1000': {
    packs: [size(60, 'capsules'), size(120, 'capsules')],
    registration: 'CM 2024/0162',
    storage: STORAGE.dry,
    dosage: [row(SPECIES.adults, NONE, DOSE.perDay(amount(2, 'capsules')))],
    price: '12.80',
  },
  'ProBiota 10B': {
    packs: [size(30, 'capsules')],
    registration: 'CM 2024/0171',
    storage: STORAGE.fridge,
    dosage: [row(SPECIES.adults, NONE, DOSE.perDay(amount(1, 'capsules')))],
    price: '15.60',
  },
  'Calm Sleep Ashwagandha': {
    packs: [size(60, 'capsules')],
    registration: 'CM 2024/0172',
    storage: STORAGE.dry,
    dosage: [row(SPECIES.adults, NONE, DOSE.perDay(amount(1, 'capsules')))],
    price: '10.50',
  },
  'Golden Turmeric Powder': {
    packs: [size(200, 'g'), size(500, 'g')],
    registration: '',
    storage: STORAGE.pantry,
    dosage: [],
    price: '3.40',
  },
  'Garam Masala Classic': {
    packs: [size(100, 'g')],
    registration: '',
    storage: STORAGE.pantry,
    dosage: [],
    price: '2.80',
  },
  'Tulsi Immuno Drops': {
    packs: [size(30, 'ml')],
    registration: 'AY 2024/0087',
    storage: STORAGE.cool,
    dosage: [row(SPECIES.adults, NONE, DOSE.twiceDaily(amount(0.5, 'ml')))],
    price: '5.90',
  },
  'Triphala Churna': {
    packs: [size(100, 'g'), size(250, 'g')],
    registration: 'AY 2024/0088',
    storage: STORAGE.dry,
    dosage: [row(SPECIES.adults, NONE, DOSE.perDay(amount(5, 'g')))],
    price: '4.20',
  },
  'Neem Aloe Face Wash': {
    packs: [size(100, 'ml')],
    registration: '',
    storage: STORAGE.skin,
    dosage: [row(SPECIES.adults, NONE, DOSE_TEXT.morningEvening)],
    price: '3.60',
  },
  'Herbal Hair Oil': {
    packs: [size(200, 'ml')],
    registration: '',
    storage: STORAGE.skin,
    dosage: [row(SPECIES.adults, NONE, DOSE_TEXT.hairOil)],
    price: '4.40',
  },
  'Yeppuen Hydra Serum': {
    packs: [size(30, 'ml')],
    registration: '',
    storage: STORAGE.skin,
    dosage: [row(SPECIES.adults, NONE, DOSE_TEXT.morningEvening)],
    price: '19.00',
  },
  'Yeppuen Cica Cream': {
    packs: [size(50, 'ml')],
    registration: '',
    storage: STORAGE.skin,
    dosage: [row(SPECIES.adults, NONE, DOSE_TEXT.morningEvening)],
    price: '17.50',
  },
  // Veterinary
  'VetNano Liver Tonic': {
    packs: [size(1, 'l'), size(5, 'l')],
    registration: 'VET 2024/0311',
    storage: STORAGE.cool,
    dosage: [
      row(SPECIES.broilers, NONE, DOSE.perLitreWater(quantity(1, 'ml'))),
      row(SPECIES.dairyCows, weight(400, 650), DOSE.perAnimalDay(quantity(50, 'ml'))),
    ],
  },
  'VetNano Calcium Gel': {
    packs: [size(300, 'g')],
    registration: 'VET 2024/0312',
    storage: STORAGE.cool,
    dosage: [row(SPECIES.dairyCows, weight(400, 650), DOSE.atCalving(quantity(300, 'g')))],
  },
  'Neunamin Trace Mix': {
    packs: [size(5, 'kg'), size(25, 'kg')],
    registration: 'FA 2024/0041',
    storage: STORAGE.feed,
    dosage: [
      row(SPECIES.ruminantFeed, NONE, DOSE.perKgFeed(quantity(1, 'g'))),
      row(SPECIES.poultryFeed, NONE, DOSE.perKgFeed(quantity(0.5, 'g'))),
    ],
  },
  'Neunamin Selenium E': {
    packs: [size(1, 'l')],
    registration: 'VET 2024/0321',
    storage: STORAGE.cool,
    dosage: [
      row(SPECIES.broilers, NONE, DOSE.perLitreWater(quantity(1, 'ml'))),
      row(SPECIES.calves, weight(40, 150), DOSE.perAnimalDay(quantity(5, 'ml'))),
    ],
  },
  'NeunaVet Wound Spray': {
    packs: [size(200, 'ml')],
    registration: 'VET 2024/0331',
    storage: STORAGE.cool,
    dosage: [
      row(SPECIES.cattle, NONE, DOSE_TEXT.sprayWound),
      row(SPECIES.sheepGoats, NONE, DOSE_TEXT.sprayWound),
      row(SPECIES.dogs, NONE, DOSE_TEXT.sprayWound),
    ],
  },
  'NeunaVet Immuno Boost': {
    packs: [size(1, 'kg')],
    registration: 'VET 2024/0332',
    storage: STORAGE.feed,
    dosage: [
      row(SPECIES.cattle, weight(250, 600), DOSE.perAnimalDay(quantity(10, 'g'))),
      row(SPECIES.sheepGoats, weight(20, 80), DOSE.perAnimalDay(quantity(2, 'g'))),
    ],
  },
  'Milk Booster Powder': {
    packs: [size(5, 'kg'), size(25, 'kg')],
    registration: 'FA 2024/0051',
    storage: STORAGE.feed,
    dosage: [
      row(SPECIES.dairyCows, weight(400, 650), DOSE.perAnimalDay(quantity(50, 'g'))),
      row(SPECIES.sheepGoats, weight(30, 80), DOSE.perAnimalDay(quantity(10, 'g'))),
    ],
  },
  'Calci Bolus': {
    packs: [size(10, 'boluses')],
    registration: 'VET 2024/0341',
    storage: STORAGE.dry,
    dosage: [row(SPECIES.dairyCows, weight(400, 650), DOSE.atCalving(amount(2, 'boluses')))],
  },
  'Layer Plus Premix': {
    packs: [size(25, 'kg')],
    registration: 'FA 2024/0061',
    storage: STORAGE.feed,
    dosage: [row(SPECIES.layers, NONE, DOSE.perTonne(quantity(2.5, 'kg')))],
  },
  'Broiler Liv Liquid': {
    packs: [size(1, 'l'), size(5, 'l')],
    registration: 'VET 2024/0351',
    storage: STORAGE.cool,
    dosage: [row(SPECIES.broilers, NONE, DOSE.perLitreWater(quantity(2, 'ml')))],
  },
  'AquaMin Pond Mineral': {
    packs: [size(20, 'kg')],
    registration: 'FA 2024/0071',
    storage: STORAGE.feed,
    dosage: [
      row(SPECIES.fish, NONE, DOSE.perAcrePond(quantity(10, 'kg'))),
      row(SPECIES.shrimp, NONE, DOSE.perAcrePond(quantity(10, 'kg'))),
    ],
  },
  'AquaPro Gut Probiotic': {
    packs: [size(1, 'kg')],
    registration: 'FA 2024/0072',
    storage: STORAGE.dry,
    dosage: [
      row(SPECIES.fish, NONE, DOSE.perKgFeed(quantity(5, 'g'))),
      row(SPECIES.shrimp, NONE, DOSE.perKgFeed(quantity(5, 'g'))),
    ],
  },
  'Piglet Start Iron': {
    packs: [size(100, 'ml')],
    registration: 'VET 2024/0361',
    storage: STORAGE.cool,
    dosage: [row(SPECIES.piglets, weight(1, 3), DOSE.perAnimalDay(quantity(1, 'ml')))],
  },
  'Sow Fertility Premix': {
    packs: [size(25, 'kg')],
    registration: 'FA 2024/0081',
    storage: STORAGE.feed,
    dosage: [row(SPECIES.sows, NONE, DOSE.perTonne(quantity(2, 'kg')))],
  },
  'Hoof and Coat Biotin': {
    packs: [size(1, 'kg')],
    registration: 'FA 2024/0091',
    storage: STORAGE.dry,
    dosage: [
      row(SPECIES.horses, weight(400, 600), DOSE.perAnimalDay(quantity(10, 'g'))),
      row(SPECIES.foals, weight(100, 300), DOSE.perAnimalDay(quantity(5, 'g'))),
    ],
  },
  'Equine Electrolyte Gel': {
    packs: [size(60, 'g')],
    registration: 'VET 2024/0371',
    storage: STORAGE.cool,
    dosage: [row(SPECIES.horses, weight(400, 600), DOSE.perAnimalDay(quantity(60, 'g')))],
  },
  'PetJoint Chews': {
    packs: [size(60, 'tablets')],
    registration: 'VET 2024/0381',
    storage: STORAGE.dry,
    dosage: [
      row(SPECIES.dogs, weight(5, 10), DOSE.perDay(amount(1, 'tablets'))),
      row(SPECIES.dogs, weight(10, 20), DOSE.perDay(amount(2, 'tablets'))),
      row(SPECIES.dogs, weight(20), DOSE.perDay(amount(3, 'tablets'))),
    ],
  },
  'PetCoat Omega Oil': {
    packs: [size(250, 'ml')],
    registration: 'VET 2024/0382',
    storage: STORAGE.cool,
    dosage: [
      row(SPECIES.cats, weight(2, 6), DOSE.perDay(quantity(1, 'ml'))),
      row(SPECIES.dogs, weight(10, 30), DOSE.perDay(quantity(5, 'ml'))),
    ],
  },
  'ToxiBind Plus': {
    packs: [size(25, 'kg')],
    registration: 'FA 2024/0101',
    storage: STORAGE.feed,
    dosage: [
      row(SPECIES.poultryFeed, NONE, DOSE.perTonne(quantity([1, 2], 'kg'))),
      row(SPECIES.ruminantFeed, NONE, DOSE.perTonne(quantity([1, 2], 'kg'))),
    ],
  },
  'GrainGuard Preservative': {
    packs: [size(25, 'l')],
    registration: 'FA 2024/0102',
    storage: STORAGE.farm,
    dosage: [row(SPECIES.storedGrain, NONE, DOSE.perTonneGrain(quantity([1, 3], 'l')))],
  },
  // Agriculture
  'AgriNano Phos': {
    packs: [size(1, 'l'), size(5, 'l')],
    registration: 'FERT 2024/0112',
    storage: STORAGE.farm,
    dosage: [
      row(SPECIES.cereals, NONE, DOSE.perLitreSpray(quantity(2, 'ml'))),
      row(SPECIES.vegetables, NONE, DOSE.perLitreSpray(quantity(2, 'ml'))),
    ],
  },
  'AgriNano BioStim': {
    packs: [size(1, 'l')],
    registration: 'FERT 2024/0113',
    storage: STORAGE.farm,
    dosage: [
      row(SPECIES.vegetables, NONE, DOSE.perLitreSpray(quantity(3, 'ml'))),
      row(SPECIES.fruit, NONE, DOSE.perLitreSpray(quantity(3, 'ml'))),
    ],
  },
  'Neuna Zinc Foliar': {
    packs: [size(500, 'ml'), size(1, 'l')],
    registration: 'FERT 2024/0121',
    storage: STORAGE.farm,
    dosage: [
      row(SPECIES.paddy, NONE, DOSE.perLitreSpray(quantity(1, 'ml'))),
      row(SPECIES.cereals, NONE, DOSE.perLitreSpray(quantity(1, 'ml'))),
    ],
  },
  'Neuna Boron': {
    packs: [size(500, 'ml')],
    registration: 'FERT 2024/0122',
    storage: STORAGE.farm,
    dosage: [
      row(SPECIES.fruit, NONE, DOSE.perLitreSpray(quantity(1, 'ml'))),
      row(SPECIES.pulses, NONE, DOSE.perLitreSpray(quantity(1, 'ml'))),
    ],
  },
  'SoilVita Humic Granules': {
    packs: [size(10, 'kg'), size(25, 'kg')],
    registration: 'FERT 2024/0131',
    storage: STORAGE.farm,
    dosage: [
      row(SPECIES.cereals, NONE, DOSE.perAcre(quantity(10, 'kg'))),
      row(SPECIES.vegetables, NONE, DOSE.perAcre(quantity(10, 'kg'))),
    ],
  },
  'SoilCal Gypsum Plus': {
    packs: [size(50, 'kg')],
    registration: 'FERT 2024/0132',
    storage: STORAGE.farm,
    dosage: [
      row(SPECIES.pulses, NONE, DOSE.perAcre(quantity(50, 'kg'))),
      row(SPECIES.cashCrops, NONE, DOSE.perAcre(quantity(50, 'kg'))),
    ],
  },
  'Nano Nitrogen 4': {
    packs: [size(500, 'ml'), size(1, 'l')],
    registration: 'FERT 2024/0141',
    storage: STORAGE.farm,
    dosage: [
      row(SPECIES.cereals, NONE, DOSE.perLitreSpray(quantity(4, 'ml'))),
      row(SPECIES.paddy, NONE, DOSE.perLitreSpray(quantity(4, 'ml'))),
    ],
  },
  'Nano NPK 19-19-19': {
    packs: [size(1, 'kg'), size(5, 'kg')],
    registration: 'FERT 2024/0142',
    storage: STORAGE.farm,
    dosage: [
      row(SPECIES.vegetables, NONE, DOSE.perLitreSpray(quantity(5, 'g'))),
      row(SPECIES.fruit, NONE, DOSE.perLitreSpray(quantity(5, 'g'))),
    ],
  },
};
