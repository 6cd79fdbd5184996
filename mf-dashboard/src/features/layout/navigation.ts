import { paths } from '../../config/paths';

export interface NavItem {
  to: string;
  /** Key in the `dashboard` namespace. */
  label: string;
  end?: boolean;
}

export interface NavGroup {
  id: string;
  label: string;
  items: readonly NavItem[];
}

/**
 * The dashboard areas that work today, grouped as the specification's section 2 suggests. Products, media, people
 * and messages join when their screens exist: no placeholders.
 */
export const NAVIGATION: readonly NavGroup[] = [
  {
    id: 'site',
    label: 'nav.groups.site',
    items: [{ to: paths.dashboard, label: 'nav.overview', end: true }],
  },
  {
    id: 'home',
    label: 'nav.groups.homePage',
    items: [
      { to: paths.headlines, label: 'nav.headlines' },
      { to: paths.logoUploader, label: 'nav.logos' },
    ],
  },
];
