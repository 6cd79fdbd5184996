import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactMessageEntity } from '../../src/content/contact/contact-message.entity.js';
import { ReviewEntity } from '../../src/content/reviews/review.entity.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

let lastIp = 0;
/** Each request from its own client address (X-Forwarded-For through two trusted proxies: a 10.x load balancer, then loopback), so only the rate-limit test hits the limit. */
const fresh = () => ({ ...CSRF, 'X-Forwarded-For': `198.51.100.${++lastIp % 250}, 10.0.0.1` });

const GOOD_CONTACT = {
  name: 'Asha Menon',
  mobile: '+91 (80) 1234-5678',
  email: 'asha@example.com',
  message: 'Please send me your export price list.',
  website: '',
};

const GOOD_REVIEW = {
  name: 'Ravi',
  email: 'ravi@example.com',
  rating: 5,
  comment: 'Works well for my herd.',
  website: '',
};

describe.each(DATABASES)('contact and reviews on %s', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  let productId: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { TRUSTED_PROXIES: 'loopback, 10.0.0.0/8' });
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
    productId = (await request(t.server).get('/api/products?group=Livestock').expect(200)).body.items[0]._id;
  });
  afterAll(() => t.close());

  const post = (path: string, body: object) => request(t.server).post(path).set(fresh()).send(body);

  describe('POST /api/contact', () => {
    it('stores a good message (201 {message}) for admins, trimmed', async () => {
      const res = await post('/api/contact', { ...GOOD_CONTACT, name: '  Asha Menon  ' }).expect(201);
      expect(res.body).toEqual({ message: expect.any(String) });
      const list = await admin.get('/api/contact').expect(200);
      expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(list.body.items[0]).toEqual({
        _id: expect.stringMatching(/^\d+$/),
        name: 'Asha Menon',
        mobile: GOOD_CONTACT.mobile,
        email: GOOD_CONTACT.email,
        message: GOOD_CONTACT.message,
        division: null,
        receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        read: false,
        readAt: null,
        handled: false,
        handledAt: null,
      });
      const id = list.body.items[0]._id;
      const handled = await admin.put(`/api/contact/${id}/handled`).set(CSRF).expect(200);
      expect(handled.body).toMatchObject({ _id: id, handled: true });
      await admin.put('/api/contact/999999/handled').set(CSRF).expect(404);
    });

    it.each([
      ['name', { name: 'A' }],
      ['name', { name: 'x'.repeat(101) }],
      ['name', { name: '   ' }],
      ['name', { name: undefined }],
      ['name', { name: 42 }],
      ['mobile', { mobile: '12345' }],
      ['mobile', { mobile: '1'.repeat(21) }],
      ['mobile', { mobile: '0800-CALL-NOW' }],
      ['mobile', { mobile: undefined }],
      ['email', { email: 'not-an-email' }],
      ['email', { email: `${'a'.repeat(250)}@x.io` }],
      ['email', { email: undefined }],
      ['message', { message: 'too short' }],
      ['message', { message: 'x'.repeat(2001) }],
      ['message', { message: undefined }],
      ['website', { website: 'x'.repeat(501) }],
      ['extra', { extra: 'field' }],
    ])('refuses bad %s with 400 naming the field', async (field, change) => {
      const res = await post('/api/contact', { ...GOOD_CONTACT, ...change }).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(Object.keys(res.body.fields)).toEqual([field]);
    });

    it('answers a filled honeypot like a success but stores nothing', async () => {
      const before = await t.dataSource.getRepository(ContactMessageEntity).count();
      const res = await post('/api/contact', { ...GOOD_CONTACT, website: 'http://spam.example' }).expect(201);
      expect(res.body).toEqual({ message: expect.any(String) });
      expect(await t.dataSource.getRepository(ContactMessageEntity).count()).toBe(before);
    });

    it('needs the CSRF header', async () => {
      await request(t.server).post('/api/contact').send(GOOD_CONTACT).expect(403);
    });

    it('rate-limits one client to 5 posts a minute (429)', async () => {
      const ip = { ...CSRF, 'X-Forwarded-For': '203.0.113.77' };
      for (let i = 0; i < 5; i++) {
        await request(t.server)
          .post('/api/contact')
          .set(ip)
          .send({ ...GOOD_CONTACT, website: 'bot' })
          .expect(201);
      }
      const limited = await request(t.server).post('/api/contact').set(ip).send(GOOD_CONTACT).expect(429);
      expect(limited.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      // Another client is not affected.
      await post('/api/contact', GOOD_CONTACT).expect(201);
      // Reviews have the same limit (counted per route).
      const other = { ...CSRF, 'X-Forwarded-For': '203.0.113.78' };
      for (let i = 0; i < 5; i++) {
        await request(t.server)
          .post('/api/reviews')
          .set(other)
          .send({ ...GOOD_REVIEW, website: 'bot' })
          .expect(201);
      }
      await request(t.server).post('/api/reviews').set(other).send(GOOD_REVIEW).expect(429);
    });
  });

  describe('reviews', () => {
    it('shows seeded approved reviews publicly, never the e-mail', async () => {
      const res = await request(t.server).get('/api/reviews').expect(200);
      expect(res.body.total).toBeGreaterThanOrEqual(3);
      for (const review of res.body.items) {
        expect(Object.keys(review).sort()).toEqual([
          '_id',
          'comment',
          'createdAt',
          'name',
          'product',
          'rating',
        ]);
      }
      expect(JSON.stringify(res.body)).not.toContain('@example.com');
    });

    it('stores a new review unapproved; it appears only after an admin approves it', async () => {
      const created = await post('/api/reviews', { ...GOOD_REVIEW, product: productId }).expect(201);
      expect(created.body).toEqual({ message: expect.any(String) });
      const publicList = async () =>
        (await request(t.server).get(`/api/reviews?product=${productId}&pageSize=50`).expect(200)).body
          .items as Array<{
          _id: string;
          comment: string;
        }>;
      expect((await publicList()).map((r) => r.comment)).not.toContain(GOOD_REVIEW.comment);

      const pending = await admin.get('/api/reviews/pending').expect(200);
      const mine = pending.body.items.find((r: { comment: string }) => r.comment === GOOD_REVIEW.comment);
      expect(mine).toMatchObject({ name: 'Ravi', email: 'ravi@example.com', rating: 5, product: productId });

      const approved = await admin.put(`/api/reviews/${mine._id}/approve`).set(CSRF).expect(200);
      expect(approved.body).toMatchObject({ _id: mine._id, rating: 5, product: productId });
      expect(approved.body).not.toHaveProperty('email');
      expect((await publicList()).map((r) => r.comment)).toContain(GOOD_REVIEW.comment);
      expect((await admin.get('/api/reviews/pending').expect(200)).body.items).not.toContainEqual(
        expect.objectContaining({ _id: mine._id }),
      );

      await admin.delete(`/api/reviews/${mine._id}`).set(CSRF).expect(200);
      expect((await publicList()).map((r) => r.comment)).not.toContain(GOOD_REVIEW.comment);
      await admin.delete(`/api/reviews/${mine._id}`).set(CSRF).expect(404);
      await admin.put('/api/reviews/999999/approve').set(CSRF).expect(404);
    });

    it("shows a visitor only the reviews written in their language, and stores a review in its page's language", async () => {
      const list = async (lang: string) =>
        (await request(t.server).get(`/api/reviews?lang=${lang}&pageSize=50`).expect(200)).body
          .items as Array<{
          comment: string;
        }>;
      const arabic = /[\u0600-\u06FF]/;
      const korean = /[\uAC00-\uD7AF]/;
      const inArabic = await list('ar');
      expect(inArabic.length).toBeGreaterThan(0);
      expect(inArabic.every((r) => arabic.test(r.comment))).toBe(true);
      const inEnglish = await list('en');
      expect(inEnglish.length).toBeGreaterThan(0);
      expect(inEnglish.some((r) => arabic.test(r.comment) || korean.test(r.comment))).toBe(false);

      const comment = '포장이 깔끔하고 배송이 빨랐어요.';
      await request(t.server)
        .post('/api/reviews?lang=ko')
        .set(fresh())
        .send({ ...GOOD_REVIEW, comment })
        .expect(201);
      const stored = await t.dataSource.getRepository(ReviewEntity).findOneByOrFail({ comment });
      expect(stored.language).toBe('ko');
      const pending = await admin.get('/api/reviews/pending?pageSize=50').expect(200);
      const mine = pending.body.items.find((r: { comment: string }) => r.comment === comment);
      await admin.put(`/api/reviews/${mine._id}/approve`).set(CSRF).expect(200);
      expect((await list('ko')).map((r) => r.comment)).toContain(comment);
      expect((await list('en')).map((r) => r.comment)).not.toContain(comment);
      await admin.delete(`/api/reviews/${mine._id}`).set(CSRF).expect(200);
    });

    it('accepts a review without a product', async () => {
      await post('/api/reviews', { ...GOOD_REVIEW, comment: 'General praise for the team.' }).expect(201);
      const stored = await t.dataSource
        .getRepository(ReviewEntity)
        .findOneByOrFail({ comment: 'General praise for the team.' });
      expect(stored).toMatchObject({ productId: null, approved: false });
    });

    it.each([
      ['name', { name: 'R' }],
      ['name', { name: 'x'.repeat(101) }],
      ['name', { name: undefined }],
      ['email', { email: 'nope' }],
      ['email', { email: undefined }],
      ['rating', { rating: 0 }],
      ['rating', { rating: 6 }],
      ['rating', { rating: 4.5 }],
      ['rating', { rating: 'five' }],
      ['rating', { rating: undefined }],
      ['comment', { comment: 'x' }],
      ['comment', { comment: 'x'.repeat(1001) }],
      ['comment', { comment: undefined }],
      ['product', { product: 'abc' }],
      ['product', { product: '999999' }],
      ['website', { website: 'x'.repeat(501) }],
    ])('refuses bad %s with 400 naming the field', async (field, change) => {
      const res = await post('/api/reviews', { ...GOOD_REVIEW, ...change }).expect(400);
      expect(Object.keys(res.body.fields)).toEqual([field]);
    });

    it('answers a filled honeypot like a success but stores nothing', async () => {
      const before = await t.dataSource.getRepository(ReviewEntity).count();
      await post('/api/reviews', { ...GOOD_REVIEW, website: 'spam' }).expect(201);
      expect(await t.dataSource.getRepository(ReviewEntity).count()).toBe(before);
    });

    it('validates the public list query', async () => {
      expect((await request(t.server).get('/api/reviews?product=x').expect(400)).body.fields).toHaveProperty(
        'product',
      );
      expect(
        (await request(t.server).get('/api/reviews?pageSize=51').expect(400)).body.fields,
      ).toHaveProperty('pageSize');
    });
  });

  it('keeps the admin routes for admins (401 anonymously)', async () => {
    for (const [method, path] of [
      ['get', '/api/contact'],
      ['put', '/api/contact/1/handled'],
      ['get', '/api/reviews/pending'],
      ['put', '/api/reviews/1/approve'],
      ['delete', '/api/reviews/1'],
    ] as const) {
      const res = await request(t.server)[method](path).set(CSRF);
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
  });
});
