import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/common/lang/languages.js';
import { PRODUCT_GROUPS } from '../../src/content/common/divisions.js';
import { ALL_PRODUCTS } from '../../src/content/seed/content.seeds.js';
import { quantity } from '../../src/seed/data/i18n.js';

describe('quantity', () => {
  it("writes the number and the unit each language's way", () => {
    expect(quantity(50, 'g')).toEqual({
      en: '50\u00a0g',
      ar: '50\u00a0غ',
      fr: '50\u00a0g',
      ko: '50g',
      es: '50\u00a0g',
      ru: '50\u00a0г',
    });
    expect(quantity(2.5, 'kg')).toMatchObject({
      en: '2.5\u00a0kg',
      ar: '2.5\u00a0كغ',
      fr: '2,5\u00a0kg',
      ru: '2,5\u00a0кг',
    });
    expect(quantity([1, 2], 'kg')).toMatchObject({ en: '1–2\u00a0kg', ko: '1~2kg', ar: '1–2\u00a0كغ' });
  });
});

describe('seeded product texts', () => {
  const products = ALL_PRODUCTS;
  /** Every translated text of every product, its storage and dosage rows included, per language. */
  const textsIn = (lang: (typeof LANGUAGES)[number]) =>
    products.flatMap((product) =>
      [
        ...Object.values(product),
        product.facts?.storage,
        ...(product.facts?.dosage ?? []).flatMap((row) => [row.species, row.weight, row.dose]),
      ].flatMap((value) =>
        value && typeof value === 'object' && lang in value
          ? [String((value as Record<string, unknown>)[lang])]
          : [],
      ),
    );

  it('fills every range with 6 to 12 products, each with its facts and a name of its own', () => {
    for (const { group } of PRODUCT_GROUPS) {
      const range = products.filter((product) => product.group === group);
      expect(range.length, group).toBeGreaterThanOrEqual(6);
      expect(range.length, group).toBeLessThanOrEqual(12);
    }
    for (const product of products) {
      expect(product.facts?.packs.length, product.name.en).toBeGreaterThan(0);
      for (const lang of LANGUAGES) {
        expect(product.name[lang], `${product.name.en} ${lang}`).not.toBe('');
        expect(product.details[lang], `${product.name.en} ${lang}`).not.toBe('');
        expect(product.facts?.storage[lang], `${product.name.en} ${lang}`).not.toBe('');
      }
    }
    const names = products.map((product) => product.name.en);
    expect(new Set(names).size).toBe(names.length);
  });

  it('Arabic never writes an amount with a Latin unit ("50 g" beside "200 غ")', () => {
    const latinUnit = /\d\s?(?:g|kg|mg|ml|mL|l)\b/;
    const texts = textsIn('ar');
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((text) => latinUnit.test(text))).toEqual([]);
  });

  it('Russian never writes an amount with a Latin unit', () => {
    expect(textsIn('ru').filter((text) => /\d\s?(?:g|kg|mg|ml)\b/.test(text))).toEqual([]);
  });

  it('French and Spanish write decimals with a comma', () => {
    for (const lang of ['fr', 'es'] as const) {
      expect(textsIn(lang).filter((text) => /\d\.\d+\s?(?:g|kg|mg|ml|µg)\b/.test(text))).toEqual([]);
    }
  });
});
