import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/common/lang/languages.js';
import { quantity } from '../../src/seed/data/i18n.js';
import { AGRICULTURE_PRODUCTS } from '../../src/seed/data/products-agriculture.data.js';
import { HUMAN_PRODUCTS } from '../../src/seed/data/products-human.data.js';
import { VETERINARY_PRODUCTS } from '../../src/seed/data/products-veterinary.data.js';

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
  const products = [...HUMAN_PRODUCTS, ...VETERINARY_PRODUCTS, ...AGRICULTURE_PRODUCTS];
  /** Every translated text of every product, per language. */
  const textsIn = (lang: (typeof LANGUAGES)[number]) =>
    products.flatMap((product) =>
      Object.values(product).flatMap((value) =>
        value && typeof value === 'object' && lang in value
          ? [String((value as Record<string, unknown>)[lang])]
          : [],
      ),
    );

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
