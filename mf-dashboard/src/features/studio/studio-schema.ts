import type { FileKind, ResourceId } from '@aurinko/contract/resources';
import type { StudioApiPath } from './studio-api';

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
  | 'pdf'
  /** `YYYY-MM-DD` (the API's date fields). */
  | 'date'
  /** An address segment generated from the English text of `source` until the admin edits it. */
  | 'slug'
  /** Per language, a list of {heading, paragraphs} with add / remove / move up / move down (blog sections). */
  | 'translatedSections'
  /** Per language, one rich text document in the studio's one editor (a product's details and usage). */
  | 'translatedRichText'
  /**
   * Per language, a table of rows of short texts (`columns`), with add / remove: a product's dosage table
   * (species, body weight, dose).
   */
  | 'translatedRows'
  /** A list of pack sizes (amount + unit from `options`) the same in every language, with add / remove. */
  | 'packSizes'
  /** A list of images: add one or several (uploaded with progress after the save), remove one. */
  | 'images'
  /** An uploaded MP4/WebM video (FileField). */
  | 'video'
  /** An https address; `allowedHosts` limits where it may point. */
  | 'url'
  /** A link: a site path (`/human/about`) or an https address (`@aurinko/contract/links`); empty = none. */
  | 'link'
  /** One of the site's languages or `all` (every language), the one language list with its native names. */
  | 'language'
  /**
   * Where the subject of the image field `image` is (`{x, y}` in whole percentages, `""` = the centre): set by
   * clicking that field's preview or with two sliders, shown with the image (FileField), not among the plain fields.
   */
  | 'focalPoint';

export interface SelectOption {
  value: string;
  /** Key in `dashboard_studio`. */
  label: string;
  /** Options with the same group are shown together (`<optgroup>`); a key in `dashboard_studio`. */
  group?: string;
}

export interface RowColumn {
  name: string;
  /** Key in `dashboard_studio`. */
  label: string;
  maxLength?: number;
  required?: boolean;
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
  /** Value of a new record when no route preset gives one (a function: computed when the form opens). */
  defaultValue?: unknown;
  /** `select` only: the label key of the empty choice when it means something (e.g. "All divisions"). */
  emptyLabel?: string;
  /** `slug` only: the translated field whose English text the slug is generated from. */
  source?: string;
  /** `images`: at most this many images; `translatedSections`: at most this many sections per language. */
  maxItems?: number;
  /** `translatedRows` only: the row's texts, each a key of the row, a label key, its limit and whether required. */
  columns?: readonly RowColumn[];
  /** `translatedSections` only (`maxLength` is the heading's): the most characters of text a section's body holds. */
  bodyMaxLength?: number;
  /**
   * `select` only: the options are the records of another resource — `value` is their `valueField`, the label their
   * translated `labelField` in the UI language (e.g. a photo's category from the gallery categories).
   */
  optionsFrom?: { resource: ResourceId; valueField: string; labelField: string };
  /** `url` only: the host names accepted (exactly); the API checks the same list. */
  allowedHosts?: readonly string[];
  /** `text` only: what the value must look like, and the message (a key in `dashboard_studio`) when it does not. */
  pattern?: { regex: RegExp; message: string };
  /** Set when the record is created, fixed afterwards (shown read-only on the edit screen). */
  fixedOnEdit?: boolean;
  /** A hint under the input (a key in `dashboard_studio`). */
  hint?: string;
  /**
   * A field that must stay empty while a file field holds (or is about to receive) a file — a video is an address or
   * an uploaded file, not both: `message` (a key in `dashboard_studio`) says so.
   */
  exclusiveWith?: { file: string; message: string };
  /** `date` only: the day may not be before the date field `field` (a validity's end): `message` says so. */
  notBefore?: { field: string; message: string };
  /** `select` only: list cells show the option with its group ("About us · Human health"), for labels that repeat. */
  listWithGroup?: boolean;
  /** `focalPoint` only: the image field whose picture it is about. */
  image?: string;
}

