/**
 * THE studio resources: every field of every resource the content studio edits, declared once. The API builds its
 * validation of studio bodies from these declarations (api/src/studio/studio-dto.ts), the dashboard its forms' limits,
 * required marks and file kinds (mf-dashboard/src/features/studio/studio-registry.ts), the OpenAPI document its body
 * schemas (./json-schema.mjs), and a test checks the entities' columns against them (api/test/studio/contract.spec.ts).
 *
 * A field is one of:
 * - `translated`: `{en, ar, …}` texts, each at most `maxLength`; `required` = English may never be empty;
 * - `translatedList`: `{en: Item[], …}` lists of at most `maxItems` items shaped by `item`;
 * - `richText` (an item of a list): the editor's JSON document (./rich-text.mjs), at most `maxLength` characters of text;
 * - `translatedRichText`: `{en: Doc, ar: Doc, …}` documents (./rich-text.mjs), each at most `maxLength` characters of
 *   text; an empty document removes that language (so "filled" means "has text"); `required` = English never empty;
 * - `text`: a plain string (`maxLength`, `pattern` + `patternMessage`, `trim`, `format: 'video-address'`,
 *   `references` another resource's field);
 * - `enum`: one of `options` (`message` when the default "<name> must be one of: …" is not what the API says);
 * - `integer` (`minimum`, `maximum`), `date` (`YYYY-MM-DD`), `link` (a site path or an https address: ./links.mjs),
 *   `language` (a language of the site or `all`), `focalPoint` (`{x, y}` of the image field `image`);
 * - `number`: a number (`minimum`, `maximum`; decimals allowed);
 * - `list`: a list (the same in every language) of at most `maxItems` items shaped by `item` (number and enum fields):
 *   a product's pack sizes;
 * - `file`: an uploaded file of `kind` image/pdf/video (`folder` in the storage, `maxDimension` of images, `list` of
 *   at most `maxItems` files).
 * Common to every field: `required` (present in a create), `unique` (no two records share it: 409), `immutable` (set
 * on create only: not in an update body). Every resource also takes `published` and `sortOrder` (COMMON_FIELDS).
 * Plain JavaScript so the API imports it without a bundler.
 */
import { DIVISIONS, GROUP_NAMES, PAGE_KEYS } from './catalogue.mjs';
import { LANGUAGES } from './languages.mjs';
import { PACK_UNITS, PRICE_CURRENCIES, PRICE_PATTERN, REGISTRATION_PATTERN } from './product-facts.mjs';

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
export const ALL = 'all';

export const REPORT_CATEGORIES = /** @type {const} */ (['Reports', 'Articles']);

/** The address segment of `/<division>/blog/<slug>` (the public route accepts exactly these). */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/** A gallery category key: what photos store and the public `?category=` takes. */
/**
 * The badge drawn beside a certificate (shared-ui CertificationBadge): one emblem per kind of certification the
 * company holds, `other` a plain star.
 */
export const CERTIFICATE_BADGES = /** @type {const} */ ([
  'who-gmp',
  'fssai',
  'apeda',
  'haccp',
  'iso-9001',
  'iso-22000',
  'other',
]);

export const CATEGORY_KEY_PATTERN = '^[a-z0-9][a-z0-9_-]{0,39}$';

/** Accepted by every resource: shown/hidden, and the position in its ordering scope. */
/** @type {Readonly<{ published: BooleanField, sortOrder: IntegerField }>} */
export const COMMON_FIELDS = {
  published: { type: 'boolean' },
  sortOrder: { type: 'integer', minimum: 0, maximum: 1_000_000 },
};

/** @type {EnumField} */
const divisionOrEmpty = {
  type: 'enum',
  options: ['', ...DIVISIONS],
  message: `division must be one of: ${DIVISIONS.join(', ')}, or "" for all`,
};

/** @type {Readonly<Record<string, Field>>} */
const bannerFields = {
  division: { type: 'enum', options: DIVISIONS, required: true },
  language: { type: 'language' },
  link: { type: 'link' },
  alt: { type: 'translated', maxLength: 200, required: true },
  image: { type: 'file', kind: 'image', folder: 'banners' },
  imageFocus: { type: 'focalPoint', image: 'image' },
};

