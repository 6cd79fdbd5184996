// @ts-check
/**
 * The product catalogue's shape, in one place: the three divisions and the 22 product groups. The API (validation,
 * product paths, the seed), the dashboard (add and manage routes, navigation) and the division pages (route keys,
 * technology explainers) all read this table, and the list of public division pages derived from it (page banners).
 * Plain JavaScript so the API can import it without a bundler.
 */

export const DIVISIONS = /** @type {const} */ (['human', 'veterinary', 'agriculture']);

/** @typedef {(typeof DIVISIONS)[number]} Division A division of the company: each has its public area `/<division>` served by its own remote `mf-<division>`. */
/** @typedef {'nanophosphosome' | 'neunaparticles' | 'neunamins'} Technology Nano-technology whose explanation (namespace `nanotech`) is shown above a page's products. */
/**
 * A product group's link in the main menu: its label (key under `navbar:`) and place (1 first) in the submenu.
 * @typedef {{ readonly label: string, readonly position: number }} MenuPlace
 */
/**
 * A product group: `group` is the dashboard group name (add page `/dashboard/<group>`), stored on each product, and
 * fixes the division; `routeKey` the division page that lists it (`/<division>/<routeKey>`); `managePath` its manage
 * page (`/dashboard/<managePath>`); `menu` its link in its division's submenu of the main menu, if the menu lists it.
 * @typedef {{ readonly group: string, readonly division: Division, readonly routeKey: string,
 *   readonly managePath: string, readonly technology?: Technology, readonly menu?: MenuPlace }} ProductGroup
 */
/**
 * A public division page a page banner can belong to: `key` is `<division>/<routeKey>` (e.g. `human/about`,
 * `veterinary/livestock`), `routeKey` the path under the division, `group` (product pages only) the group it lists.
 * @typedef {{ readonly key: string, readonly division: Division, readonly routeKey: string,
 *   readonly group?: string }} DivisionPage
 */

/**
 * @param {Division} division
 * @param {string} group dashboard group name (add page `/dashboard/<group>`), stored on each product
 * @param {string} routeKey division page listing the group: `/<division>/<routeKey>`
 * @param {string} managePath the group's manage page: `/dashboard/<managePath>`
 * @param {{ technology?: Technology, menu?: MenuPlace }} [more]
 *   `technology`: the nano-technology explained above the page's products (the menu lists it under "Nanotechnology");
 *   `menu`: the group's link in its division's submenu of the main menu — `label` (key under `navbar:`) and
 *   `position` (1 first; the menu's order, spec section 2, is not the catalogue's)
 * @returns {ProductGroup}
 */
const g = (division, group, routeKey, managePath, more = {}) => ({
  group,
  division,
  routeKey,
  managePath,
  ...more,
});

/**
 * Every product group, in the order the site and the dashboard show them.
 * @type {readonly ProductGroup[]}
 */
export const PRODUCT_GROUPS = Object.freeze([
  g('human', 'Nanophosphome', 'Nanophosphosomes', 'Nanophosphomes', { technology: 'nanophosphosome' }),
  g('human', 'Neunaparticle', 'Neuna_particles', 'Neunaparticles', { technology: 'neunaparticles' }),
  g('human', 'health_supplement', 'Health_supplements', 'health_supplements', {
    menu: { label: 'healthSupplements', position: 1 },
  }),
  g('human', 'Wellness', 'Wellness', 'Wellnesses', { menu: { label: 'wellness', position: 2 } }),
  g('human', 'food', 'Foods_and_Spices', 'foods', { menu: { label: 'foodsSpices', position: 6 } }),
  g('human', 'ayush_product', 'ayush', 'ayush_products', { menu: { label: 'ayush', position: 5 } }),
  g('human', 'personalcare', 'Personal_Care', 'personalcares', {
    menu: { label: 'personalCare', position: 3 },
  }),
  g('human', 'yeppuen_product', 'Yeppuen', 'yeppuen_products', { menu: { label: 'yeppuen', position: 4 } }),
  g('veterinary', 'VNanophosphosome', 'Nanophosphosomes', 'VNanophosphosomes', {
    technology: 'nanophosphosome',
  }),
  g('veterinary', 'VNeunamin', 'Neuna_mins', 'VNeunamins', { technology: 'neunamins' }),
  g('veterinary', 'VNeunaparticle', 'Neuna_particles', 'VNeunaparticles', { technology: 'neunaparticles' }),
  g('veterinary', 'Livestock', 'livestock', 'Livestocks', { menu: { label: 'livestock', position: 1 } }),
  g('veterinary', 'Poultry', 'poultry', 'Poultrys', { menu: { label: 'poultry', position: 2 } }),
  g('veterinary', 'Aqua', 'Aqua', 'Aquas', { menu: { label: 'aqua', position: 3 } }),
  g('veterinary', 'Swine', 'Swine', 'Swines', { menu: { label: 'swine', position: 4 } }),
  g('veterinary', 'Equine', 'Equine', 'Equines', { menu: { label: 'equine', position: 5 } }),
  g('veterinary', 'Pet', 'pet', 'Pets', { menu: { label: 'pet', position: 6 } }),
  g('veterinary', 'Feedandgrain', 'feed_grain', 'Feedandgrains', {
    menu: { label: 'feedGrain', position: 7 },
  }),
  g('agriculture', 'ANanophosphosome', 'Nanophosphosomes', 'ANanophosphosomes', {
    technology: 'nanophosphosome',
  }),
  g('agriculture', 'ANeunaparticle', 'Neuna_particles', 'ANeunaparticles', { technology: 'neunaparticles' }),
  g('agriculture', 'SoilMineral', 'SoilMinerals', 'SoilMinerals', {
    menu: { label: 'soilMinerals', position: 2 },
  }),
  g('agriculture', 'NanoFertilizer', 'NanoFertilizers', 'NanoFertilizers', {
    menu: { label: 'nanoFertilizers', position: 1 },
  }),
]);

