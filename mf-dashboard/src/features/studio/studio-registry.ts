import { DIVISIONS, PRODUCT_GROUPS, productPath } from '@aurinko/shared-ui/catalogue';
import { paths } from '../../config/paths';
import type { FieldSchema, ResourceId, ResourceSchema, SelectOption, StudioRoute } from './studio-schema';

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

/** Short translated texts (one line) and long ones (paragraphs). */
const SHORT = 300;
const LONG = 5000;

const shortText = (name: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({
  name,
  widget: 'translatedText',
  label: `fields.${name}`,
  maxLength: SHORT,
  ...extra,
});
const longText = (name: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({
  name,
  widget: 'translatedTextarea',
  label: `fields.${name}`,
  maxLength: LONG,
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
    { name: 'group', widget: 'select', label: 'fields.group', required: true, options: GROUP_OPTIONS },
    shortText('name', { required: true }),
    longText('details'),
    shortText('segment'),
    shortText('type'),
    shortText('category'),
    shortText('packing'),
    longText('composition'),
    longText('indications'),
    longText('usage'),
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
    shortText('name', { required: true, maxLength: 120 }),
    longText('details', { required: true, maxLength: 1000 }),
    shortText('category', { required: true, maxLength: 120 }),
    { name: 'rating', widget: 'rating', label: 'fields.rating', required: true, defaultValue: 5 },
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

/** Every resource the studio edits. A new resource is one more entry here (and its API), never a new page. */
export const RESOURCES: Readonly<Record<ResourceId, ResourceSchema>> = {
  products,
  'product-cards': productCards,
};

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
