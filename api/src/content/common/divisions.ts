/** The three divisions and the 22 product groups (the dashboard group names), each fixing its division page. */
export const DIVISIONS = ['human', 'veterinary', 'agriculture'] as const;
export type Division = (typeof DIVISIONS)[number];

export interface ProductGroup {
  /** Dashboard group name, stored on each product. */
  group: string;
  division: Division;
  /** The division page that lists the group: the site path is `/<division>/<routeKey>`. */
  routeKey: string;
}

export const PRODUCT_GROUPS: readonly ProductGroup[] = [
  { group: 'Nanophosphome', division: 'human', routeKey: 'Nanophosphosomes' },
  { group: 'Neunaparticle', division: 'human', routeKey: 'Neuna_particles' },
  { group: 'health_supplement', division: 'human', routeKey: 'Health_supplements' },
  { group: 'Wellness', division: 'human', routeKey: 'Wellness' },
  { group: 'food', division: 'human', routeKey: 'Foods_and_Spices' },
  { group: 'ayush_product', division: 'human', routeKey: 'ayush' },
  { group: 'personalcare', division: 'human', routeKey: 'Personal_Care' },
  { group: 'yeppuen_product', division: 'human', routeKey: 'Yeppuen' },
  { group: 'VNanophosphosome', division: 'veterinary', routeKey: 'Nanophosphosomes' },
  { group: 'VNeunamin', division: 'veterinary', routeKey: 'Neuna_mins' },
  { group: 'VNeunaparticle', division: 'veterinary', routeKey: 'Neuna_particles' },
  { group: 'Livestock', division: 'veterinary', routeKey: 'livestock' },
  { group: 'Poultry', division: 'veterinary', routeKey: 'poultry' },
  { group: 'Aqua', division: 'veterinary', routeKey: 'Aqua' },
  { group: 'Swine', division: 'veterinary', routeKey: 'Swine' },
  { group: 'Equine', division: 'veterinary', routeKey: 'Equine' },
  { group: 'Pet', division: 'veterinary', routeKey: 'pet' },
  { group: 'Feedandgrain', division: 'veterinary', routeKey: 'feed_grain' },
  { group: 'ANanophosphosome', division: 'agriculture', routeKey: 'Nanophosphosomes' },
  { group: 'ANeunaparticle', division: 'agriculture', routeKey: 'Neuna_particles' },
  { group: 'SoilMineral', division: 'agriculture', routeKey: 'SoilMinerals' },
  { group: 'NanoFertilizer', division: 'agriculture', routeKey: 'NanoFertilizers' },
];

export const GROUP_NAMES = PRODUCT_GROUPS.map((g) => g.group);
const BY_GROUP = new Map(PRODUCT_GROUPS.map((g) => [g.group, g]));

export function productGroup(group: string): ProductGroup | undefined {
  return BY_GROUP.get(group);
}

/** Shareable site path of a product detail page. */
export function productPath(group: string, id: number): string {
  const info = BY_GROUP.get(group);
  return info ? `/${info.division}/${info.routeKey}/${id}` : `/search`;
}
