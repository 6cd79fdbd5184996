import { DIVISION_PAGES, DIVISIONS, PRODUCT_GROUPS, productPath } from '@aurinko/contract/catalogue';
import { PRICE_CURRENCIES, PRICE_PATTERN, REGISTRATION_PATTERN } from '@aurinko/contract/product-facts';
import { CERTIFICATE_BADGES, languageFileName } from '@aurinko/contract/resources';
import { LANGUAGES, type Language } from '@aurinko/shared-ui';
import { paths, resourcePaths } from '../../config/paths';
import { withContract } from './studio-contract';
import { today } from './studio-form';
import {
  ALL,
  type FieldSchema,
  focalPointOf,
  type ResourceId,
  type ResourceSchema,
  type SelectOption,
  type StudioRoute,
} from './studio-schema';

/** The 22 groups, from the one catalogue table, shown by division. */
const GROUP_OPTIONS: readonly SelectOption[] = PRODUCT_GROUPS.map(({ group, division }) => ({
  value: group,
  label: `groups.${group}`,
  group: `divisions.${division}`,
}));

export const DIVISION_OPTIONS: readonly SelectOption[] = DIVISIONS.map((division) => ({
  value: division,
  label: `divisions.${division}`,
}));

export { GROUP_OPTIONS };

/** A division, or every division (a brochure for all of them). */
const DIVISION_OR_ALL_OPTIONS: readonly SelectOption[] = [
  { value: ALL, label: 'divisions.all' },
  ...DIVISION_OPTIONS,
];

/**
 * The division pages a page banner can belong to: the catalogue's one list (the API validates against the same),
 * shown by division; a product page is named by its group.
 */
export const PAGE_OPTIONS: readonly SelectOption[] = DIVISION_PAGES.map(
  ({ key, division, routeKey, group }) => ({
    value: key,
    label: group ? `groups.${group}` : `pages.${routeKey}`,
    group: `divisions.${division}`,
  }),
);

const REPORT_CATEGORY_OPTIONS: readonly SelectOption[] = [
  { value: 'Reports', label: 'reportCategories.Reports' },
  { value: 'Articles', label: 'reportCategories.Articles' },
];

/** The resource's texts in `dashboard_studio`: `resources.<id>.{plural, create, add, empty}`. */
const textsOf = (id: ResourceId): ResourceSchema['text'] => ({
  plural: `resources.${id}.plural`,
  create: `resources.${id}.create`,
  add: `resources.${id}.add`,
  empty: `resources.${id}.empty`,
});

/** Short translated texts (one line) and long ones (paragraphs). */
/** A division page for a record's division field (a record of every division previews on the first division's). */
const divisionPage = (page: string) => (record: Readonly<Record<string, unknown>>) => {
  const division = DIVISIONS.find((candidate) => candidate === record.division) ?? DIVISIONS[0];
  return page ? `/${division}/${page}` : `/${division}`;
};

