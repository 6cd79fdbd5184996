import { plainTextToRichText, type RichTextDoc } from '@aurinko/contract/rich-text';
import { LANGUAGES, type Language } from '@aurinko/shared-ui';

type Texts = Partial<Record<Language, string>>;

/** A translated field as the admin API answers it: every language, "" where missing. */
export const texts = (given: Texts = {}) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, given[language] ?? ''])) as Record<
    Language,
    string
  >;

/** A translated rich text field as the admin API answers it: every language a document, empty where missing. */
export const docs = (given: Texts = {}) =>
  Object.fromEntries(
    LANGUAGES.map((language) => {
      const text = given[language];
      return [language, text ? plainTextToRichText(text) : { type: 'doc', content: [] }];
    }),
  ) as Record<Language, RichTextDoc>;

const stamps = { createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' };

export function productRecord(id: string, name: Texts | string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    group: 'Livestock',
    division: 'veterinary',
    name: texts(typeof name === 'string' ? { en: name } : name),
    details: docs(),
    segment: texts(),
    type: texts(),
    category: texts(),
    packing: texts(),
    composition: texts(),
    indications: texts(),
    usage: docs(),
    image: null,
    logo: null,
    report: null,
    brochure: null,
    sortOrder: Number(id),
    published: true,
    ...stamps,
    ...extra,
  };
}

export function cardRecord(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    name: texts({ en: name }),
    details: texts({ en: `${name} details` }),
    category: texts({ en: 'Feed' }),
    rating: 4,
    image: null,
    sortOrder: Number(id),
    published: true,
    ...stamps,
    ...extra,
  };
}

export const page = <T>(items: T[], total = items.length, pageNumber = 1, pageSize = 20) => ({
  items,
  total,
  page: pageNumber,
  pageSize,
});