/** @type {readonly string[]} */
export const GROUP_NAMES = PRODUCT_GROUPS.map((info) => info.group);

const BY_GROUP = new Map(PRODUCT_GROUPS.map((info) => [info.group, info]));

/** @param {string} group @returns {ProductGroup | undefined} */
export function productGroup(group) {
  return BY_GROUP.get(group);
}

/** @param {Division} division @returns {ProductGroup[]} */
export function groupsOf(division) {
  return PRODUCT_GROUPS.filter((info) => info.division === division);
}

/**
 * The division page listing a group's products (its range page), e.g. `/veterinary/livestock`; throws on an unknown
 * group, so a menu or index naming a group the catalogue lacks fails where it is declared.
 * @param {string} group
 * @returns {string}
 */
export function rangePath(group) {
  const info = BY_GROUP.get(group);
  if (!info) throw new Error(`Unknown product group "${group}"`);
  return `/${info.division}/${info.routeKey}`;
}

/**
 * The nano-technologies the catalogue explains, in its order, each with the page that explains it: the range page of
 * the first group of that technology (e.g. neunamins → `/veterinary/Neuna_mins`).
 * @type {readonly { readonly technology: Technology, readonly path: string }[]}
 */
export const TECHNOLOGY_PAGES = Object.freeze(
  [...new Set(PRODUCT_GROUPS.flatMap((info) => (info.technology ? [info.technology] : [])))].map(
    (technology) => ({
      technology,
      path: rangePath(
        /** @type {ProductGroup} */ (PRODUCT_GROUPS.find((info) => info.technology === technology)).group,
      ),
    }),
  ),
);

/** @param {Technology} technology @returns {string} */
export function technologyPath(technology) {
  const page = TECHNOLOGY_PAGES.find((item) => item.technology === technology);
  if (!page) throw new Error(`No product group explains "${technology}"`);
  return page.path;
}

/**
 * Shareable site path of a product detail page.
 * @param {string} group
 * @param {number | string} id
 * @returns {string}
 */
export function productPath(group, id) {
  const info = BY_GROUP.get(group);
  return info ? `/${info.division}/${info.routeKey}/${id}` : '/search';
}

/** The sub-pages every division shares (path = key under `/<division>/`; `blog/:slug` is added by the router). */
export const SHARED_PAGES = /** @type {const} */ ([
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
]);

/** @typedef {(typeof SHARED_PAGES)[number]} SharedPage */

/**
 * Every public division page a page banner can belong to, keyed `<division>/<routeKey>`: per division, the shared
 * pages, then its product pages (from the table above). The division homes (they have the image slider) and detail
 * pages (one product, one blog post) are not in it. The API validates page-banner keys against this list and the
 * dashboard offers it as the page select.
 * @type {readonly DivisionPage[]}
 */
export const DIVISION_PAGES = Object.freeze(
  DIVISIONS.flatMap((division) => [
    ...SHARED_PAGES.map((routeKey) => ({ key: `${division}/${routeKey}`, division, routeKey })),
    ...groupsOf(division).map(({ routeKey, group }) => ({
      key: `${division}/${routeKey}`,
      division,
      routeKey,
      group,
    })),
  ]),
);

/** @type {readonly string[]} */
export const PAGE_KEYS = DIVISION_PAGES.map((page) => page.key);

const PAGE_KEY_SET = new Set(PAGE_KEYS);

/** @param {unknown} key @returns {key is string} */
export function isPageKey(key) {
  return typeof key === 'string' && PAGE_KEY_SET.has(key);
}
