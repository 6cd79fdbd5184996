import { PACK_UNITS } from '@aurinko/contract/product-facts';
import { describe, expect, it } from 'vitest';
import { inputOf, newPackSize, newRow, newValues, validate, valuesOf } from './studio-form';
import { RESOURCES } from './studio-registry';

// Product facts in the studio (issue 34): pack sizes (amount + unit from the contract's list) and the per-language
// dosage table, checked in the browser with the API's paths (`packSizes.0.amount`, `dosage.ar.0.species`).

const products = RESOURCES.products;
const field = (name: string) => products.fields.find((candidate) => candidate.name === name);
const base = () => ({
  ...newValues(products),
  group: 'Livestock',
  name: { ...(newValues(products).name as object), en: 'Mix' },
});

describe('product facts in the studio form', () => {
  it('takes the units and limits from the contract and starts empty, in US dollars', () => {
    expect(field('packSizes')?.options?.map((option) => option.value)).toEqual([...PACK_UNITS]);
    expect(field('packSizes')).toMatchObject({ widget: 'packSizes', maxItems: 8, min: 0.001, max: 100_000 });
    expect(field('dosage')?.columns?.map((column) => [column.name, column.required ?? false])).toEqual([
      ['species', true],
      ['weight', false],
      ['dose', true],
    ]);
    const values = newValues(products);
    expect(values.packSizes).toEqual([]);
    expect(values.currency).toBe('USD');
  });

  it('sends pack sizes as numbers (a decimal comma accepted) and each language’s dosage rows, trimmed', () => {
    const values = {
      ...base(),
      packSizes: [newPackSize('50', 'g'), newPackSize('2,5', 'kg')],
      dosage: {
        ...(newValues(products).dosage as object),
        ar: [newRow({ species: ' الأبقار ', weight: '100–300 كغ', dose: '10 غ يوميًا' })],
      },
    };
    expect(validate(products, values)).toEqual({});
    const input = inputOf(products, values);
    expect(input.packSizes).toEqual([
      { amount: 50, unit: 'g' },
      { amount: 2.5, unit: 'kg' },
    ]);
    expect(input.dosage).toEqual({ ar: [{ species: 'الأبقار', weight: '100–300 كغ', dose: '10 غ يوميًا' }] });
  });

  it('names each wrong part by the API’s path', () => {
    const values = {
      ...base(),
      packSizes: [newPackSize('', 'g'), newPackSize('5', 'lb'), newPackSize('0', 'kg')],
      dosage: {
        ...(newValues(products).dosage as object),
        fr: [newRow({ species: '', weight: '', dose: '' })],
      },
      registrationNumber: 'رقم 5',
      price: '12.345',
    };
    expect(validate(products, values)).toEqual({
      'packSizes.0.amount': { key: 'errors.number' },
      'packSizes.1.unit': { key: 'errors.required' },
      'packSizes.2.amount': { key: 'errors.range', values: { min: 0.001, max: 100_000 } },
      'dosage.fr.0.species': { key: 'errors.required' },
      'dosage.fr.0.dose': { key: 'errors.required' },
      registrationNumber: { key: 'errors.registrationNumber' },
      price: { key: 'errors.price' },
    });
  });

  it('reads a record’s facts back and sends only what changed ([] clears the pack sizes)', () => {
    const record = {
      _id: '7',
      group: 'Livestock',
      division: 'veterinary',
      name: { en: 'Mix', ar: '', fr: '', ko: '', es: '', ru: '' },
      packSizes: [{ amount: 1, unit: 'l' }],
      dosage: {
        en: [{ species: 'Cattle', weight: '', dose: '10 ml' }],
        ar: [],
        fr: [],
        ko: [],
        es: [],
        ru: [],
      },
      price: '',
      currency: 'USD',
      registrationNumber: '',
      published: true,
      sortOrder: 1,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    };
    const saved = valuesOf(products, record);
    expect(saved.packSizes).toEqual([expect.objectContaining({ amount: '1', unit: 'l' })]);
    expect(inputOf(products, saved, saved)).toEqual({});
    expect(inputOf(products, { ...saved, packSizes: [] }, saved)).toEqual({ packSizes: [] });
  });
});
