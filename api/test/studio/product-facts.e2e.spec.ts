import type TestAgent from 'supertest/lib/agent.js';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Product facts (issue 34), declared once in @aurinko/contract/resources: structured pack sizes, registration number,
 * storage, a per-language dosage table and price or "price on request" — written through the studio, answered by the
 * public read in the visitor's language, printed on the data sheet, and refused field by field when wrong.
 */
const FACTS = {
  packSizes: [
    { amount: 50, unit: 'g' },
    { amount: 2.5, unit: 'kg' },
  ],
  registrationNumber: 'VET 2025/0999',
  storage: { en: 'Store below 25 °C.', ar: 'يُحفظ في درجة حرارة أقل من 25 °C.' },
  dosage: {
    en: [{ species: 'Cattle', weight: '100–300 kg', dose: '10 g a day' }],
    ar: [{ species: 'الأبقار', weight: '100–300 كغ', dose: '10 غ يوميًا' }],
  },
  price: '12.50',
  currency: 'EUR',
};

async function pdfText(body: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe.each(DATABASES)('product facts on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const create = (body: object) => admin.post('/api/admin/products').set(CSRF).send(body);
  const count = async () => (await admin.get('/api/admin/products?pageSize=1')).body.total as number;

  it('stores the facts and answers them in the visitor’s language (dosage per language, English as fallback)', async () => {
    const res = await create({ group: 'Livestock', name: { en: 'Facts Mix', ar: 'خليط الحقائق' }, ...FACTS });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      packSizes: FACTS.packSizes,
      registrationNumber: 'VET 2025/0999',
      storage: { en: FACTS.storage.en, ar: FACTS.storage.ar, fr: '' },
      dosage: { en: FACTS.dosage.en, ar: FACTS.dosage.ar, fr: [] },
      price: '12.50',
      currency: 'EUR',
    });
    const id = res.body._id as string;
    const ar = (await t.http().get(`/api/products/${id}?lang=ar`).expect(200)).body;
    expect(ar).toMatchObject({
      packSizes: FACTS.packSizes,
      registrationNumber: 'VET 2025/0999',
      storage: FACTS.storage.ar,
      dosage: FACTS.dosage.ar,
      price: '12.50',
      currency: 'EUR',
    });
    const fr = (await t.http().get(`/api/products/${id}?lang=fr`).expect(200)).body;
    expect(fr).toMatchObject({ storage: FACTS.storage.en, dosage: FACTS.dosage.en });

    // "" is "price on request" (null publicly); [] removes the pack sizes; a language's [] removes its rows.
    await admin
      .put(`/api/admin/products/${id}`)
      .set(CSRF)
      .send({ price: '', packSizes: [], dosage: { ar: [] } })
      .expect(200);
    const after = (await t.http().get(`/api/products/${id}?lang=ar`).expect(200)).body;
    expect(after).toMatchObject({ price: null, packSizes: [], dosage: FACTS.dosage.en });
  });

  it('prints the pack sizes in the sheet’s language ("50 غ" in Arabic), the registration number and the price', async () => {
    const { body } = await create({
      group: 'Pet',
      name: { en: 'Sheet Facts', ar: 'حقائق النشرة' },
      ...FACTS,
    });
    const sheet = async (lang: string) => {
      const res = await t
        .http()
        .get(`/api/products/${body._id}/datasheet.pdf?lang=${lang}`)
        .buffer(true)
        .parse((response, callback) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => callback(null, Buffer.concat(chunks)));
        })
        .expect(200);
      return pdfText(res.body as Buffer);
    };
    const en = await sheet('en');
    expect(en).toContain('50 g and 2.5 kg');
    expect(en).toContain('VET 2025/0999');
    expect(en).toContain('€12.50');
    expect(en).toContain('Cattle · 100–300 kg: 10 g a day');
    const ar = await sheet('ar');
    // A PDF reader gives the runs of a right-to-left line in visual order (left to right on the page), each Arabic
    // run's letters in logical order: "50 غ و2.5 كغ" drawn right to left reads back as [كغ] [2.5] [غ و] [50] —
    // "50" rightmost with "غ" at its left, as an Arabic reader reads "50 غ", and no Latin "g".
    expect(ar).toContain('كغ 2.5غ و 50');
    expect(ar).not.toMatch(/\d ?g\b/);
    expect(ar).toContain('VET 2025/0999');
    const ru = await sheet('ru');
    expect(ru).toContain('50 г и 2,5 кг');
  });

  it.each([
    ['a unit not in the list', { packSizes: [{ amount: 1, unit: 'lb' }] }, 'packSizes.0.unit'],
    ['a zero amount', { packSizes: [{ amount: 0, unit: 'g' }] }, 'packSizes.0.amount'],
    ['an amount as text', { packSizes: [{ amount: '50', unit: 'g' }] }, 'packSizes.0.amount'],
    ['a pack without a unit', { packSizes: [{ amount: 5 }] }, 'packSizes.0.unit'],
    ['pack sizes that are not a list', { packSizes: { amount: 5, unit: 'g' } }, 'packSizes'],
    [
      'nine pack sizes',
      { packSizes: Array.from({ length: 9 }, () => ({ amount: 1, unit: 'g' })) },
      'packSizes',
    ],
    [
      'an unknown key in a pack',
      { packSizes: [{ amount: 1, unit: 'g', colour: 'red' }] },
      'packSizes.0.colour',
    ],
    ['Arabic letters in a registration number', { registrationNumber: 'رقم 12' }, 'registrationNumber'],
    ['a price with three decimals', { price: '12.345' }, 'price'],
    ['a price as a number', { price: 12.5 }, 'price'],
    ['an unknown currency', { currency: 'GBP' }, 'currency'],
    [
      'a dosage row without its species',
      { dosage: { en: [{ weight: '', dose: '1 g' }] } },
      'dosage.en.0.species',
    ],
    ['a blank dose', { dosage: { fr: [{ species: 'Bovins', weight: '', dose: '  ' }] } }, 'dosage.fr.0.dose'],
    ['a storage text too long', { storage: { en: 'x'.repeat(1001) } }, 'storage.en'],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_label, facts, field) => {
    const before = await count();
    const res = await create({ group: 'Pet', name: { en: 'Refused' }, ...facts });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(Object.keys(res.body.fields)).toContain(field);
    expect(await count()).toBe(before);
  });
});