/** The focal point field of an image field, for images shown in slots of a fixed ratio (object-fit: cover). */
export const focalPointOf = (name: string, image: string): FieldSchema => ({
  name,
  widget: 'focalPoint',
  label: 'fields.focalPoint',
  image,
});

export type FilterKind = 'division' | 'group' | 'published';

/** A list column: a field of the schema, or `division` (derived by the API from the group, read-only). */
export type ColumnKey = string;

/** Which records a move swaps with: the same `group`, the same `division`, or all records of the resource. */
export type SortScope = 'group' | 'division' | 'all';

export type ScreenKind = 'list' | 'create' | 'edit';

export interface StudioRoute {
  /** Absolute path, as defined in `config/paths.ts`. */
  path: string;
  resource: ResourceId;
  screen: ScreenKind;
  /** A product group the route is about: the list shows only it, a new record starts in it. */
  group?: string;
}

/** Every studio resource: the contract's list (`@aurinko/contract/resources`). */
export type { ResourceId };

export interface ResourceSchema {
  id: ResourceId;
  /** Under `/api`: `admin/<resource>`, one of the API document's studio paths (see the studio contract). */
  apiPath: StudioApiPath;
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
    /** A delete refused because other records still use this one (409 with `details.count`), with `{{count}}`. */
    inUse?: string;
  };
  /** Other screens reached from this resource's list (e.g. the gallery's categories): label key and path. */
  related?: readonly { label: string; to: string }[];
  /**
   * The add screen takes several files at once: each becomes one record with the form's other values, its file in
   * `field`, and its file name as the English `captionField` text when none is typed; a progress bar and a result per
   * file. The edit screen stays one record with one file.
   */
  bulkUpload?: { field: string; captionField: string };
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
  /**
   * The resource's two links in the dashboard's menu (its list and its add screen), in the menu group `group`
   * (navigation.ts), with their label keys in `dashboard_studio`. Resources listed in navigation.ts by hand have none.
   */
  menu?: { group: string; label: string; addLabel: string };
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

/** The value of a select meaning "every one" (every language, every division), as the API takes it. */
export const ALL = 'all';

export const TRANSLATED_WIDGETS: ReadonlySet<FieldWidget> = new Set([
  'translatedText',
  'translatedTextarea',
  'translatedSections',
  'translatedRichText',
  'translatedRows',
]);
export const FILE_WIDGETS: ReadonlySet<FieldWidget> = new Set(['image', 'pdf', 'video', 'images']);

export const isTranslated = (field: FieldSchema) => TRANSLATED_WIDGETS.has(field.widget);
export const isFile = (field: FieldSchema) => FILE_WIDGETS.has(field.widget);
/** A file field holding a list of files (its record value is an array of URLs). */
export const isFileList = (field: FieldSchema) => field.widget === 'images';

/** The API's address segment: lower-case letters, digits, single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title: accents dropped, everything else but letters and digits becomes one hyphen. */
export function slugify(text: string, maxLength = 120): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}

/** Size limits the API enforces (contract): stated in the form's hints and checked before an upload. */
export const FILE_LIMITS: Record<FileKind, { maxBytes: number; accept: string }> = {
  image: { maxBytes: 5 * 1024 * 1024, accept: 'image/*' },
  pdf: { maxBytes: 20 * 1024 * 1024, accept: 'application/pdf,.pdf' },
  video: { maxBytes: 100 * 1024 * 1024, accept: 'video/mp4,video/webm,.mp4,.webm' },
};

/** The contract's file kinds. */
export type { FileKind };

/** How long one upload of a video may take (100 MB on a slow line); other files keep the client's default. */
export const VIDEO_UPLOAD_TIMEOUT_MS = 15 * 60 * 1000;

/** The kind of file a file widget takes. */
export const fileKindOf = (field: FieldSchema): FileKind =>
  field.widget === 'pdf' ? 'pdf' : field.widget === 'video' ? 'video' : 'image';