/** @type {Resources} */
const DECLARED = {
  products: {
    fields: {
      group: {
        type: 'enum',
        options: GROUP_NAMES,
        required: true,
        message: 'group must be one of the 22 product groups',
      },
      name: { type: 'translated', maxLength: 300, required: true },
      details: { type: 'translatedRichText', maxLength: 5000 },
      segment: { type: 'translated', maxLength: 300 },
      type: { type: 'translated', maxLength: 300 },
      category: { type: 'translated', maxLength: 300 },
      packing: { type: 'translated', maxLength: 300 },
      composition: { type: 'translated', maxLength: 5000 },
      indications: { type: 'translated', maxLength: 5000 },
      usage: { type: 'translatedRichText', maxLength: 5000 },
      /** The packs sold, e.g. 50 g and 1 kg: formatted per language by ./product-facts.mjs (never stored as text). */
      packSizes: {
        type: 'list',
        maxItems: 8,
        item: {
          amount: { type: 'number', minimum: 0.001, maximum: 100_000, required: true },
          unit: {
            type: 'enum',
            options: PACK_UNITS,
            required: true,
            message: `unit must be one of: ${PACK_UNITS.join(', ')}`,
          },
        },
      },
      registrationNumber: {
        type: 'text',
        maxLength: 64,
        trim: true,
        pattern: REGISTRATION_PATTERN,
        patternMessage:
          'registrationNumber must be at most 64 Latin letters, digits, spaces and / - . ( ) characters, or empty',
      },
      storage: { type: 'translated', maxLength: 1000 },
      /** The dosage table, per language: one row per species (or crop, or age group). */
      dosage: {
        type: 'translatedList',
        maxItems: 20,
        item: {
          species: {
            type: 'text',
            maxLength: 120,
            required: true,
            trim: true,
            notBlankMessage: 'species must not be empty',
          },
          weight: { type: 'text', maxLength: 120, required: true, trim: true },
          dose: {
            type: 'text',
            maxLength: 300,
            required: true,
            trim: true,
            notBlankMessage: 'dose must not be empty',
          },
        },
      },
      /** "" = price on request; otherwise the price of the first pack size in `currency`. */
      price: {
        type: 'text',
        maxLength: 12,
        pattern: PRICE_PATTERN,
        patternMessage:
          'price must be an amount such as 12.50 (up to 9 digits, 2 decimals), or empty for "price on request"',
      },
      currency: {
        type: 'enum',
        options: PRICE_CURRENCIES,
        message: `currency must be one of: ${PRICE_CURRENCIES.join(', ')}`,
      },
      image: { type: 'file', kind: 'image', folder: 'products' },
      logo: { type: 'file', kind: 'image', folder: 'products', maxDimension: 800 },
      report: { type: 'file', kind: 'pdf', folder: 'reports' },
      brochure: { type: 'file', kind: 'pdf', folder: 'brochures' },
    },
    /** Derived by the API from the group (read-only in the record). */
    derived: { division: { type: 'enum', options: DIVISIONS } },
  },
  'product-cards': {
    fields: {
      name: { type: 'translated', maxLength: 120, required: true },
      details: { type: 'translated', maxLength: 1000, required: true },
      category: { type: 'translated', maxLength: 120, required: true },
      rating: { type: 'integer', minimum: 1, maximum: 5, required: true },
      image: { type: 'file', kind: 'image', folder: 'product-cards', maxDimension: 1200 },
    },
  },
  blogs: {
    fields: {
      slug: {
        type: 'text',
        maxLength: 120,
        required: true,
        unique: true,
        pattern: SLUG_PATTERN,
        patternMessage:
          'slug must be lower-case letters, digits and single hyphens, e.g. milk-fever-in-dairy-cows',
      },
      title: { type: 'translated', maxLength: 200, required: true },
      excerpt: { type: 'translated', maxLength: 1000 },
      coverFocus: { type: 'focalPoint', image: 'cover' },
      sections: {
        type: 'translatedList',
        maxItems: 50,
        item: {
          heading: {
            type: 'text',
            maxLength: 300,
            required: true,
            trim: true,
            notBlankMessage: 'heading must not be empty',
          },
          body: {
            type: 'richText',
            maxLength: 20000,
            required: true,
            notBlankMessage: 'body must not be empty',
          },
        },
      },
      category: { type: 'text', maxLength: 64, trim: true },
      division: {
        type: 'enum',
        options: ['', ...DIVISIONS],
        message: `division must be one of: ${DIVISIONS.join(', ')} (or "" for all)`,
      },
      publishedAt: { type: 'date' },
      cover: { type: 'file', kind: 'image', folder: 'blogs', maxDimension: 1600 },
    },
  },
  events: {
    fields: {
      title: { type: 'translated', maxLength: 200, required: true },
      date: { type: 'date', required: true },
      place: { type: 'translated', maxLength: 200, required: true },
      description: { type: 'translatedRichText', maxLength: 5000, required: true },
      images: { type: 'file', kind: 'image', folder: 'events', maxDimension: 1600, list: true, maxItems: 12 },
    },
  },
  'gallery-categories': {
    fields: {
      key: {
        type: 'text',
        required: true,
        unique: true,
        immutable: true,
        pattern: CATEGORY_KEY_PATTERN,
        patternMessage: 'key must be 1 to 40 characters: a-z, 0-9, - or _ (starting with a letter or digit)',
      },
      label: { type: 'translated', maxLength: 80, required: true },
    },
  },
  gallery: {
    fields: {
      category: {
        type: 'text',
        required: true,
        pattern: CATEGORY_KEY_PATTERN,
        patternMessage: 'category must be a category key (a-z, 0-9, - or _)',
        references: { resource: 'gallery-categories', field: 'key', label: 'label' },
      },
      division: divisionOrEmpty,
      caption: { type: 'translated', maxLength: 300, required: true },
      image: { type: 'file', kind: 'image', folder: 'gallery' },
    },
  },
  videos: {
    fields: {
      title: { type: 'translated', maxLength: 200, required: true },
      division: divisionOrEmpty,
      url: { type: 'text', maxLength: 512, format: 'video-address' },
      file: { type: 'file', kind: 'video', folder: 'videos' },
      poster: { type: 'file', kind: 'image', folder: 'videos', maxDimension: 1600 },
    },
  },
  reports: {
    fields: {
      category: { type: 'enum', options: REPORT_CATEGORIES, required: true },
      division: { type: 'enum', options: DIVISIONS, required: true },
      title: { type: 'translated', maxLength: 300, required: true },
      details: { type: 'translatedRichText', maxLength: 5000, required: true },
      file: { type: 'file', kind: 'pdf', folder: 'reports' },
    },
  },
  brochures: {
    fields: {
      name: { type: 'translated', maxLength: 300, required: true },
      category: { type: 'text', maxLength: 64 },
      division: { type: 'enum', options: [ALL, ...DIVISIONS] },
      file: { type: 'file', kind: 'pdf', folder: 'brochures' },
    },
  },
  faculty: {
    fields: {
      name: { type: 'translated', maxLength: 120, required: true },
      designation: { type: 'translated', maxLength: 200, required: true },
      bio: { type: 'translated', maxLength: 3000, required: true },
      photo: { type: 'file', kind: 'image', folder: 'faculty', maxDimension: 800 },
    },
  },
  certificates: {
    fields: {
      // As the standard writes it ("ISO 22000:2018", "WHO-GMP"): the same in every language, never translated.
      name: {
        type: 'text',
        maxLength: 120,
        required: true,
        trim: true,
        notBlankMessage: 'name must not be empty',
      },
      description: { type: 'translated', maxLength: 2000, required: true },
      number: {
        type: 'text',
        maxLength: 80,
        required: true,
        trim: true,
        notBlankMessage: 'number must not be empty',
      },
      // The issuing authority's own name ("" = an accredited certification body, said in the visitor's language).
      issuer: { type: 'text', maxLength: 200, trim: true },
      validFrom: { type: 'date', required: true },
      // Not before validFrom (400 naming validUntil).
      validUntil: { type: 'date', required: true },
      badge: { type: 'enum', options: CERTIFICATE_BADGES, required: true },
      file: { type: 'file', kind: 'pdf', folder: 'certificates' },
    },
  },
  /**
   * Documents to download (issue 32): built entirely by the API's generic studio resource (api/src/studio/generic/):
   * its table, admin routes and public `GET /api/downloads` come from this declaration alone.
   */
  downloads: {
    generic: { order: [{ field: 'date', direction: 'DESC' }] },
    fields: {
      title: { type: 'translated', maxLength: 200, required: true },
      // One PDF per language; a language without one falls back to the English file.
      file: { type: 'file', kind: 'pdf', folder: 'downloads', perLanguage: true },
      date: { type: 'date', required: true },
    },
  },
  'image-slider': { fields: bannerFields },
  'division-banners': { fields: bannerFields },
  // The picture at the top of each division home (its largest paint): one per division and language.
  'division-hero': { fields: bannerFields },
  'page-banners': {
    fields: {
      key: {
        type: 'enum',
        options: PAGE_KEYS,
        required: true,
        unique: true,
        message: 'key must be one of the division pages (<division>/<page>, e.g. human/about)',
      },
      title: { type: 'translated', maxLength: 300, required: true },
      image: { type: 'file', kind: 'image', folder: 'banners' },
      imageFocus: { type: 'focalPoint', image: 'image' },
    },
  },
};

