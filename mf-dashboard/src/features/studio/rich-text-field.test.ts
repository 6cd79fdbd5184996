import { plainTextToRichText as rt } from '@aurinko/contract/rich-text';
import { describe, expect, it } from 'vitest';
import { docs, productRecord } from '../../testing/studio-records';
import { completeness, inputOf, newValues, validate, valuesOf } from './studio-form';
import { RESOURCES } from './studio-registry';

// A product's details and usage are rich text (issue 33): the form's values, input, checks and tab status.
const schema = RESOURCES.products;

describe('a translated rich text field in the studio form', () => {
  it('sends the documents of the filled languages on create, an empty document for an emptied one on update', () => {
    const values = newValues(schema, { group: 'Pet' });
    values.name = { ...(values.name as object), en: 'Gel' };
    values.details = { ...(values.details as object), en: rt('Strong\nbones'), fr: rt('Os') };
    expect(inputOf(schema, values).details).toEqual({ en: rt('Strong\nbones'), fr: rt('Os') });

    const saved = valuesOf(schema, productRecord('1', 'Gel', { details: docs({ en: 'A', fr: 'B' }) }));
    const edited = {
      ...saved,
      details: { ...(saved.details as object), fr: { type: 'doc', content: [{ type: 'paragraph' }] } },
    };
    expect(inputOf(schema, edited, saved)).toEqual({
      details: {
        en: rt('A'),
        ar: { type: 'doc', content: [] },
        fr: { type: 'doc', content: [] },
        ko: { type: 'doc', content: [] },
        es: { type: 'doc', content: [] },
        ru: { type: 'doc', content: [] },
      },
    });
  });

  it('counts a language with text as filled and checks the limit and the allow-list', () => {
    const values = valuesOf(
      schema,
      productRecord('1', { en: 'Gel', fr: 'Gel' }, { details: docs({ en: 'Text' }) }),
    );
    expect(completeness(schema, values).fr).toBe('missing');
    values.details = { ...(values.details as object), fr: rt('Texte') };
    expect(completeness(schema, values).fr).toBe('filled');
    values.details = { ...(values.details as object), ar: rt('x'.repeat(5001)) };
    expect(validate(schema, values)['details.ar']).toEqual({ key: 'errors.tooLong', values: { max: 5000 } });
    values.details = {
      ...(values.details as object),
      ar: { type: 'doc', content: [{ type: 'script', content: [{ type: 'text', text: 'x' }] }] },
    };
    expect(validate(schema, values)['details.ar']).toEqual({ key: 'errors.richText' });
  });
});
