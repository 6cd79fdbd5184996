import { DIVISIONS, groupsOf } from '@aurinko/shared-ui/catalogue';
import { paths } from '../../config/paths';
import type { BadgeKey } from './nav-badges';

export interface NavItem {
  to: string;
  /** Translation key: in `dashboard`, or `dashboard_studio:…`. */
  label: string;
  end?: boolean;
  /** A second, smaller link next to the item (a product group's add page). */
  add?: { to: string; label: string; labelValues: { group: string } };
  /** A count shown next to the label (hidden when 0), with its own accessible words. */
  badge?: BadgeKey;
}

export interface NavGroup {
  id: string;
  label: string;
  items: readonly NavItem[];
  /** Shown folded (a disclosure) unless it holds the current page. */
  collapsible?: boolean;
}

/** A division's product groups: each group's manage page, with its add page next to it. */
const divisionGroup = (division: (typeof DIVISIONS)[number]): NavGroup => ({
  id: `products-${division}`,
  label: `dashboard_studio:nav.productsOf.${division}`,
  collapsible: true,
  items: groupsOf(division).map(({ group }) => ({
    to: paths.groupList(group),
    label: `dashboard_studio:groups.${group}`,
    add: { to: paths.groupNew(group), label: 'dashboard_studio:nav.addTo', labelValues: { group } },
  })),
});

/**
 * The dashboard areas that work today, grouped as the specification's section 2 suggests: the site (overview, audit
 * log), what visitors send (contact messages, reviews), the home page (headlines, logos, product cards), then the
 * products by division. No placeholders.
 */
export const NAVIGATION: readonly NavGroup[] = [
  {
    id: 'site',
    label: 'nav.groups.site',
    items: [
      { to: paths.dashboard, label: 'nav.overview', end: true },
      { to: paths.audit, label: 'dashboard_inbox:nav.audit' },
    ],
  },
  {
    id: 'visitors',
    label: 'dashboard_inbox:nav.visitors',
    items: [
      { to: paths.inbox, label: 'dashboard_inbox:nav.inbox', badge: 'unreadMessages' },
      { to: paths.feedback, label: 'dashboard_inbox:nav.feedback' },
    ],
  },
  {
    id: 'home',
    label: 'nav.groups.homePage',
    items: [
      { to: paths.headlines, label: 'nav.headlines' },
      { to: paths.logoUploader, label: 'nav.logos' },
      { to: paths.cardList, label: 'dashboard_studio:nav.cards' },
      { to: paths.cardNew, label: 'dashboard_studio:nav.newCard' },
    ],
  },
  {
    id: 'products',
    label: 'dashboard_studio:nav.products',
    items: [
      { to: paths.productList, label: 'dashboard_studio:nav.allProducts' },
      { to: paths.productNew, label: 'dashboard_studio:nav.newProduct' },
    ],
  },
  ...DIVISIONS.map(divisionGroup),
];