/**
 * The name of a language-aware file field's file in `lang`: the field's own name for English, `<name><Lang>` for the
 * others (`file`, `fileAr`, `fileFr`, …).
 * @param {string} name @param {string} lang
 */
export function languageFileName(name, lang) {
  return lang === 'en' ? name : `${name}${lang.charAt(0).toUpperCase()}${lang.slice(1)}`;
}

/**
 * A `perLanguage` file field is one file per language: the declaration's field (English, the fallback) and one
 * field per other language (`languageFileName`), each an ordinary file field (own column, upload, draft, history).
 * @param {Readonly<Record<string, Field>>} fields
 */
function expandLanguageFiles(fields) {
  /** @type {Record<string, Field>} */
  const out = {};
  for (const [name, field] of Object.entries(fields)) {
    out[name] = field;
    if (field.type !== 'file' || !field.perLanguage) continue;
    for (const lang of LANGUAGES) {
      if (lang === 'en') continue;
      const { perLanguage: _, ...rest } = field;
      out[languageFileName(name, lang)] = { ...rest, language: lang, of: name };
    }
  }
  return out;
}

/** @type {Resources} */
export const RESOURCES = /** @type {Resources} */ (
  Object.fromEntries(
    Object.entries(DECLARED).map(([id, declaration]) => [
      id,
      { ...declaration, fields: expandLanguageFiles(declaration.fields) },
    ]),
  )
);

