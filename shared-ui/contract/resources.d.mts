/** Every studio resource: the keys of RESOURCES (resources.mjs; contract.test.ts checks they agree). */
export type ResourceId =
  | 'products'
  | 'product-cards'
  | 'blogs'
  | 'events'
  | 'gallery'
  | 'gallery-categories'
  | 'videos'
  | 'reports'
  | 'brochures'
  | 'faculty'
  | 'certificates'
  | 'downloads'
  | 'image-slider'
  | 'division-banners'
  | 'division-hero'
  | 'page-banners';

export type FileKind = 'image' | 'pdf' | 'video';

interface Common {
  /** Present in a create (translated: English may never be empty). */
  required?: boolean;
  /** No two records share the value (409 naming the field). */
  unique?: boolean;
  /** Set on create only: an update body may not carry it. */
  immutable?: boolean;
}

export interface TextField extends Common {
  type: 'text';
  maxLength?: number;
  /** A regular expression (source) the value must match, and the 400 message when it does not. */
  pattern?: string;
  patternMessage?: string;
  /** Surrounding white space is removed before the checks. */
  trim?: boolean;
  /** The value must hold a non-space character (this message otherwise). */
  notBlankMessage?: string;
  /** `video-address`: an https address on YouTube or Vimeo. */
  format?: 'video-address';
  /** The value is `field` of a record of `resource` (`label`: that resource's translated field naming it). */
  references?: { resource: ResourceId; field: string; label: string };
}
export interface TextListField extends Common {
  type: 'textList';
  maxLength: number;
  minItems?: number;
  minItemsMessage?: string;
  maxItems: number;
  trim?: boolean;
  notBlankMessage?: string;
}
/** The editor's JSON document (./rich-text.mjs); `maxLength`: characters of its text. */
export interface RichTextField extends Common {
  type: 'richText';
  maxLength: number;
  /** The document must hold some text (this message otherwise). */
  notBlankMessage?: string;
}
export interface TranslatedField extends Common {
  type: 'translated';
  maxLength: number;
}
/** `{en: Doc, …}` rich text documents per language; `maxLength`: characters of text in each. */
export interface TranslatedRichTextField extends Common {
  type: 'translatedRichText';
  maxLength: number;
}
export interface TranslatedListField extends Common {
  type: 'translatedList';
  maxItems: number;
  item: Readonly<Record<string, TextField | TextListField | RichTextField>>;
}
export interface EnumField extends Common {
  type: 'enum';
  options: readonly string[];
  /** The 400 message (default `<name> must be one of: <options>`). */
  message?: string;
}
export interface IntegerField extends Common {
  type: 'integer';
  minimum: number;
  maximum: number;
}
export interface NumberField extends Common {
  type: 'number';
  minimum: number;
  maximum: number;
}
/** A list the same in every language (a product's pack sizes), each item of number and enum fields. */
export interface ListField extends Common {
  type: 'list';
  maxItems: number;
  item: Readonly<Record<string, NumberField | EnumField>>;
}
export interface BooleanField extends Common {
  type: 'boolean';
}
export interface DateField extends Common {
  type: 'date';
}
export interface LinkField extends Common {
  type: 'link';
}
export interface LanguageField extends Common {
  type: 'language';
}
export interface FocalPointField extends Common {
  type: 'focalPoint';
  /** The image field whose subject it locates. */
  image: string;
}
export interface FileField extends Common {
  type: 'file';
  kind: FileKind;
  /** Storage folder, e.g. `products`. */
  folder: string;
  /** Images only: the longest side after re-encoding (default 2000). */
  maxDimension?: number;
  /** A list of files (a JSON array column); an upload appends one. */
  list?: boolean;
  /** List fields only: at most this many files (default 20). */
  maxItems?: number;
  /**
   * One file per language, English the fallback: expanded in RESOURCES into this field (English) and one field per
   * other language (`languageFileName`), each with `language` and `of` set.
   */
  perLanguage?: boolean;
  /** An expanded language file: its language and the declared field it belongs to. */
  language?: string;
  of?: string;
}

export type Field =
  | TextField
  | TranslatedField
  | TranslatedListField
  | TranslatedRichTextField
  | EnumField
  | IntegerField
  | NumberField
  | ListField
  | BooleanField
  | DateField
  | LinkField
  | LanguageField
  | FocalPointField
  | FileField;

export interface ResourceContract {
  fields: Readonly<Record<string, Field>>;
  /**
   * Built by the API's generic studio resource from this declaration alone (table, admin and public routes);
   * `order`: the admin and public lists' order (default: the studio's order).
   */
  generic?: { order?: ReadonlyArray<{ field: string; direction: 'ASC' | 'DESC' }> };
  /** Fields of the record the API derives (never in the input). */
  derived?: Readonly<Record<string, Field>>;
}

export type Resources = Readonly<Record<ResourceId, ResourceContract>>;

export declare const ALL: 'all';
export declare const REPORT_CATEGORIES: readonly ['Reports', 'Articles'];
export declare const SLUG_PATTERN: string;
export type CertificateBadge = 'who-gmp' | 'fssai' | 'apeda' | 'haccp' | 'iso-9001' | 'iso-22000' | 'other';
export declare const CERTIFICATE_BADGES: readonly CertificateBadge[];
export declare const CATEGORY_KEY_PATTERN: string;
export declare const COMMON_FIELDS: Readonly<{ published: BooleanField; sortOrder: IntegerField }>;
export declare const RESOURCES: Resources;
export declare const RESOURCE_IDS: readonly ResourceId[];
export declare function optionsOf(field: Field): readonly string[];
export declare function resource(id: ResourceId): ResourceContract;
export declare function languageFileName(name: string, lang: string): string;
export declare function fieldsByRole(id: ResourceId): {
  translated: string[];
  translatedLists: string[];
  translatedRichTexts: string[];
  required: string[];
  requiredRichTexts: string[];
  plain: string[];
  lists: string[];
  dates: string[];
  unique: string[];
  files: string[];
};
