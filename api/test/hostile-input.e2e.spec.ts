import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeadlineEntity } from '../src/headlines/headline.entity.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

let lastIp = 0;
/** Each request from its own client address, so the public forms' rate limit never interferes. */
const fresh = () => ({ ...CSRF, 'X-Forwarded-For': `203.0.113.${++lastIp % 250}` });

const CONTACT = {
  name: 'Asha Menon',
  mobile: '+91 80 1234 5678',
  email: 'asha@example.com',
  message: 'Please send me your export price list.',
  website: '',
};
const REVIEW = { name: 'Ravi', email: 'ravi@example.com', rating: 5, comment: 'Works well.', website: '' };

/** Every route that reads a body; a stranger can reach the public ones, an admin all of them. */
const BODY_ROUTES = [
  ['post', '/api/visitors/hit'],
  ['post', '/api/auth/login'],
  ['post', '/api/auth/logout'],
  ['post', '/api/auth/forgot-password'],
  ['post', '/api/auth/reset-password'],
  ['post', '/api/reviews'],
  ['post', '/api/contact'],
  ['post', '/api/headline/create'],
  ['put', '/api/headline/update/1'],
] as const;

const PROTECTED_GETS = ['/api/auth/me', '/api/visitors/daily', '/api/reviews/pending', '/api/contact'];

describe.each(DATABASES)('no 500 from what strangers can send, on %s', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await startTestApp(kind, {});
    await t.createAdmin(ADMIN.name, ADMIN.password);
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  it.each(['j%3A%7B%7D', 'j:[1]', 'j:123', 'j:true', 'j%3Anull', 'j:"x"', '%E0%A4%A'])(
    'a session cookie of %s: 401 on protected routes, logout as without a cookie',
    async (value) => {
      for (const path of PROTECTED_GETS) {
        const res = await request(t.server).get(path).set('Cookie', `aurinko_session=${value}`);
        expect({ path, status: res.status }).toEqual({ path, status: 401 });
        expect(res.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      }
      await request(t.server)
        .delete('/api/headline/delete/1')
        .set(CSRF)
        .set('Cookie', `aurinko_session=${value}`)
        .expect(401);
      const plain = await request(t.server).post('/api/auth/logout').set(CSRF);
      const res = await request(t.server)
        .post('/api/auth/logout')
        .set(CSRF)
        .set('Cookie', `aurinko_session=${value}`);
      expect(res.status).toBe(plain.status);
      expect(res.status).toBeLessThan(500);
    },
  );

  it('JSON nested 3,000 deep is refused with a JSON 400 on every body route, before it is parsed', async () => {
    const deep = `${'['.repeat(3000)}${']'.repeat(3000)}`;
    const deepObject = `{"name":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`;
    for (const [method, path] of BODY_ROUTES) {
      for (const body of [deep, deepObject]) {
        const res = await admin[method](path).set(fresh()).set('Content-Type', 'application/json').send(body);
        expect({ path, status: res.status }).toEqual({ path, status: 400 });
        expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(res.body.message).toMatch(/nested more than 32 levels/);
      }
    }
    // Brackets inside strings are text, not nesting.
    await request(t.server)
      .post('/api/contact')
      .set(fresh())
      .send({ ...CONTACT, message: `Brackets are fine: ${'[{'.repeat(200)}` })
      .expect(201);
  });

  it('a lone surrogate in any string field is refused with 400 naming the field', async () => {
    const cases: Array<[string, object, string]> = [
      ['/api/contact', { ...CONTACT, email: '\ud800x' }, 'email'],
      ['/api/contact', { ...CONTACT, message: 'Hello there \udc00 friend' }, 'message'],
      ['/api/reviews', { ...REVIEW, email: '\ud800x' }, 'email'],
      ['/api/reviews', { ...REVIEW, name: 'x\udbff' }, 'name'],
      ['/api/auth/login', { name: 'chief', password: '\ud800x' }, 'password'],
      ['/api/auth/forgot-password', { name: '\ud800x' }, 'name'],
    ];
    for (const [path, body, field] of cases) {
      const res = await request(t.server).post(path).set(fresh()).send(body);
      expect({ path, field, status: res.status }).toEqual({ path, field, status: 400 });
      expect(Object.keys(res.body.fields)).toEqual([field]);
      expect(res.body.message).toContain(field);
    }
    const headline = await admin
      .post('/api/headline/create')
      .set(CSRF)
      .send({ translations: { ar: 'a\ud800' }, headline1: 'ok' });
    expect(headline.status).toBe(400);
    expect(Object.keys(headline.body.fields)).toEqual(['translations.ar']);
  });

  it('null in a string field is refused with 400 naming the field, never a 500', async () => {
    const before = await t.dataSource.getRepository(HeadlineEntity).count();
    const cases: Array<[TestAgent | ReturnType<typeof request>, 'post' | 'put', string, object, string]> = [
      [admin, 'post', '/api/headline/create', { headline1: null }, 'headline1'],
      [admin, 'put', '/api/headline/update/1', { headline1: null }, 'headline1'],
      [admin, 'put', '/api/headline/update/1', { translations: { en: null } }, 'translations.en'],
      [admin, 'put', '/api/headline/update/1', { translations: null }, 'translations'],
      [request(t.server), 'post', '/api/contact', { ...CONTACT, name: null }, 'name'],
      [request(t.server), 'post', '/api/reviews', { ...REVIEW, product: null }, 'product'],
      [request(t.server), 'post', '/api/auth/login', { name: null, password: null }, 'name'],
    ];
    for (const [client, method, path, body, field] of cases) {
      const res = await client[method](path).set(fresh()).send(body);
      expect({ path, field, status: res.status }).toEqual({ path, field, status: 400 });
      expect(Object.keys(res.body.fields)).toContain(field);
    }
    expect(await t.dataSource.getRepository(HeadlineEntity).count()).toBe(before);
  });

  it('a headline of "\\u0000" and a review rating of true are refused', async () => {
    for (const text of ['\u0000', 'a\u0007b', '\u001b[31mred']) {
      const res = await admin.post('/api/headline/create').set(CSRF).send({ headline1: text });
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('headline1');
    }
    for (const rating of [true, '5', [5], { n: 5 }]) {
      const res = await request(t.server)
        .post('/api/reviews')
        .set(fresh())
        .send({ ...REVIEW, rating });
      expect({ rating, status: res.status }).toEqual({ rating, status: 400 });
      expect(res.body.fields).toHaveProperty('rating');
    }
    // Line breaks and tabs are text.
    await request(t.server)
      .post('/api/contact')
      .set(fresh())
      .send({ ...CONTACT, message: 'Line one\r\nLine two\twith a tab' })
      .expect(201);
  });
});
