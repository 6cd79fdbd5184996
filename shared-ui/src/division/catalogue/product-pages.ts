import type { Division } from '../namespaces';

/** Nano-technology whose explanation (namespace `nanotech`) is shown above a page's products. */
export type Technology = 'nanophosphosome' | 'neunaparticles' | 'neunamins';

export interface ProductPage {
  /** Path segment under the division, e.g. `/human/Wellness`. */
  routeKey: string;
  /** Product group of the API (`GET /api/products?group=`), one of the 22 dashboard groups. */
  group: string;
  /** Key (namespace `division`) of the page's title and intro: `<titleKey>.title`, `<titleKey>.intro`. */
  titleKey: string;
  technology?: Technology;
}

function page(division: Division, routeKey: string, group: string, technology?: Technology): ProductPage {
  return {
    routeKey,
    group,
    titleKey: `productPages.${division}.${routeKey}`,
    ...(technology ? { technology } : {}),
  };
}

/** Every product page of every division: route key → product group → translation key. */
export const PRODUCT_PAGES: Record<Division, readonly ProductPage[]> = {
  human: [
    page('human', 'Nanophosphosomes', 'Nanophosphome', 'nanophosphosome'),
    page('human', 'Neuna_particles', 'Neunaparticle', 'neunaparticles'),
    page('human', 'Health_supplements', 'health_supplement'),
    page('human', 'Wellness', 'Wellness'),
    page('human', 'Foods_and_Spices', 'food'),
    page('human', 'ayush', 'ayush_product'),
    page('human', 'Personal_Care', 'personalcare'),
    page('human', 'Yeppuen', 'yeppuen_product'),
  ],
  veterinary: [
    page('veterinary', 'Nanophosphosomes', 'VNanophosphosome', 'nanophosphosome'),
    page('veterinary', 'Neuna_mins', 'VNeunamin', 'neunamins'),
    page('veterinary', 'Neuna_particles', 'VNeunaparticle', 'neunaparticles'),
    page('veterinary', 'livestock', 'Livestock'),
    page('veterinary', 'poultry', 'Poultry'),
    page('veterinary', 'Aqua', 'Aqua'),
    page('veterinary', 'Swine', 'Swine'),
    page('veterinary', 'Equine', 'Equine'),
    page('veterinary', 'pet', 'Pet'),
    page('veterinary', 'feed_grain', 'Feedandgrain'),
  ],
  agriculture: [
    page('agriculture', 'Nanophosphosomes', 'ANanophosphosome', 'nanophosphosome'),
    page('agriculture', 'Neuna_particles', 'ANeunaparticle', 'neunaparticles'),
    page('agriculture', 'SoilMinerals', 'SoilMineral'),
    page('agriculture', 'NanoFertilizers', 'NanoFertilizer'),
  ],
};

/** The sub-pages every division shares (path = key; `blog/:slug` is added by the router). */
export const SHARED_PAGES = [
  'about',
  'facultySection',
  'vision',
  'manufacturing',
  'research',
  'export',
  'certificates',
  'report',
  'gallery',
  'review',
  'photo_gallery',
  'videos',
  'brochures',
  'blog',
  'articles',
  'ingredients',
  'contact_us',
] as const;
export type SharedPage = (typeof SHARED_PAGES)[number];
