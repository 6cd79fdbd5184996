import { PRODUCT_GROUPS } from '@aurinko/shared-ui/catalogue';

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
  /** The inbox of contact messages, and one message. */
  inbox: '/dashboard/contact_us',
  inboxMessage: (id: string) => `/dashboard/contact_us/${enc(id)}`,
  /** Visitors' reviews: moderation. */
  feedback: '/dashboard/feedback',
  /** Who changed what (the audit log). */
  audit: '/dashboard/audit',
} as const;

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
