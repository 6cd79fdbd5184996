import { DIVISIONS, groupsOf } from '@aurinko/contract/catalogue';
import { paths } from '../../config/paths';
import { RESOURCES } from '../studio/studio-registry';
import type { BadgeKey } from './nav-badges';

export interface NavItem {
  to: string;
  /** Translation key: in `dashboard`, or `dashboard_studio:…`. */
  label: string;
  end?: boolean;
  /**
   * Shown to a viewer too (its screen only reads what the API lets a viewer read). Unmarked items are for admins
   * only, except a studio resource's list, which every role may read (see navigation-access.ts).
   */
  viewer?: boolean;
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
const GROUPS: readonly NavGroup[] = [
  {
    id: 'site',
    label: 'nav.groups.site',
    items: [
      { to: paths.dashboard, label: 'nav.overview', end: true, viewer: true },
      { to: paths.audit, label: 'dashboard_inbox:nav.audit' },
      { to: paths.bin, label: 'dashboard_studio:nav.bin' },
      { to: paths.status, label: 'nav.status' },
    ],
  },
  {
    id: 'visitors',
    label: 'dashboard_inbox:nav.visitors',
    items: [
      { to: paths.inbox, label: 'dashboard_inbox:nav.inbox', badge: 'unreadMessages' },
      { to: paths.feedback, label: 'dashboard_inbox:nav.feedback', badge: 'pendingReviews' },
    ],
  },
  {
    id: 'home',
    label: 'nav.groups.homePage',
    items: [
      { to: paths.headlines, label: 'nav.headlines', viewer: true },
      { to: paths.logoUploader, label: 'nav.logos', viewer: true },
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
  {
    id: 'media',
    label: 'dashboard_studio:nav.media',
    items: [
      { to: paths.media, label: 'dashboard_media:nav.library' },
      { to: paths.galleryList, label: 'dashboard_studio:nav.gallery' },
      { to: paths.galleryNew, label: 'dashboard_studio:nav.newPhotos' },
      { to: paths.galleryCategoryList, label: 'dashboard_studio:nav.galleryCategories' },
      { to: paths.videoList, label: 'dashboard_studio:nav.videos' },
      { to: paths.videoNew, label: 'dashboard_studio:nav.newVideo' },
    ],
  },
  ...DIVISIONS.map(divisionGroup),
  {
    id: 'blog-events',
    label: 'dashboard_studio:nav.blogEvents',
    items: [
      { to: paths.blogList, label: 'dashboard_studio:nav.blogs' },
      { to: paths.blogNew, label: 'dashboard_studio:nav.newBlog' },
      { to: paths.eventList, label: 'dashboard_studio:nav.events', end: true },
      { to: paths.eventNew, label: 'dashboard_studio:nav.newEvent' },
    ],
  },
  {
    id: 'division-pages',
    label: 'dashboard_studio:nav.divisionPages',
    items: [
      { to: paths.heroList, label: 'dashboard_studio:nav.heroes' },
      { to: paths.sliderList, label: 'dashboard_studio:nav.slider' },
      { to: paths.bannerList, label: 'dashboard_studio:nav.banners' },
      { to: paths.pageBannerList, label: 'dashboard_studio:nav.pageBanners' },
      { to: paths.pageBannerNew, label: 'dashboard_studio:nav.newPageBanner' },
      { to: paths.facultyList, label: 'dashboard_studio:nav.faculty' },
      { to: paths.facultyNew, label: 'dashboard_studio:nav.newFaculty' },
    ],
  },
  {
    id: 'documents',
    label: 'dashboard_studio:nav.documents',
    items: [
      { to: paths.reportList, label: 'dashboard_studio:nav.reports' },
      { to: paths.reportNew, label: 'dashboard_studio:nav.newReport' },
      { to: paths.brochureList, label: 'dashboard_studio:nav.brochures' },
      { to: paths.brochureNew, label: 'dashboard_studio:nav.newBrochure' },
      { to: paths.certificateList, label: 'dashboard_studio:nav.certificates' },
      { to: paths.certificateNew, label: 'dashboard_studio:nav.newCertificate' },
    ],
  },
  {
    id: 'administration',
    label: 'dashboard_admins:nav.group',
    items: [
      { to: paths.translations, label: 'dashboard_admins:nav.translations', viewer: true },
      { to: paths.admins, label: 'dashboard_admins:nav.admins' },
      { to: paths.account, label: 'dashboard_admins:nav.account', viewer: true },
    ],
  },
];

/** The menu: the groups above, each followed by the links of the studio resources that name it (`menu`). */
export const NAVIGATION: readonly NavGroup[] = GROUPS.map((group) => {
  const more = Object.values(RESOURCES).flatMap((schema): NavItem[] =>
    schema.menu?.group === group.id
      ? [
          { to: schema.routes.list, label: `dashboard_studio:${schema.menu.label}` },
          { to: schema.routes.create, label: `dashboard_studio:${schema.menu.addLabel}` },
        ]
      : [],
  );
  return more.length ? { ...group, items: [...group.items, ...more] } : group;
});