/** @type {readonly ResourceId[]} */
export const RESOURCE_IDS = /** @type {ResourceId[]} */ (Object.keys(RESOURCES));

/** The options an enum field takes (`language`: `all` and every language). @param {Field} field */
export function optionsOf(field) {
  if (field.type === 'enum') return field.options;
  if (field.type === 'language') return [ALL, ...LANGUAGES];
  return [];
}

/** @param {ResourceId} id */
export function resource(id) {
  const found = RESOURCES[id];
  if (!found) throw new Error(`No studio resource ${id}`);
  return found;
}

/**
 * The names of a resource's fields by what the API does with them.
 * @param {ResourceId} id
 */
export function fieldsByRole(id) {
  const entries = Object.entries(resource(id).fields);
  /** @param {(field: Field) => boolean} test */
  const names = (test) => entries.filter(([, field]) => test(field)).map(([name]) => name);
  return {
    translated: names((f) => f.type === 'translated'),
    translatedLists: names((f) => f.type === 'translatedList'),
    translatedRichTexts: names((f) => f.type === 'translatedRichText'),
    required: names((f) => f.type === 'translated' && f.required === true),
    requiredRichTexts: names((f) => f.type === 'translatedRichText' && f.required === true),
    plain: names(
      (f) =>
        f.type !== 'translated' &&
        f.type !== 'translatedList' &&
        f.type !== 'translatedRichText' &&
        f.type !== 'file',
    ),
    lists: names((f) => f.type === 'list'),
    dates: names((f) => f.type === 'date'),
    unique: names((f) => f.unique === true),
    files: names((f) => f.type === 'file'),
  };
}
