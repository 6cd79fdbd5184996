import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { resourceJsonSchema } from './json-schema.mjs';
import { LANGUAGES } from './languages.mjs';
import { COUNTED_UNITS, PACK_UNITS, UNIT_SYMBOLS } from './product-facts.mjs';
import { languageFileName, RESOURCE_IDS, RESOURCES } from './resources.mjs';

const ajv = new Ajv2020({
  strict: false,
  allErrors: true,
  // Formats are documentation here (the API checks dates and addresses itself).
  formats: { date: true, 'date-time': true, uri: true },
});

describe('the studio resources’ JSON Schemas (draft 2020-12)', () => {
  it('every resource has a valid create, update and record schema', () => {
    expect(RESOURCE_IDS).toHaveLength(16);
    expect(RESOURCE_IDS).toContain('downloads');
    for (const id of RESOURCE_IDS) {
      for (const kind of ['create', 'update', 'record'] as const) {
        expect(ajv.validateSchema(resourceJsonSchema(id, kind)), `${id} ${kind}`).toBe(true);
      }
    }
  });

  it('a language-aware file is one file field per language, English the declared one; none is in a body', () => {
    const fields = RESOURCES.downloads.fields;
    expect(LANGUAGES.map((lang) => languageFileName('file', lang))).toEqual([
      'file',
      'fileAr',
      'fileFr',
      'fileKo',
      'fileEs',
      'fileRu',
    ]);
    expect(fields.file).toMatchObject({ type: 'file', kind: 'pdf', perLanguage: true });
    expect(fields.fileFr).toEqual({
      type: 'file',
      kind: 'pdf',
      folder: 'downloads',
      language: 'fr',
      of: 'file',
    });
    const record = resourceJsonSchema('downloads', 'record') as { properties: Record<string, unknown> };
    expect(Object.keys(record.properties)).toEqual(expect.arrayContaining(['file', 'fileAr', 'fileRu']));
    const create = ajv.compile(resourceJsonSchema('downloads', 'create'));
    expect(create({ title: { en: 'Price list' }, date: '2027-01-15' })).toBe(true);
    expect(create({ title: { en: 'Price list' }, date: '2027-01-15', fileFr: '/api/uploads/a.pdf' })).toBe(
      false,
    );
  });

  it('a faculty body: three texts per language; too long, an unknown language or a file in the body are refused', () => {
    const validate = ajv.compile(resourceJsonSchema('faculty', 'create'));
    const body = { name: { en: 'Dr Lee', ko: '이 박사' }, designation: { en: 'Dean' }, bio: { en: 'Bio' } };
    expect(validate(body)).toBe(true);
    expect(validate({ ...body, name: { en: 'x'.repeat(121) } })).toBe(false);
    expect(validate({ ...body, name: { xx: 'Dr Lee' } })).toBe(false);
    expect(validate({ ...body, photo: '/api/uploads/a.jpg' })).toBe(false);
  });

  it('a blog post: a slug is required on create, sections per language; an update may leave everything out', () => {
    const create = ajv.compile(resourceJsonSchema('blogs', 'create'));
    expect(create({ title: { en: 'T' } })).toBe(false);
    expect(
      create({
        slug: 'milk-fever',
        title: { en: 'T' },
        sections: {
          fr: [
            {
              heading: 'H',
              body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'P' }] }] },
            },
          ],
        },
        publishedAt: '2026-03-14',
      }),
    ).toBe(true);
    expect(create({ slug: 'Milk Fever' })).toBe(false);
    expect(create({ slug: 'a', sections: { en: [{ heading: 'H', body: { type: 'doc' } }] } })).toBe(false);
    expect(ajv.compile(resourceJsonSchema('blogs', 'update'))({})).toBe(true);
  });

  it('a gallery category key is set on create only', () => {
    expect(resourceJsonSchema('gallery-categories', 'create').properties).toHaveProperty('key');
    expect(resourceJsonSchema('gallery-categories', 'update').properties).not.toHaveProperty('key');
  });

  it('translated fields take exactly the site’s languages', () => {
    const name = (
      resourceJsonSchema('faculty', 'create').properties as Record<string, { properties: object }>
    ).name;
    expect(Object.keys(name?.properties ?? {})).toEqual([...LANGUAGES]);
  });

  it('every file field names its kind and storage folder; list fields their size', () => {
    for (const [id, declaration] of Object.entries(RESOURCES)) {
      for (const [name, field] of Object.entries(declaration.fields)) {
        if (field.type !== 'file') continue;
        expect(['image', 'pdf', 'video'], `${id}.${name}`).toContain(field.kind);
        expect(field.folder, `${id}.${name}`).toMatch(/^[a-z-]+$/);
        if (field.list) expect(field.maxItems, `${id}.${name}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('the rich text schema (OpenAPI) and the API’s rule agree', () => {
  it('a document with a heading, a list, a quote and a table is valid for both; a script node for neither', async () => {
    const { normalizeRichText } = await import('./rich-text.mjs');
    const { richTextSchema } = await import('./json-schema.mjs');
    const input = ajv.compile(richTextSchema('input'));
    const record = ajv.compile(richTextSchema('record'));
    const p = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'heading',
          attrs: { level: 3 },
          content: [{ type: 'text', text: 'H', marks: [{ type: 'bold' }] }],
        },
        p('x'),
        { type: 'bulletList', content: [{ type: 'listItem', content: [p('a')] }] },
        { type: 'blockquote', content: [p('q')] },
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [{ type: 'tableHeader', attrs: { colspan: 2 }, content: [p('W')] }],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'l', marks: [{ type: 'link', attrs: { href: 'https://who.int/x' } }] },
          ],
        },
      ],
    };
    expect(input(doc), JSON.stringify(input.errors)).toBe(true);
    expect(record(doc)).toBe(true);
    expect('doc' in normalizeRichText(doc)).toBe(true);
    const script = { type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'x' }] }] };
    expect(input(script)).toBe(false);
    expect(record(script)).toBe(false);
    expect('error' in normalizeRichText(script)).toBe(true);
    expect(
      input({
        ...doc,
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
            ],
          },
        ],
      }),
    ).toBe(false);
  });
});

describe('the units’ words (product-facts.mjs)', () => {
  it('are written in every language of the contract, and only those', () => {
    const tables = { ...UNIT_SYMBOLS, ...COUNTED_UNITS };
    expect(Object.keys(tables).sort()).toEqual([...PACK_UNITS].sort());
    for (const [unit, words] of Object.entries(tables)) {
      expect(Object.keys(words), unit).toEqual([...LANGUAGES]);
    }
    for (const [unit, words] of Object.entries(COUNTED_UNITS)) {
      for (const [language, forms] of Object.entries(words))
        expect(forms.other, `${unit} ${language}`).toBeTruthy();
    }
  });
});
