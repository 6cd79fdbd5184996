import { plainTextToRichText as rt } from '@aurinko/contract/rich-text';
import { describe, expect, it } from 'vitest';
import { changesSince, defaultChoices, merge, textOf } from './conflict';
import { valuesOf } from './studio-form';
import { RESOURCES } from './studio-registry';

const schema = RESOURCES.products;
// Details are rich text (issue 33): each language a document, compared and merged per language like a text.
const record = (name: Record<string, string>, texts: Record<string, string>) =>
  valuesOf(schema, {
    _id: '1',
    sortOrder: 0,
    published: true,
    createdAt: '',
    updatedAt: '',
    group: 'Pet',
    name,
    details: Object.fromEntries(Object.entries(texts).map(([lang, text]) => [lang, rt(text)])),
  });

describe('conflict of two editors', () => {
  const opened = record({ en: 'Name' }, { en: 'Old details' });
  const theirs = record({ en: 'Name', ar: 'اسم' }, { en: 'Their details' });
  const mine = record({ en: 'My name' }, { en: 'My details' });
  const changes = changesSince(
    schema.fields.filter((f) => f.widget !== 'image'),
    opened,
    theirs,
    mine,
  );

  it('lists what the other admin changed, per language, and whether this editor changed it too', () => {
    expect(changes.map((c) => [c.path, c.mineChanged])).toEqual([
      ['name.ar', false],
      ['details.en', true],
    ]);
  });

  it('takes theirs where only they changed, keeps mine where both did, and merges by choice', () => {
    const choices = defaultChoices(changes);
    expect(choices).toEqual({ 'name.ar': 'theirs', 'details.en': 'mine' });
    const merged = merge(mine, changes, choices) as Record<string, Record<string, unknown>>;
    expect(merged.name).toMatchObject({ en: 'My name', ar: 'اسم' });
    expect(merged.details?.en).toEqual(rt('My details'));
    const taken = merge(mine, changes, { ...choices, 'details.en': 'theirs' }) as Record<
      string,
      Record<string, unknown>
    >;
    expect(taken.details?.en).toEqual(rt('Their details'));
    expect(textOf(changes[1]?.theirs)).toBe('Their details');
  });
});
