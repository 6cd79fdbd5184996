import { plainTextToRichText as rt } from '@aurinko/contract/rich-text';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from './studio/studio-helpers.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

const NAME = {
  en: 'Calcimax Liquid 500 ml',
  ar: 'كالسيماكس سائل للأبقار الحلوب',
  ko: '칼시맥스 액상 젖소용',
  ru: 'Кальцимакс жидкий для дойных коров',
};
const COMPOSITION = {
  en: 'Calcium gluconate 23 g, magnesium chloride 4 g, vitamin D3 in a Nanophosphosome base.',
  // Without digits: a PDF reader gives the runs of a mixed-direction line in visual order.
  ar: 'غلوكونات الكالسيوم وكلوريد المغنيسيوم وفيتامين د في قاعدة نانوفوسفوسوم',
  ko: '글루콘산칼슘, 염화마그네슘, 비타민 D3를 나노포스포좀 기제에 담았습니다.',
  ru: 'Глюконат кальция, хлорид магния и витамин D3 на основе Нанофосфосом.',
};

/** The text a PDF reader extracts, with runs of white space made single (lines wrap anywhere). */
async function pdfText(body: Buffer): Promise<{ text: string; pages: number }> {
  const document = await getDocumentProxy(new Uint8Array(body));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe.each(DATABASES)('GET /api/products/:id/datasheet.pdf on %s', (database) => {
  let t: TestApp;
  let admin: TestAgent;
  let id: string;
  const sheet = (lang: string, headers: Record<string, string> = {}) =>
    t.http().get(`/api/products/${id}/datasheet.pdf?lang=${lang}`).set(headers).buffer(true).parse(binary);

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
    const created = await admin
      .post('/api/admin/products')
      .set(CSRF)
      .send({
        group: 'Livestock',
        name: NAME,
        composition: COMPOSITION,
        segment: { en: 'Dairy cattle', ar: 'أبقار الألبان', ko: '젖소', ru: 'Молочный скот' },
        packing: { en: '500 ml, 1 L' },
        usage: { en: rt('100 ml a day for 5 days after calving.') },
      })
      .expect(201);
    id = created.body._id;
    await admin
      .post(`/api/admin/products/${id}/files/image`)
      .set(CSRF)
      .attach('file', await png('#2a7f8f', 400, 300), 'product.png')
      .expect(200);
  });
  afterAll(() => t.close());

  it.each(['en', 'ar', 'ko', 'ru'] as const)(
    'is an A4 sheet of one or two pages in %s with the translated name and composition',
    async (lang) => {
      const res = await sheet(lang).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const body = res.body as Buffer;
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      // A4 = 595.28 × 841.89 pt
      expect(body.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
      const { text, pages } = await pdfText(body);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
      expect(text).toContain(NAME[lang]);
      expect(text).toContain(COMPOSITION[lang]);
      // The image is embedded, and the company's contact is on the sheet.
      expect(body.toString('latin1')).toContain('/Subtype /Image');
      expect(text).toContain('info@aurinkolifesciences.com');
    },
  );

  it('is rendered once per product version: 304 for the same ETag, a new ETag after an edit', async () => {
    const first = await sheet('ko').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    await sheet('ko', { 'If-None-Match': etag }).expect(304);
    expect((await sheet('ru')).headers.etag).not.toBe(etag);
    await admin
      .put(`/api/admin/products/${id}`)
      .set(CSRF)
      .send({ composition: { ko: '새 성분 목록' } })
      .expect(200);
    const after = await sheet('ko').expect(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((await pdfText(after.body as Buffer)).text).toContain('새 성분 목록');
  });

  it('answers 404 for unknown, malformed and unpublished products', async () => {
    await t.http().get('/api/products/999999/datasheet.pdf').expect(404);
    await t.http().get('/api/products/abc/datasheet.pdf').expect(404);
    await admin.put(`/api/admin/products/${id}/published`).set(CSRF).send({ published: false }).expect(200);
    await sheet('en').expect(404);
    await admin.put(`/api/admin/products/${id}/published`).set(CSRF).send({ published: true }).expect(200);
  });

  it('keeps a long product to two pages', async () => {
    const long = 'Calcium and magnesium support the transition period of the dairy cow. '.repeat(60);
    await admin
      .put(`/api/admin/products/${id}`)
      .set(CSRF)
      .send({ details: { en: rt(long) }, indications: { en: long }, usage: { en: rt(long) } })
      .expect(200);
    const { pages } = await pdfText((await sheet('en').expect(200)).body as Buffer);
    expect(pages).toBe(2);
  });
});