const shortText = (name: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({
  name,
  widget: 'translatedText',
  label: `fields.${name}`,
  ...extra,
});
/** A translated rich text field (the contract's `translatedRichText`): the studio's one editor per language. */
const richText = (name: string): FieldSchema => ({
  name,
  widget: 'translatedRichText',
  label: `fields.${name}`,
});
const longText = (name: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({
  name,
  widget: 'translatedTextarea',
  label: `fields.${name}`,
  ...extra,
});

const products: ResourceSchema = {
  id: 'products',
  apiPath: 'admin/products',
  text: {
    plural: 'resources.products.plural',
    create: 'resources.products.create',
    add: 'resources.products.add',
    empty: 'resources.products.empty',
  },
  fields: [
    { name: 'group', widget: 'select', label: 'fields.group', options: GROUP_OPTIONS },
    shortText('name'),
    richText('details'),
    shortText('segment'),
    shortText('type'),
    shortText('category'),
    shortText('packing'),
    longText('composition'),
    longText('indications'),
    richText('usage'),
    { name: 'packSizes', widget: 'packSizes', label: 'fields.packSizes' },
    {
      name: 'registrationNumber',
      widget: 'text',
      label: 'fields.registrationNumber',
      hint: 'form.registrationNumberHint',
      pattern: { regex: new RegExp(REGISTRATION_PATTERN), message: 'errors.registrationNumber' },
    },
    longText('storage'),
    { name: 'dosage', widget: 'translatedRows', label: 'fields.dosage' },
    {
      name: 'price',
      widget: 'text',
      label: 'fields.price',
      hint: 'form.priceHint',
      pattern: { regex: new RegExp(PRICE_PATTERN), message: 'errors.price' },
    },
    {
      name: 'currency',
      widget: 'select',
      label: 'fields.currency',
      options: PRICE_CURRENCIES.map((code) => ({ value: code, label: `currencies.${code}` })),
      defaultValue: PRICE_CURRENCIES[0],
    },
    { name: 'image', widget: 'image', label: 'fields.image' },
    { name: 'logo', widget: 'image', label: 'fields.logo' },
    { name: 'report', widget: 'pdf', label: 'fields.report' },
    { name: 'brochure', widget: 'pdf', label: 'fields.brochure' },
  ],
  titleField: 'name',
  columns: ['name', 'group', 'division'],
  thumbnailField: 'image',
  filters: ['division', 'group', 'published'],
  search: true,
  sortable: { scope: 'group' },
  publishable: true,
  publicPath: (record) => productPath(String(record.group), String(record._id)),
  routes: {
    list: paths.productList,
    create: paths.productNew,
    edit: paths.productEdit,
    editPattern: `${paths.productList}/:id`,
    perGroup: { create: paths.groupNew, list: paths.groupList },
  },
};

const productCards: ResourceSchema = {
  id: 'product-cards',
  apiPath: 'admin/product-cards',
  text: {
    plural: 'resources.product-cards.plural',
    create: 'resources.product-cards.create',
    add: 'resources.product-cards.add',
    empty: 'resources.product-cards.empty',
  },
  fields: [
    shortText('name'),
    longText('details'),
    shortText('category'),
    { name: 'rating', widget: 'rating', label: 'fields.rating', defaultValue: 5 },
    { name: 'image', widget: 'image', label: 'fields.image' },
  ],
  titleField: 'name',
  columns: ['name', 'category', 'rating'],
  thumbnailField: 'image',
  filters: ['published'],
  search: true,
  sortable: { scope: 'all' },
  publishable: true,
  // The cards are shown on the home page.
  publicPath: () => '/',
  routes: {
    list: paths.cardList,
    create: paths.cardNew,
    edit: paths.cardEdit,
    editPattern: `${paths.cardList}/:id`,
  },
};

/** Blog posts: the address (slug) follows the English title until edited; sections per language. */
const blogs: ResourceSchema = {
  id: 'blogs',
  apiPath: 'admin/blogs',
  text: {
    plural: 'resources.blogs.plural',
    create: 'resources.blogs.create',
    add: 'resources.blogs.add',
    empty: 'resources.blogs.empty',
  },
  fields: [
    { name: 'slug', widget: 'slug', label: 'fields.slug', source: 'title' },
    // The API takes none as today; the form shows and insists on a date (today by default).
    { name: 'publishedAt', widget: 'date', label: 'fields.publishedAt', required: true, defaultValue: today },
    {
      name: 'division',
      widget: 'select',
      label: 'fields.division',
      options: DIVISION_OPTIONS,
      emptyLabel: 'list.allDivisions',
    },
    { name: 'category', widget: 'text', label: 'fields.category' },
    shortText('title'),
    longText('excerpt'),
    {
      name: 'sections',
      widget: 'translatedSections',
      label: 'fields.sections',
    },
    { name: 'cover', widget: 'image', label: 'fields.cover' },
    focalPointOf('coverFocus', 'cover'),
  ],
  titleField: 'title',
  columns: ['title', 'slug', 'publishedAt', 'division'],
  thumbnailField: 'cover',
  filters: ['published'],
  search: true,
  publishable: true,
  publicPath: (record) => `${divisionPage('blog')(record)}/${String(record.slug)}`,
  routes: {
    list: paths.blogList,
    create: paths.blogNew,
    edit: paths.blogEdit,
    editPattern: `${paths.blogList}/:id`,
  },
};

/** Events: a day, a place, a description and several images; shown with the news, newest first. */
const events: ResourceSchema = {
  id: 'events',
  apiPath: 'admin/events',
  text: {
    plural: 'resources.events.plural',
    create: 'resources.events.create',
    add: 'resources.events.add',
    empty: 'resources.events.empty',
  },
  fields: [
    { name: 'date', widget: 'date', label: 'fields.date' },
    shortText('title'),
    shortText('place'),
    richText('description'),
    { name: 'images', widget: 'images', label: 'fields.images' },
  ],
  titleField: 'title',
  columns: ['title', 'date', 'place'],
  thumbnailField: 'images',
  filters: ['published'],
  search: true,
  publishable: true,
  // Events are shown on the news page (and the home page's news area).
  publicPath: () => '/news',
  routes: {
    list: paths.eventList,
    create: paths.eventNew,
    edit: paths.eventEdit,
    editPattern: `${paths.eventList}/:id`,
  },
};

/** "" = shown in every division. */
const divisionOrAll: FieldSchema = {
  name: 'division',
  widget: 'select',
  label: 'fields.division',
  options: DIVISION_OPTIONS,
  emptyLabel: 'fields.allDivisions',
};

const gallery: ResourceSchema = {
  id: 'gallery',
  apiPath: 'admin/gallery',
  text: {
    plural: 'resources.gallery.plural',
    create: 'resources.gallery.create',
    add: 'resources.gallery.add',
    empty: 'resources.gallery.empty',
  },
  fields: [
    {
      name: 'category',
      widget: 'select',
      label: 'fields.category',
      optionsFrom: { resource: 'gallery-categories', valueField: 'key', labelField: 'label' },
    },
    divisionOrAll,
    shortText('caption'),
    { name: 'image', widget: 'image', label: 'fields.photo' },
  ],
  titleField: 'caption',
  columns: ['caption', 'category', 'division'],
  thumbnailField: 'image',
  filters: ['division', 'published'],
  search: true,
  sortable: { scope: 'all' },
  publishable: true,
  publicPath: divisionPage('photo_gallery'),
  related: [{ label: 'nav.galleryCategories', to: paths.galleryCategoryList }],
  bulkUpload: { field: 'image', captionField: 'caption' },
  routes: {
    list: paths.galleryList,
    create: paths.galleryNew,
    edit: paths.galleryEdit,
    editPattern: `${paths.galleryList}/:id`,
  },
};

const galleryCategories: ResourceSchema = {
  id: 'gallery-categories',
  apiPath: 'admin/gallery-categories',
  text: {
    plural: 'resources.gallery-categories.plural',
    create: 'resources.gallery-categories.create',
    add: 'resources.gallery-categories.add',
    empty: 'resources.gallery-categories.empty',
    inUse: 'resources.gallery-categories.inUse',
  },
  fields: [
    {
      name: 'key',
      widget: 'text',
      label: 'fields.key',
      maxLength: 40,
      pattern: { regex: /^[a-z0-9][a-z0-9_-]*$/, message: 'errors.key' },
      hint: 'form.keyHint',
      fixedOnEdit: true,
    },
    shortText('label'),
  ],
  titleField: 'label',
  columns: ['label', 'key'],
  filters: ['published'],
  search: true,
  sortable: { scope: 'all' },
  publishable: true,
  publicPath: divisionPage('photo_gallery'),
  related: [{ label: 'nav.gallery', to: paths.galleryList }],
  routes: {
    list: paths.galleryCategoryList,
    create: paths.galleryCategoryNew,
    edit: paths.galleryCategoryEdit,
    editPattern: `${paths.galleryCategoryList}/:id`,
  },
};

/** The hosts the API accepts for an external video (YouTube, Vimeo). */
export const VIDEO_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'youtu.be',
  'vimeo.com',
  'player.vimeo.com',
] as const;

const videos: ResourceSchema = {
  id: 'videos',
  apiPath: 'admin/videos',
  text: {
    plural: 'resources.videos.plural',
    create: 'resources.videos.create',
    add: 'resources.videos.add',
    empty: 'resources.videos.empty',
  },
  fields: [
    divisionOrAll,
    shortText('title'),
    {
      name: 'url',
      widget: 'url',
      label: 'fields.videoUrl',
      allowedHosts: VIDEO_HOSTS,
      hint: 'form.videoUrlHint',
      exclusiveWith: { file: 'file', message: 'errors.videoEither' },
    },
    { name: 'file', widget: 'video', label: 'fields.videoFile' },
    { name: 'poster', widget: 'image', label: 'fields.poster' },
  ],
  titleField: 'title',
  columns: ['title', 'division'],
  thumbnailField: 'poster',
  filters: ['division', 'published'],
  search: true,
  sortable: { scope: 'all' },
  publishable: true,
  publicPath: divisionPage('videos'),
  routes: {
    list: paths.videoList,
    create: paths.videoNew,
    edit: paths.videoEdit,
    editPattern: `${paths.videoList}/:id`,
  },
};

const reports: ResourceSchema = {
  id: 'reports',
  apiPath: 'admin/reports',
  text: textsOf('reports'),
  fields: [
    {
      name: 'category',
      widget: 'select',
      label: 'fields.reportCategory',
      options: REPORT_CATEGORY_OPTIONS,
      defaultValue: 'Reports',
    },
    {
      name: 'division',
      widget: 'select',
      label: 'fields.division',
      options: DIVISION_OPTIONS,
    },
    shortText('title'),
    richText('details'),
    { name: 'file', widget: 'pdf', label: 'fields.file' },
  ],
  titleField: 'title',
  columns: ['title', 'category', 'division'],
  filters: ['division', 'published'],
  search: true,
  publishable: true,
  publicPath: (record) => divisionPage(record.category === 'Articles' ? 'articles' : 'report')(record),
  routes: {
    list: paths.reportList,
    create: paths.reportNew,
    edit: paths.reportEdit,
    editPattern: `${paths.reportList}/:id`,
  },
};

const brochures: ResourceSchema = {
  id: 'brochures',
  apiPath: 'admin/brochures',
  text: textsOf('brochures'),
  fields: [
    shortText('name'),
    { name: 'category', widget: 'text', label: 'fields.brochureCategory' },
    {
      name: 'division',
      widget: 'select',
      label: 'fields.division',
      // The API stores none as "all"; the form insists on a choice.
      required: true,
      options: DIVISION_OR_ALL_OPTIONS,
      defaultValue: ALL,
    },
    { name: 'file', widget: 'pdf', label: 'fields.file' },
  ],
  titleField: 'name',
  columns: ['name', 'category', 'division'],
  filters: ['published'],
  search: true,
  sortable: { scope: 'all' },
  publishable: true,
  publicPath: divisionPage('brochures'),
  routes: {
    list: paths.brochureList,
    create: paths.brochureNew,
    edit: paths.brochureEdit,
    editPattern: `${paths.brochureList}/:id`,
  },
};

/** Certificates (issue 35): shown on the company's certificates page, in this order. */
const certificates: ResourceSchema = {
  id: 'certificates',
  apiPath: 'admin/certificates',
  text: textsOf('certificates'),
  fields: [
    // As the standard writes it, the same in every language.
    { name: 'name', widget: 'text', label: 'fields.standardName', hint: 'form.standardNameHint' },
    longText('description'),
    { name: 'number', widget: 'text', label: 'fields.number' },
    { name: 'issuer', widget: 'text', label: 'fields.issuer', hint: 'form.issuerHint' },
    { name: 'validFrom', widget: 'date', label: 'fields.validFrom' },
    {
      name: 'validUntil',
      widget: 'date',
      label: 'fields.validUntil',
      notBefore: { field: 'validFrom', message: 'errors.validUntil' },
    },
    {
      name: 'badge',
      widget: 'select',
      label: 'fields.badge',
      options: CERTIFICATE_BADGES.map((badge) => ({ value: badge, label: `badges.${badge}` })),
      defaultValue: 'other',
    },
    { name: 'file', widget: 'pdf', label: 'fields.certificateFile' },
  ],
  titleField: 'name',
  columns: ['name', 'number', 'validUntil'],
  filters: ['published'],
  search: true,
  sortable: { scope: 'all' },
  publishable: true,
  publicPath: divisionPage('certificates'),
  routes: {
    list: paths.certificateList,
    create: paths.certificateNew,
    edit: paths.certificateEdit,
    editPattern: `${paths.certificateList}/:id`,
  },
};

/**
 * A language-aware file (the contract's `perLanguage` file): one file field per language, English first (the one
 * every other language falls back to), each labelled `fields.languageFile.<language>`.
 */
const languageFiles = (name: string, widget: 'pdf' | 'image' | 'video'): FieldSchema[] =>
  LANGUAGES.map((language) => ({
    name: languageFileName(name, language),
    widget,
    label: `fields.languageFile.${language}`,
  }));

/** Downloads (issue 32): a generic resource — the API builds it from the contract; this is its presentation. */
const downloads: ResourceSchema = {
  id: 'downloads',
  apiPath: 'admin/downloads',
  text: textsOf('downloads'),
  fields: [
    shortText('title'),
    { name: 'date', widget: 'date', label: 'fields.date' },
    ...languageFiles('file', 'pdf'),
  ],
  titleField: 'title',
  columns: ['title', 'date'],
  filters: ['published'],
  search: true,
  publishable: true,
  menu: { group: 'documents', label: 'nav.downloads', addLabel: 'nav.newDownload' },
  routes: resourcePaths('downloads'),
};

const faculty: ResourceSchema = {
  id: 'faculty',
  apiPath: 'admin/faculty',
  text: textsOf('faculty'),
  fields: [
    shortText('name'),
    shortText('designation'),
    longText('bio'),
    { name: 'photo', widget: 'image', label: 'fields.photo' },
  ],
  titleField: 'name',
  columns: ['name', 'designation'],
  thumbnailField: 'photo',
  filters: ['published'],
  search: true,
  sortable: { scope: 'all' },
  publishable: true,
  publicPath: divisionPage('facultySection'),
  routes: {
    list: paths.facultyList,
    create: paths.facultyNew,
    edit: paths.facultyEdit,
    editPattern: `${paths.facultyList}/:id`,
  },
};

/** The slider, the division banners and the division heroes: the same fields (one API table, one placement each). */
const bannerFields: readonly FieldSchema[] = [
  { name: 'division', widget: 'select', label: 'fields.division', options: DIVISION_OPTIONS },
  { name: 'language', widget: 'language', label: 'fields.language', defaultValue: ALL },
  { name: 'link', widget: 'link', label: 'fields.link' },
  shortText('alt'),
  { name: 'image', widget: 'image', label: 'fields.image' },
  focalPointOf('imageFocus', 'image'),
];

const bannerResource = (
  id: 'image-slider' | 'division-banners' | 'division-hero',
  routes: Pick<ResourceSchema['routes'], 'list' | 'create' | 'edit'>,
): ResourceSchema => ({
  id,
  apiPath: `admin/${id}`,
  text: textsOf(id),
  fields: bannerFields,
  titleField: 'alt',
  columns: ['alt', 'division', 'language', 'link'],
  thumbnailField: 'image',
  filters: ['division', 'published'],
  search: false,
  sortable: { scope: 'division' },
  publishable: true,
  // The slider and the banners are shown on the division's pages, its home first.
  publicPath: (record) =>
    `${divisionPage('')(record)}${LANGUAGES.includes(record.language as Language) ? `?lng=${String(record.language)}` : ''}`,
  routes: { ...routes, editPattern: `${routes.list}/:id` },
});

const pageBanners: ResourceSchema = {
  id: 'page-banners',
  apiPath: 'admin/page-banners',
  text: textsOf('page-banners'),
  fields: [
    {
      name: 'key',
      widget: 'select',
      label: 'fields.page',
      options: PAGE_OPTIONS,
      listWithGroup: true,
    },
    shortText('title'),
    { name: 'image', widget: 'image', label: 'fields.image' },
    focalPointOf('imageFocus', 'image'),
  ],
  titleField: 'title',
  columns: ['title', 'key'],
  thumbnailField: 'image',
  filters: ['published'],
  search: true,
  publishable: true,
  publicPath: (record) => `/${String(record.key)}`,
  routes: {
    list: paths.pageBannerList,
    create: paths.pageBannerNew,
    edit: paths.pageBannerEdit,
    editPattern: `${paths.pageBannerList}/:id`,
  },
};

/** Every resource the studio edits. A new resource is one more entry here (and its API), never a new page. */
const PRESENTATION: Readonly<Record<ResourceId, ResourceSchema>> = {
  products,
  'product-cards': productCards,
  blogs,
  events,
  gallery,
  'gallery-categories': galleryCategories,
  videos,
  reports,
  brochures,
  faculty,
  certificates,
  downloads,
  'image-slider': bannerResource('image-slider', {
    list: paths.sliderList,
    create: paths.sliderNew,
    edit: paths.sliderEdit,
  }),
  'division-banners': bannerResource('division-banners', {
    list: paths.bannerList,
    create: paths.bannerNew,
    edit: paths.bannerEdit,
  }),
  'division-hero': bannerResource('division-hero', {
    list: paths.heroList,
    create: paths.heroNew,
    edit: paths.heroEdit,
  }),
  'page-banners': pageBanners,
};

/** Every resource, its presentation completed with the contract's limits and required marks (studio-contract.ts). */
export const RESOURCES = Object.fromEntries(
  Object.entries(PRESENTATION).map(([id, schema]) => [id, withContract(schema)]),
) as Readonly<Record<ResourceId, ResourceSchema>>;

/** Every studio route: each resource's list, add and edit screens, then its extra routes. */
export const STUDIO_ROUTES: readonly StudioRoute[] = Object.values(RESOURCES).flatMap((schema) => [
  { path: schema.routes.list, resource: schema.id, screen: 'list' as const },
  { path: schema.routes.create, resource: schema.id, screen: 'create' as const },
  { path: schema.routes.editPattern, resource: schema.id, screen: 'edit' as const },
  ...(schema.routes.perGroup ? groupRoutes(schema.id, schema.routes.perGroup) : []),
]);

function groupRoutes(
  resource: ResourceId,
  perGroup: NonNullable<ResourceSchema['routes']['perGroup']>,
): StudioRoute[] {
  return PRODUCT_GROUPS.flatMap(({ group }): StudioRoute[] => [
    { path: perGroup.create(group), resource, screen: 'create', group },
    { path: perGroup.list(group), resource, screen: 'list', group },
  ]);
}

/** Where a record's list lives: its group's manage page for a product, else the resource's list. */
export function listPathOf(schema: ResourceSchema, group?: string): string {
  return group && schema.routes.perGroup ? schema.routes.perGroup.list(group) : schema.routes.list;
}

/** Where a new record starts: its group's add page when there is one. */
export function createPathOf(schema: ResourceSchema, group?: string): string {
  return group && schema.routes.perGroup ? schema.routes.perGroup.create(group) : schema.routes.create;
}
