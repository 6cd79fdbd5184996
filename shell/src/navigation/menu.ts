/**
 * The main menu, exactly as specification section 2 lists it: one typed list, rendered by MainMenu
 * and checked by the browser tests. Labels are keys of the `navbar` namespace.
 */
export interface MenuLink {
  /** Key under `navbar:` */
  label: string;
  to: string;
}

export interface MenuGroup {
  /** Key under `navbar:`; the group opens a submenu instead of navigating. */
  label: string;
  items: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

export const MAIN_MENU: readonly MenuEntry[] = [
  { label: 'home', to: '/' },
  {
    label: 'about',
    items: [
      { label: 'aboutOverview', to: '/human/about' },
      { label: 'management', to: '/human/facultySection' },
      { label: 'visionMission', to: '/human/vision' },
      { label: 'manufacturing', to: '/human/manufacturing' },
      { label: 'research', to: '/human/research' },
      { label: 'export', to: '/human/export' },
      { label: 'certificates', to: '/human/certificates' },
    ],
  },
  {
    label: 'nanotech',
    items: [
      { label: 'nanophosphosomes', to: '/human/Nanophosphosomes' },
      { label: 'neunamins', to: '/veterinary/Neuna_mins' },
      { label: 'neunaparticles', to: '/human/Neuna_particles' },
    ],
  },
  { label: 'human', to: '/human' },
  {
    label: 'veterinary',
    items: [
      { label: 'veterinaryOverview', to: '/veterinary' },
      { label: 'livestock', to: '/veterinary/livestock' },
      { label: 'poultry', to: '/veterinary/poultry' },
      { label: 'aqua', to: '/veterinary/Aqua' },
      { label: 'swine', to: '/veterinary/Swine' },
      { label: 'equine', to: '/veterinary/Equine' },
      { label: 'pet', to: '/veterinary/pet' },
      { label: 'feedGrain', to: '/veterinary/feed_grain' },
    ],
  },
  {
    label: 'agriculture',
    items: [
      { label: 'agricultureOverview', to: '/agriculture' },
      { label: 'nanoFertilizers', to: '/agriculture/NanoFertilizers' },
      { label: 'soilMinerals', to: '/agriculture/SoilMinerals' },
    ],
  },
  { label: 'healthSupplements', to: '/human/Health_supplements' },
  { label: 'wellness', to: '/human/Wellness' },
  { label: 'personalCare', to: '/human/Personal_Care' },
  { label: 'yeppuen', to: '/human/Yeppuen' },
  { label: 'ayush', to: '/human/ayush' },
  { label: 'foodsSpices', to: '/human/Foods_and_Spices' },
  {
    label: 'media',
    items: [
      { label: 'reports', to: '/human/report' },
      { label: 'gallery', to: '/human/gallery' },
      { label: 'review', to: '/human/review' },
      { label: 'brochures', to: '/human/brochures' },
      { label: 'blogs', to: '/human/blog' },
      { label: 'articles', to: '/human/articles' },
    ],
  },
  { label: 'ingredients', to: '/human/ingredients' },
  { label: 'contact', to: '/human/contact_us' },
];
