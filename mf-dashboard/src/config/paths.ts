import { PRODUCT_GROUPS } from '@aurinko/contract/catalogue';

/** Every route of the admin area, defined once. Absolute, because the shell mounts the dashboard at /dashboard. */
export const paths = {
  signIn: '/AurinkoOne',
  resetPassword: '/reset-password',
  unauthorized: '/unauthorized',
  dashboard: '/dashboard',
  headlines: '/dashboard/AddHeadline',
  logoUploader: '/dashboard/Pioneer',
  logos: '/dashboard/logo',
  /** Content studio: all products (searchable list) and a new product with its group chosen in the form. */
  productList: '/dashboard/product_details',
  productNew: '/dashboard/product_detail',
  /** One product's edit screen; `?lang=fr` opens its French tab. */
  productEdit: (id: string, language?: string) =>
    withLanguage(`/dashboard/product_details/${enc(id)}`, language),
  /** A group's add page (`/dashboard/Livestock`) and manage page (`/dashboard/Livestocks`), from the catalogue. */
  groupNew: (group: string) => `/dashboard/${group}`,
  groupList: (group: string) => `/dashboard/${managePathOf(group)}`,
  /** The home page's product cards: add one, and the list ("global providers"). */
  cardNew: '/dashboard/product_cart',
  cardList: '/dashboard/global_providers',
  cardEdit: (id: string, language?: string) =>
    withLanguage(`/dashboard/global_providers/${enc(id)}`, language),
  /** Blog posts: add one (`Blogs`) and manage them (`Blogs_view`), as the specification names them. */
  blogNew: '/dashboard/Blogs',
  blogList: '/dashboard/Blogs_view',
  blogEdit: (id: string, language?: string) => withLanguage(`/dashboard/Blogs_view/${enc(id)}`, language),
  /** Events: the manager (`Event`, list and add button), a new event, one event. */
  eventList: '/dashboard/Event',
  eventNew: '/dashboard/Event/new',
  eventEdit: (id: string, language?: string) => withLanguage(`/dashboard/Event/${enc(id)}`, language),
  /** Gallery photos: add several at once (`Gallery`) and manage them (`gallery_view`), as the specification names them. */
  galleryNew: '/dashboard/Gallery',
  galleryList: '/dashboard/gallery_view',
  galleryEdit: (id: string, language?: string) =>
    withLanguage(`/dashboard/gallery_view/${enc(id)}`, language),
  /** The photo categories, reached from the gallery's manage page. */
  galleryCategoryNew: '/dashboard/gallery_category',
  galleryCategoryList: '/dashboard/gallery_categories',
  galleryCategoryEdit: (id: string, language?: string) =>
    withLanguage(`/dashboard/gallery_categories/${enc(id)}`, language),
  /** Videos: add one (`Videos`) and manage them (`video_view`). */
  videoNew: '/dashboard/Videos',
  videoList: '/dashboard/video_view',
  videoEdit: (id: string, language?: string) => withLanguage(`/dashboard/video_view/${enc(id)}`, language),
  /** Reports and articles: add one, and the list of both. */
  reportNew: '/dashboard/Reports',
  reportList: '/dashboard/reports_articles',
  reportEdit: (id: string, language?: string) =>
    withLanguage(`/dashboard/reports_articles/${enc(id)}`, language),
  brochureNew: '/dashboard/Brochures',
  brochureList: '/dashboard/brochure_view',
  brochureEdit: (id: string, language?: string) =>
    withLanguage(`/dashboard/brochure_view/${enc(id)}`, language),
  certificateNew: '/dashboard/addcertificate',
  certificateList: '/dashboard/managecertificates',
  certificateEdit: (id: string, language?: string) =>
    withLanguage(`/dashboard/managecertificates/${enc(id)}`, language),
  facultyNew: '/dashboard/addfaculty',
  facultyList: '/dashboard/managefaculty',
  facultyEdit: (id: string, language?: string) =>
    withLanguage(`/dashboard/managefaculty/${enc(id)}`, language),
  /** The division homes' image slider: one manager screen (the specification names one page), its add form under it. */
  sliderList: '/dashboard/image_slider',
  sliderNew: '/dashboard/image_slider/new',
  sliderEdit: (id: string, language?: string) => withLanguage(`/dashboard/image_slider/${enc(id)}`, language),
  /** The banners on every page of a division: one manager screen, as the slider. */
  bannerList: '/dashboard/banner',
  bannerNew: '/dashboard/banner/new',
  bannerEdit: (id: string, language?: string) => withLanguage(`/dashboard/banner/${enc(id)}`, language),
  /** The division homes' hero pictures: one manager screen, as the slider. */
  heroList: '/dashboard/division_hero',
  heroNew: '/dashboard/division_hero/new',
  heroEdit: (id: string, language?: string) => withLanguage(`/dashboard/division_hero/${enc(id)}`, language),
  /** One page's banner: add one, and the list. */
  pageBannerNew: '/dashboard/page_banner',
  pageBannerList: '/dashboard/pages_banner',
  pageBannerEdit: (id: string, language?: string) =>
    withLanguage(`/dashboard/pages_banner/${enc(id)}`, language),
  /** Admins and roles (admin only) and one's own account (every role: change password). */
  admins: '/dashboard/admins',
  account: '/dashboard/account',
  /** Translation coverage of the studio's resources. */
  translations: '/dashboard/translations',
  /** The inbox of contact messages, and one message. */
  inbox: '/dashboard/contact_us',
  inboxMessage: (id: string) => `/dashboard/contact_us/${enc(id)}`,
  /** Visitors' reviews: moderation. */
  feedback: '/dashboard/feedback',
  /** Who changed what (the audit log). */
  audit: '/dashboard/audit',
  /** Deleted studio records, restorable for 30 days. */
  bin: '/dashboard/bin',
  /** The media library: every uploaded image, PDF and video once (`?item=<id>` opens one). */
  media: '/dashboard/media',
  /** Release status: every front end's live build, whether it answers, what it shares; the API's health. */
  status: '/dashboard/status',
} as const;

/**
 * The screens of a resource with no paths of its own to keep (a generic resource, issue 32): `/dashboard/<id>` (list),
 * `/dashboard/<id>/new`, `/dashboard/<id>/<record>`.
 */
export function resourcePaths(id: string) {
  const list = `/dashboard/${id}`;
  return {
    list,
    create: `${list}/new`,
    edit: (record: string, language?: string) => withLanguage(`${list}/${enc(record)}`, language),
    editPattern: `${list}/:id`,
  };
}

function enc(id: string) {
  return encodeURIComponent(id);
}

function withLanguage(path: string, language?: string) {
  return language ? `${path}?lang=${language}` : path;
}

function managePathOf(group: string) {
  const info = PRODUCT_GROUPS.find((entry) => entry.group === group);
  if (!info) throw new Error(`Unknown product group ${group}`);
  return info.managePath;
}

/** `/dashboard/x/y` → `x/y`: the dashboard's own routes are relative to where the shell mounts it. */
export function dashboardRoute(path: string): string {
  return path.replace(/^\/dashboard\/?/, '');
}
