/**
 * The shape of a resource schema: what the one list, the one form and the routes of the content studio read.
 * A new resource is one `ResourceSchema` in `studio-registry.ts` (plus its API), never a new page.
 */

/** The field widgets, each written once in `FieldInput.tsx` / `FileField.tsx`. */
export type FieldWidget =
  | 'text'
  | 'textarea'
  | 'translatedText'
  | 'translatedTextarea'
  | 'number'
  | 'rating'
  | 'select'
  | 'boolean'
  | 'image'
  | 'pdf';

export interface SelectOption {
  value: string;
  /** Key in `dashboard_studio`. */
  label: string;
  /** Options with the same group are shown together (`<optgroup>`); a key in `dashboard_studio`. */
  group?: string;
}

export interface FieldSchema {
  /** Key of the field in the API's record and input. */
  name: string;
  widget: FieldWidget;
  /** Key in `dashboard_studio`. */
  label: string;
  /** For translated widgets: English is required (the other languages fall back to it). */
  required?: boolean;
  maxLength?: number;
  /** `number` only (`rating` is always 1–5). */
  min?: number;
  max?: number;
  /** `select` only. */
  options?: readonly SelectOption[];
  /** Value of a new record when no route preset gives one. */
  defaultValue?: unknown;
}

export type FilterKind = 'division' | 'group' | 'published';

/** A list column: a field of the schema, or `division` (derived by the API from the group, read-only). */
export type ColumnKey = string;

/** Which records a move swaps with: the same `group`, or all records of the resource. */
export type SortScope = 'group' | 'all';

export type ScreenKind = 'list' | 'create' | 'edit';

export interface StudioRoute {
  /** Absolute path, as defined in `config/paths.ts`. */
  path: string;
  resource: ResourceId;
  screen: ScreenKind;
  /** A product group the route is about: the list shows only it, a new record starts in it. */
  group?: string;
}

export type ResourceId = 'products' | 'product-cards';

export interface ResourceSchema {
  id: ResourceId;
  /** Under `/api`: `admin/<resource>` (see the studio contract). */
  apiPath: string;
  /** Keys in `dashboard_studio`: the resource's name in titles, buttons and messages. */
  text: {
    /** List title, e.g. "Products". */
    plural: string;
    /** "New product". */
    create: string;
    /** "Add a product" (button). */
    add: string;
    /** "Nothing here yet" message. */
    empty: string;
  };
  fields: readonly FieldSchema[];
  /** The translated field that names a record (list, dialogs, titles); searched by `q`. */
  titleField: string;
  columns: readonly ColumnKey[];
  thumbnailField?: string;
  filters: readonly FilterKind[];
  search: boolean;
  /** Up/down controls: moves swap `sortOrder` within the scope. */
  sortable?: { scope: SortScope };
  /**
   * Publishable records are edited as drafts: "Save draft" keeps changes from visitors until "Publish" (the studio's
   * draft routes); a new record saved as a draft is created unpublished.
   */
  publishable: boolean;
  /**
   * The public page showing a record (site path), when there is one: the editor then offers "Preview", which opens
   * it with `?preview=1` so the admin sees the draft there.
   */
  publicPath?: (record: Readonly<Record<string, unknown>>) => string;
  /** The screens of this resource; the registry turns them into routes. */
  routes: {
    list: string;
    create: string;
    /** Edit screen of one record, `?lang=<language>` for a tab. */
    edit: (id: string, language?: string) => string;
    /** The same as a router pattern. */
    editPattern: string;
    /** A resource with product groups: each group's add and manage pages (from the catalogue table). */
    perGroup?: { create: (group: string) => string; list: (group: string) => string };
  };
}

export const TRANSLATED_WIDGETS: ReadonlySet<FieldWidget> = new Set(['translatedText', 'translatedTextarea']);
export const FILE_WIDGETS: ReadonlySet<FieldWidget> = new Set(['image', 'pdf']);

export const isTranslated = (field: FieldSchema) => TRANSLATED_WIDGETS.has(field.widget);
export const isFile = (field: FieldSchema) => FILE_WIDGETS.has(field.widget);

/** Size limits the API enforces (contract): stated in the form's hints and checked before an upload. */
export const FILE_LIMITS: Record<'image' | 'pdf', { maxBytes: number; accept: string }> = {
  image: { maxBytes: 5 * 1024 * 1024, accept: 'image/*' },
  pdf: { maxBytes: 20 * 1024 * 1024, accept: 'application/pdf,.pdf' },
};
