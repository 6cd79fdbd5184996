import { describe, expect, it } from 'vitest';
import { newValues, validate } from './studio-form';
import { RESOURCES } from './studio-registry';

describe('the certificates editor', () => {
  const schema = RESOURCES.certificates;
  const values = (validFrom: string, validUntil: string) => ({
    ...newValues(schema),
    name: 'HACCP',
    number: 'HACCP-IN-24-0318',
    description: { ...(newValues(schema).description as object), en: 'Food-safety hazards under control.' },
    validFrom,
    validUntil,
  });

  it('refuses an end of validity before its start, in the form, on the end date', () => {
    expect(validate(schema, values('2024-07-01', '2024-06-30'))).toEqual({
      validUntil: { key: 'errors.validUntil' },
    });
  });

  it('accepts one day of validity and a longer one', () => {
    expect(validate(schema, values('2024-07-01', '2024-07-01'))).toEqual({});
    expect(validate(schema, values('2024-07-01', '2027-06-30'))).toEqual({});
  });

  it('offers every badge of the contract, the star by default', () => {
    const badge = schema.fields.find((field) => field.name === 'badge');
    expect(badge?.options?.map((option) => option.value)).toEqual([
      'who-gmp',
      'fssai',
      'apeda',
      'haccp',
      'iso-9001',
      'iso-22000',
      'other',
    ]);
    expect(newValues(schema).badge).toBe('other');
  });
});
