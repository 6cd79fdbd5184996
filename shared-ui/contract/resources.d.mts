/**
 * The name of a language-aware file field's file in `lang`: the field's own name for English, `<name><Lang>` for the
 * others (`file`, `fileAr`, `fileFr`, …).
 * @param {string} name @param {string} lang
 */
export function languageFileName(name: string, lang: string): string;
/** The options an enum field takes (`language`: `all` and every language). @param {Field} field */
export function optionsOf(field: Field): readonly string[];
/** @param {ResourceId} id */
export function resource(id: ResourceId): ResourceContract;
/**
 * The names of a resource's fields by what the API does with them.
 * @param {ResourceId} id
 */
export function fieldsByRole(id: ResourceId): {
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
/**
 * Every studio resource: the keys of RESOURCES (contract.test.ts checks they agree).
 * @typedef {'products' | 'product-cards' | 'blogs' | 'events' | 'gallery' | 'gallery-categories' | 'videos'
 *   | 'reports' | 'brochures' | 'faculty' | 'certificates' | 'downloads' | 'image-slider' | 'division-banners'
 *   | 'division-hero' | 'page-banners'} ResourceId
 */
/** @typedef {'image' | 'pdf' | 'video'} FileKind */
/**
 * What every field may say.
 * @typedef {object} FieldRules
 * @property {boolean} [required] Present in a create (translated: English may never be empty).
 * @property {boolean} [unique] No two records share the value (409 naming the field).
 * @property {boolean} [immutable] Set on create only: an update body may not carry it.
 */
/**
 * A plain string.
 * @typedef {object} TextFieldRules
 * @property {'text'} type
 * @property {number} [maxLength]
 * @property {string} [pattern] A regular expression (source) the value must match, and the 400 message when it does not.
 * @property {string} [patternMessage]
 * @property {boolean} [trim] Surrounding white space is removed before the checks.
 * @property {string} [notBlankMessage] The value must hold a non-space character (this message otherwise).
 * @property {'video-address'} [format] `video-address`: an https address on YouTube or Vimeo.
 * @property {{ resource: ResourceId, field: string, label: string }} [references] The value is `field` of a record
 *   of `resource` (`label`: that resource's translated field naming it).
 */
/** @typedef {FieldRules & TextFieldRules} TextField */
/**
 * @typedef {FieldRules & { type: 'textList', maxLength: number, minItems?: number, minItemsMessage?: string,
 *   maxItems: number, trim?: boolean, notBlankMessage?: string }} TextListField
 */
/**
 * The editor's JSON document (./rich-text.mjs); `maxLength`: characters of its text; `notBlankMessage`: the document
 * must hold some text (this message otherwise).
 * @typedef {FieldRules & { type: 'richText', maxLength: number, notBlankMessage?: string }} RichTextField
 */
/** @typedef {FieldRules & { type: 'translated', maxLength: number }} TranslatedField */
/**
 * `{en: Doc, …}` rich text documents per language; `maxLength`: characters of text in each.
 * @typedef {FieldRules & { type: 'translatedRichText', maxLength: number }} TranslatedRichTextField
 */
/**
 * @typedef {FieldRules & { type: 'translatedList', maxItems: number,
 *   item: Readonly<Record<string, TextField | TextListField | RichTextField>> }} TranslatedListField
 */
/**
 * One of `options`; `message`: the 400 message (default `<name> must be one of: <options>`).
 * @typedef {FieldRules & { type: 'enum', options: readonly string[], message?: string }} EnumField
 */
/** @typedef {FieldRules & { type: 'integer', minimum: number, maximum: number }} IntegerField */
/** @typedef {FieldRules & { type: 'number', minimum: number, maximum: number }} NumberField */
/**
 * A list the same in every language (a product's pack sizes), each item of number and enum fields.
 * @typedef {FieldRules & { type: 'list', maxItems: number,
 *   item: Readonly<Record<string, NumberField | EnumField>> }} ListField
 */
/** @typedef {FieldRules & { type: 'boolean' }} BooleanField */
/** @typedef {FieldRules & { type: 'date' }} DateField */
/** @typedef {FieldRules & { type: 'link' }} LinkField */
/** @typedef {FieldRules & { type: 'language' }} LanguageField */
/**
 * `image`: the image field whose subject it locates.
 * @typedef {FieldRules & { type: 'focalPoint', image: string }} FocalPointField
 */
/**
 * An uploaded file.
 * @typedef {object} FileFieldRules
 * @property {'file'} type
 * @property {FileKind} kind
 * @property {string} folder Storage folder, e.g. `products`.
 * @property {number} [maxDimension] Images only: the longest side after re-encoding (default 2000).
 * @property {boolean} [list] A list of files (a JSON array column); an upload appends one.
 * @property {number} [maxItems] List fields only: at most this many files (default 20).
 * @property {boolean} [perLanguage] One file per language, English the fallback: expanded in RESOURCES into this
 *   field (English) and one field per other language (`languageFileName`), each with `language` and `of` set.
 * @property {string} [language] An expanded language file: its language and the declared field it belongs to.
 * @property {string} [of]
 */
/** @typedef {FieldRules & FileFieldRules} FileField */
/**
 * @typedef {TextField | TranslatedField | TranslatedListField | TranslatedRichTextField | EnumField | IntegerField
 *   | NumberField | ListField | BooleanField | DateField | LinkField | LanguageField | FocalPointField
 *   | FileField} Field
 */
/**
 * A resource: its fields; `generic`: built by the API's generic studio resource from this declaration alone (table,
 * admin and public routes), `order` the admin and public lists' order (default: the studio's order); `derived`: fields
 * of the record the API derives (never in the input).
 * @typedef {{ fields: Readonly<Record<string, Field>>,
 *   generic?: { order?: ReadonlyArray<{ field: string, direction: 'ASC' | 'DESC' }> },
 *   derived?: Readonly<Record<string, Field>> }} ResourceContract
 */
/** @typedef {Readonly<Record<ResourceId, ResourceContract>>} Resources */
/** @typedef {(typeof CERTIFICATE_BADGES)[number]} CertificateBadge */
/** The value meaning "every one" (every division, every language) where a resource takes it. */
export const ALL: "all";
export const REPORT_CATEGORIES: readonly ["Reports", "Articles"];
/** The address segment of `/<division>/blog/<slug>` (the public route accepts exactly these). */
export const SLUG_PATTERN: "^[a-z0-9]+(?:-[a-z0-9]+)*$";
/** A gallery category key: what photos store and the public `?category=` takes. */
/**
 * The badge drawn beside a certificate (shared-ui CertificationBadge): one emblem per kind of certification the
 * company holds, `other` a plain star.
 */
export const CERTIFICATE_BADGES: readonly ["who-gmp", "fssai", "apeda", "haccp", "iso-9001", "iso-22000", "other"];
export const CATEGORY_KEY_PATTERN: "^[a-z0-9][a-z0-9_-]{0,39}$";
/** Accepted by every resource: shown/hidden, and the position in its ordering scope. */
/** @type {Readonly<{ published: BooleanField, sortOrder: IntegerField }>} */
export const COMMON_FIELDS: Readonly<{
    published: BooleanField;
    sortOrder: IntegerField;
}>;
/** @type {Resources} */
export const RESOURCES: Resources;
/** @type {readonly ResourceId[]} */
export const RESOURCE_IDS: readonly ResourceId[];
/**
 * Every studio resource: the keys of RESOURCES (contract.test.ts checks they agree).
 */
export type ResourceId = "products" | "product-cards" | "blogs" | "events" | "gallery" | "gallery-categories" | "videos" | "reports" | "brochures" | "faculty" | "certificates" | "downloads" | "image-slider" | "division-banners" | "division-hero" | "page-banners";
export type FileKind = "image" | "pdf" | "video";
/**
 * What every field may say.
 */
export type FieldRules = {
    /**
     * Present in a create (translated: English may never be empty).
     */
    required?: boolean | undefined;
    /**
     * No two records share the value (409 naming the field).
     */
    unique?: boolean | undefined;
    /**
     * Set on create only: an update body may not carry it.
     */
    immutable?: boolean | undefined;
};
/**
 * A plain string.
 */
export type TextFieldRules = {
    type: "text";
    maxLength?: number | undefined;
    /**
     * A regular expression (source) the value must match, and the 400 message when it does not.
     */
    pattern?: string | undefined;
    patternMessage?: string | undefined;
    /**
     * Surrounding white space is removed before the checks.
     */
    trim?: boolean | undefined;
    /**
     * The value must hold a non-space character (this message otherwise).
     */
    notBlankMessage?: string | undefined;
    /**
     * `video-address`: an https address on YouTube or Vimeo.
     */
    format?: "video-address" | undefined;
    /**
     * The value is `field` of a record
     * of `resource` (`label`: that resource's translated field naming it).
     */
    references?: {
        resource: ResourceId;
        field: string;
        label: string;
    } | undefined;
};
export type TextField = FieldRules & TextFieldRules;
export type TextListField = FieldRules & {
    type: "textList";
    maxLength: number;
    minItems?: number;
    minItemsMessage?: string;
    maxItems: number;
    trim?: boolean;
    notBlankMessage?: string;
};
/**
 * The editor's JSON document (./rich-text.mjs); `maxLength`: characters of its text; `notBlankMessage`: the document
 * must hold some text (this message otherwise).
 */
export type RichTextField = FieldRules & {
    type: "richText";
    maxLength: number;
    notBlankMessage?: string;
};
export type TranslatedField = FieldRules & {
    type: "translated";
    maxLength: number;
};
/**
 * `{en: Doc, …}` rich text documents per language; `maxLength`: characters of text in each.
 */
export type TranslatedRichTextField = FieldRules & {
    type: "translatedRichText";
    maxLength: number;
};
export type TranslatedListField = FieldRules & {
    type: "translatedList";
    maxItems: number;
    item: Readonly<Record<string, TextField | TextListField | RichTextField>>;
};
/**
 * One of `options`; `message`: the 400 message (default `<name> must be one of: <options>`).
 */
export type EnumField = FieldRules & {
    type: "enum";
    options: readonly string[];
    message?: string;
};
export type IntegerField = FieldRules & {
    type: "integer";
    minimum: number;
    maximum: number;
};
export type NumberField = FieldRules & {
    type: "number";
    minimum: number;
    maximum: number;
};
/**
 * A list the same in every language (a product's pack sizes), each item of number and enum fields.
 */
export type ListField = FieldRules & {
    type: "list";
    maxItems: number;
    item: Readonly<Record<string, NumberField | EnumField>>;
};
export type BooleanField = FieldRules & {
    type: "boolean";
};
export type DateField = FieldRules & {
    type: "date";
};
export type LinkField = FieldRules & {
    type: "link";
};
export type LanguageField = FieldRules & {
    type: "language";
};
/**
 * `image`: the image field whose subject it locates.
 */
export type FocalPointField = FieldRules & {
    type: "focalPoint";
    image: string;
};
/**
 * An uploaded file.
 */
export type FileFieldRules = {
    type: "file";
    kind: FileKind;
    /**
     * Storage folder, e.g. `products`.
     */
    folder: string;
    /**
     * Images only: the longest side after re-encoding (default 2000).
     */
    maxDimension?: number | undefined;
    /**
     * A list of files (a JSON array column); an upload appends one.
     */
    list?: boolean | undefined;
    /**
     * List fields only: at most this many files (default 20).
     */
    maxItems?: number | undefined;
    /**
     * One file per language, English the fallback: expanded in RESOURCES into this
     * field (English) and one field per other language (`languageFileName`), each with `language` and `of` set.
     */
    perLanguage?: boolean | undefined;
    /**
     * An expanded language file: its language and the declared field it belongs to.
     */
    language?: string | undefined;
    of?: string | undefined;
};
export type FileField = FieldRules & FileFieldRules;
export type Field = TextField | TranslatedField | TranslatedListField | TranslatedRichTextField | EnumField | IntegerField | NumberField | ListField | BooleanField | DateField | LinkField | LanguageField | FocalPointField | FileField;
/**
 * A resource: its fields; `generic`: built by the API's generic studio resource from this declaration alone (table,
 * admin and public routes), `order` the admin and public lists' order (default: the studio's order); `derived`: fields
 * of the record the API derives (never in the input).
 */
export type ResourceContract = {
    fields: Readonly<Record<string, Field>>;
    generic?: {
        order?: ReadonlyArray<{
            field: string;
            direction: "ASC" | "DESC";
        }>;
    };
    derived?: Readonly<Record<string, Field>>;
};
export type Resources = Readonly<Record<ResourceId, ResourceContract>>;
export type CertificateBadge = (typeof CERTIFICATE_BADGES)[number];
