import { parse } from 'csv-parse/sync';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLogEntity } from '../../src/audit/audit-log.entity.js';
import { ContactMessageEntity } from '../../src/content/contact/contact-message.entity.js';
import { ReviewEntity } from '../../src/content/reviews/review.entity.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from '../support/test-app.js';

let lastIp = 0;
/** Each post from its own client address (X-Forwarded-For through two trusted proxies: a 10.x load balancer, then loopback), so the public forms' rate limit never interferes. */
const fresh = () => ({ ...CSRF, 'X-Forwarded-For': `192.0.2.${++lastIp % 250}, 10.0.0.1` });

const FORMULA = '=HYPERLINK("http://evil.example","Click for the price list")';
const ARABIC = 'مرحبًا، أود معرفة أسعار منتجاتكم البيطرية للتصدير.';

const MESSAGES = [
  { name: 'Asha Menon', division: 'human', message: 'Please send me your export price list.' },
  { name: '-Trickster', division: 'veterinary', message: FORMULA },
  { name: 'سارة أحمد', division: 'veterinary', message: ARABIC },
  { name: 'No Division', message: 'A message from a page of no division.' },
] as const;

/** `[routeMethod, path, body?]` of every admin route this feature adds or changes. */
const ADMIN_ROUTES: ReadonlyArray<readonly ['get' | 'put' | 'post' | 'delete', string, object?]> = [
  ['get', '/api/contact'],
  ['get', '/api/contact/unread-count'],
  ['get', '/api/contact/export'],
  ['get', '/api/contact/1'],
  ['put', '/api/contact/1/read', { read: true }],
  ['put', '/api/contact/1/handled', { handled: true }],
  ['delete', '/api/contact/1'],
  ['get', '/api/reviews/pending'],
  ['get', '/api/reviews/all'],
  ['post', '/api/reviews/bulk', { action: 'approve', ids: ['1'] }],
  ['put', '/api/reviews/1/approve'],
  ['put', '/api/reviews/1/unpublish'],
  ['delete', '/api/reviews/1'],
  ['get', '/api/audit'],
  ['get', '/api/audit/filters'],
];

interface Item {
  _id: string;
  name: string;
  [key: string]: unknown;
}

describe.each(DATABASES)('the inbox, the reviews and the audit log on %s', (kind) => {
  let t: TestApp;
  let admin: TestAgent;
  let deputy: TestAgent;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(kind, { TRUSTED_PROXIES: 'loopback, 10.0.0.0/8' });
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.createAdmin('deputy', 'Another-pass-77');
    await t.createAdmin('watcher', 'Viewing-pass-55', 'viewer');
    admin = await t.signIn();
    deputy = await t.signIn('deputy', 'Another-pass-77');
    for (const m of MESSAGES) {
      await request(t.server)
        .post('/api/contact')
        .set(fresh())
        .send({ mobile: '+91 80 1234 5678', email: 'visitor@example.com', website: '', ...m })
        .expect(201);
    }
    const list = await admin.get('/api/contact').expect(200);
    for (const item of list.body.items as Item[]) ids[item.name] = item._id;
  });
  afterAll(() => t.close());

  const auditRows = () => t.dataSource.getRepository(AuditLogEntity).find({ order: { id: 'ASC' } });

  describe('access', () => {
    it('answers 401 anonymously and 403 to a non-admin on every admin route, and changes nothing', async () => {
      const viewer = await t.signIn('watcher', 'Viewing-pass-55');
      const before = await t.dataSource.getRepository(ContactMessageEntity).count();
      for (const [method, path, body] of ADMIN_ROUTES) {
        const anonymous = await request(t.server)[method](path).set(CSRF).send(body);
        expect({ path, method, status: anonymous.status }).toEqual({ path, method, status: 401 });
        const refused = await viewer[method](path).set(CSRF).send(body);
        expect({ path, method, status: refused.status }).toEqual({ path, method, status: 403 });
      }
      expect(await t.dataSource.getRepository(ContactMessageEntity).count()).toBe(before);
      expect(await auditRows()).toEqual([]);
    });
  });

  describe('contact messages', () => {
    it('lists newest first with division, unread and not handled; counts the unread', async () => {
      const list = await admin.get('/api/contact').expect(200);
      expect(list.body.total).toBe(4);
      expect((list.body.items as Item[]).map((m) => m.name)).toEqual([
        'No Division',
        'سارة أحمد',
        '-Trickster',
        'Asha Menon',
      ]);
      expect(list.body.items[3]).toMatchObject({
        division: 'human',
        read: false,
        readAt: null,
        handled: false,
        handledAt: null,
      });
      expect(list.body.items[0].division).toBeNull();
      expect((await admin.get('/api/contact/unread-count').expect(200)).body).toEqual({ unread: 4 });
    });

    it('refuses an unknown division on the public form (400 naming division)', async () => {
      const res = await request(t.server)
        .post('/api/contact')
        .set(fresh())
        .send({
          name: 'Mars',
          mobile: '1234567',
          email: 'm@example.com',
          message: 'Hello from far away.',
          division: 'mars',
        })
        .expect(400);
      expect(Object.keys(res.body.fields)).toEqual(['division']);
    });

    it('opens one without marking it read; marking read is audited once and lowers the unread count', async () => {
      const id = ids['Asha Menon'];
      const one = await admin.get(`/api/contact/${id}`).expect(200);
      expect(one.body).toMatchObject({ _id: id, name: 'Asha Menon', read: false });
      const read = await admin.put(`/api/contact/${id}/read`).set(CSRF).send({ read: true }).expect(200);
      expect(read.body).toMatchObject({ _id: id, read: true, readAt: expect.stringMatching(/^\d{4}-/) });
      // Already read: nothing changes, nothing more is recorded.
      await admin.put(`/api/contact/${id}/read`).set(CSRF).send({ read: true }).expect(200);
      expect((await admin.get('/api/contact/unread-count')).body).toEqual({ unread: 3 });
      const rows = (await auditRows()).filter((r) => r.entity === 'contact-messages');
      expect(rows.map((r) => [r.action, r.entityId, r.adminName])).toEqual([['mark-read', id, ADMIN.name]]);
      await admin.put(`/api/contact/${id}/read`).set(CSRF).send({ read: false }).expect(200);
      expect((await admin.get('/api/contact/unread-count')).body).toEqual({ unread: 4 });
      await admin.put(`/api/contact/${id}/read`).set(CSRF).send({ read: true }).expect(200);
    });

    it('marks handled and not handled again (audited), by another admin too', async () => {
      const id = ids['-Trickster'];
      const handled = await deputy
        .put(`/api/contact/${id}/handled`)
        .set(CSRF)
        .send({ handled: true })
        .expect(200);
      expect(handled.body).toMatchObject({ handled: true, handledAt: expect.stringMatching(/^\d{4}-/) });
      const undone = await admin.put(`/api/contact/${id}/handled`).set(CSRF).send({ handled: false });
      expect(undone.body).toMatchObject({ handled: false, handledAt: null });
      await admin.put(`/api/contact/${id}/handled`).set(CSRF).send({ handled: true }).expect(200);
      const rows = (await auditRows()).filter((r) => r.entityId === id);
      expect(rows.map((r) => [r.adminName, r.action])).toEqual([
        ['deputy', 'mark-handled'],
        [ADMIN.name, 'mark-unhandled'],
        [ADMIN.name, 'mark-handled'],
      ]);
    });

    it('filters by handled, read, division, date window and text', async () => {
      const names = async (query: string) =>
        ((await admin.get(`/api/contact?${query}`).expect(200)).body.items as Item[]).map((m) => m.name);
      expect(await names('handled=true')).toEqual(['-Trickster']);
      expect(await names('handled=false')).toEqual(['No Division', 'سارة أحمد', 'Asha Menon']);
      expect(await names('read=true')).toEqual(['Asha Menon']);
      expect(await names('read=false')).toHaveLength(3);
      expect(await names('division=veterinary')).toEqual(['سارة أحمد', '-Trickster']);
      expect(await names('division=none')).toEqual(['No Division']);
      expect(await names('q=PRICE%20list')).toEqual(['-Trickster', 'Asha Menon']);
      expect(await names(`q=${encodeURIComponent('أسعار')}`)).toEqual(['سارة أحمد']);
      expect(await names('q=100%25')).toEqual([]);
      const today = new Date().toISOString().slice(0, 10);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      expect(await names(`from=${today}&to=${tomorrow}&division=human`)).toEqual(['Asha Menon']);
      expect(await names(`to=${today}`)).toEqual([]);
      expect(await names(`from=${tomorrow}`)).toEqual([]);
      // A date-time with a zone: an hour from now, written as the time in Dubai (+04:00).
      const dubai = new Date(Date.now() + 3_600_000 + 4 * 3_600_000).toISOString().replace('Z', '+04:00');
      expect(await names(`from=2000-01-01&to=${encodeURIComponent(dubai)}&handled=true`)).toEqual([
        '-Trickster',
      ]);
      const page = await admin.get('/api/contact?pageSize=2&page=2').expect(200);
      expect(page.body).toMatchObject({ total: 4, page: 2, pageSize: 2 });
      expect((page.body.items as Item[]).map((m) => m.name)).toEqual(['-Trickster', 'Asha Menon']);
    });

    it.each([
      ['handled', 'handled=maybe'],
      ['read', 'read=1'],
      ['division', 'division=mars'],
      ['from', 'from=yesterday'],
      ['from', 'from=2026-02-31'],
      ['from', 'from=1999-12-31'],
      ['to', 'to=2026-11-28T10:00'],
      ['to', 'from=2026-11-28&to=2026-11-27'],
      ['pageSize', 'pageSize=101'],
      ['q', `q=${'x'.repeat(101)}`],
      ['color', 'color=red'],
    ])('refuses a bad %s (400 naming it) on the list and the export', async (field, query) => {
      for (const path of ['/api/contact', '/api/contact/export']) {
        const res = await admin.get(`${path}?${query}`).expect(400);
        expect(Object.keys(res.body.fields)).toEqual([field]);
      }
    });

    it('refuses bad write bodies with 400 naming the field, and unknown ids with 404; nothing recorded', async () => {
      const before = (await auditRows()).length;
      const id = ids['No Division'];
      const bad = await admin.put(`/api/contact/${id}/read`).set(CSRF).send({ read: 'yes' }).expect(400);
      expect(Object.keys(bad.body.fields)).toEqual(['read']);
      const missing = await admin.put(`/api/contact/${id}/read`).set(CSRF).send({}).expect(400);
      expect(Object.keys(missing.body.fields)).toEqual(['read']);
      const handled = await admin
        .put(`/api/contact/${id}/handled`)
        .set(CSRF)
        .send({ handled: 1 })
        .expect(400);
      expect(Object.keys(handled.body.fields)).toEqual(['handled']);
      await admin.get('/api/contact/999999').expect(404);
      await admin.put('/api/contact/999999/read').set(CSRF).send({ read: true }).expect(404);
      await admin.put('/api/contact/999999/handled').set(CSRF).send({ handled: true }).expect(404);
      await admin.delete('/api/contact/999999').set(CSRF).expect(404);
      await admin.delete(`/api/contact/${id}`).expect(403); // no CSRF header
      expect((await auditRows()).length).toBe(before);
    });

    it('exports the filtered list as CSV: BOM, dated name, formulas neutralised, Arabic intact', async () => {
      const res = await admin
        .get('/api/contact/export?division=veterinary')
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const today = new Date().toISOString().slice(0, 10);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="contact-messages-${today}.csv"`);
      const bytes = res.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parse(bytes, { bom: true, columns: true }) as Array<Record<string, string>>;
      expect(rows.map((r) => r.Name)).toEqual(['سارة أحمد', "'-Trickster"]);
      expect(Object.keys(rows[0] ?? {})).toEqual([
        'Received',
        'Name',
        'E-mail',
        'Mobile',
        'Division',
        'Message',
        'Read',
        'Handled',
        'Handled at',
      ]);
      expect(rows[0]).toMatchObject({ Message: ARABIC, Division: 'veterinary', Handled: 'no' });
      expect(rows[1]).toMatchObject({ Message: `'${FORMULA}`, Mobile: "'+91 80 1234 5678", Handled: 'yes' });
      // The whole inbox when no filter is set.
      const all = await admin.get('/api/contact/export').buffer(true);
      expect(parse(all.text, { bom: true, columns: true })).toHaveLength(4);
    });

    it('deletes one (audited); it is gone from the list and the count', async () => {
      const id = ids['No Division'];
      const res = await admin.delete(`/api/contact/${id}`).set(CSRF).expect(200);
      expect(res.body).toEqual({ _id: id, message: expect.any(String) });
      await admin.get(`/api/contact/${id}`).expect(404);
      expect((await admin.get('/api/contact')).body.total).toBe(3);
      const last = (await auditRows()).at(-1);
      expect(last).toMatchObject({ action: 'delete', entity: 'contact-messages', entityId: id });
    });
  });

  describe('reviews', () => {
    let productId: string;
    const reviewIds: Record<string, string> = {};

    beforeAll(async () => {
      productId = (await request(t.server).get('/api/products?group=Poultry').expect(200)).body.items[0]._id;
      for (const [comment, product] of [
        ['First pending review, about a product.', productId],
        ['Second pending review, general.', undefined],
        ['Third pending review, to be rejected.', productId],
      ] as const) {
        await request(t.server)
          .post('/api/reviews')
          .set(fresh())
          .send({ name: 'Farmer', email: 'farmer@example.com', rating: 4, comment, product, website: '' })
          .expect(201);
      }
      const all = await admin.get('/api/reviews/all?status=pending').expect(200);
      for (const r of all.body.items as Array<{ _id: string; comment: string }>) reviewIds[r.comment] = r._id;
    });

    const publicComments = async (query = '') =>
      (
        (await request(t.server).get(`/api/reviews?pageSize=50${query}`).expect(200)).body.items as Array<{
          comment: string;
        }>
      ).map((r) => r.comment);

    it('lists every review pending first, with e-mail and the product name and group', async () => {
      const res = await admin.get('/api/reviews/all?pageSize=100').expect(200);
      const items = res.body.items as Array<Record<string, unknown>>;
      expect(items.slice(0, 3).every((r) => r.approved === false)).toBe(true);
      expect(items.slice(3).every((r) => r.approved === true)).toBe(true);
      expect(items.length).toBe(res.body.total);
      const first = items.find((r) => r.comment === 'First pending review, about a product.');
      expect(first).toMatchObject({
        email: 'farmer@example.com',
        product: productId,
        productName: expect.any(String),
        productGroup: 'Poultry',
        approved: false,
        approvedAt: null,
      });
      const general = items.find((r) => r.comment === 'Second pending review, general.');
      expect(general).toMatchObject({ product: null, productName: null, productGroup: null });
      const approved = await admin.get('/api/reviews/all?status=approved').expect(200);
      expect(approved.body.total).toBe(items.length - 3);
      const search = await admin.get('/api/reviews/all?q=GENERAL').expect(200);
      expect(search.body.items).toHaveLength(1);
      expect((await admin.get('/api/reviews/all?status=maybe').expect(400)).body.fields).toHaveProperty(
        'status',
      );
      // Pending reviews are never public.
      expect(await publicComments()).not.toContain('First pending review, about a product.');
    });

    it('approves several at once (audited per review); they become public', async () => {
      const batch = [
        reviewIds['First pending review, about a product.'],
        reviewIds['Second pending review, general.'],
      ];
      const res = await admin
        .post('/api/reviews/bulk')
        .set(CSRF)
        .send({ action: 'approve', ids: batch })
        .expect(200);
      expect(res.body).toEqual({ action: 'approve', ids: batch });
      expect(await publicComments()).toEqual(
        expect.arrayContaining(['First pending review, about a product.', 'Second pending review, general.']),
      );
      expect(await publicComments(`&product=${productId}`)).toContain(
        'First pending review, about a product.',
      );
      expect(await publicComments(`&product=${productId}`)).not.toContain(
        'Third pending review, to be rejected.',
      );
      const rows = (await auditRows()).filter((r) => r.entity === 'reviews');
      expect(rows.map((r) => [r.action, r.entityId])).toEqual(batch.map((id) => ['approve', id]));
    });

    it('unpublishes one: back to pending, off the site', async () => {
      const id = reviewIds['Second pending review, general.'] as string;
      const res = await admin.put(`/api/reviews/${id}/unpublish`).set(CSRF).expect(200);
      expect(res.body).toMatchObject({ _id: id });
      expect(await publicComments()).not.toContain('Second pending review, general.');
      const row = await t.dataSource.getRepository(ReviewEntity).findOneByOrFail({ id: Number(id) });
      expect(row).toMatchObject({ approved: false, approvedAt: null });
      expect((await auditRows()).at(-1)).toMatchObject({ action: 'unpublish', entityId: id });
    });

    it('rejects several at once (deleted, audited); an unknown id changes nothing (404)', async () => {
      const third = reviewIds['Third pending review, to be rejected.'] as string;
      const second = reviewIds['Second pending review, general.'] as string;
      const before = (await auditRows()).length;
      const unknown = await admin
        .post('/api/reviews/bulk')
        .set(CSRF)
        .send({ action: 'reject', ids: [third, '999999'] })
        .expect(404);
      expect(unknown.body.message).toContain('999999');
      expect((await auditRows()).length).toBe(before);
      expect(await t.dataSource.getRepository(ReviewEntity).countBy({ id: Number(third) })).toBe(1);

      await admin
        .post('/api/reviews/bulk')
        .set(CSRF)
        .send({ action: 'reject', ids: [third, second] })
        .expect(200);
      expect(await t.dataSource.getRepository(ReviewEntity).countBy({ id: Number(third) })).toBe(0);
      expect(await publicComments()).not.toContain('Third pending review, to be rejected.');
      expect((await auditRows()).slice(before).map((r) => [r.action, r.entity, r.entityId])).toEqual([
        ['reject', 'reviews', third],
        ['reject', 'reviews', second],
      ]);
      // Deleting an approved review is recorded as a delete.
      const first = reviewIds['First pending review, about a product.'] as string;
      await admin.delete(`/api/reviews/${first}`).set(CSRF).expect(200);
      expect((await auditRows()).at(-1)).toMatchObject({ action: 'delete', entityId: first });
    });

    it.each([
      ['action', { action: 'publish', ids: ['1'] }],
      ['action', { ids: ['1'] }],
      ['ids', { action: 'approve' }],
      ['ids', { action: 'approve', ids: [] }],
      ['ids', { action: 'approve', ids: '1' }],
      ['ids', { action: 'approve', ids: [1] }],
      ['ids', { action: 'approve', ids: ['0'] }],
      ['ids', { action: 'approve', ids: ['2147483648'] }],
      ['ids', { action: 'approve', ids: ['1', '1'] }],
      ['ids', { action: 'approve', ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) }],
      ['color', { action: 'approve', ids: ['1'], color: 'red' }],
    ])('refuses a bad bulk %s with 400 naming it', async (field, body) => {
      const res = await admin.post('/api/reviews/bulk').set(CSRF).send(body).expect(400);
      expect(Object.keys(res.body.fields)).toEqual([field]);
    });
  });

  describe('GET /api/audit', () => {
    it('filters by action and time window, and offers the admins and resources that have rows', async () => {
      const handled = await admin.get('/api/audit?action=mark-handled').expect(200);
      expect(handled.body.total).toBe(2);
      const now = new Date();
      const soon = new Date(now.getTime() + 60_000).toISOString();
      const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
      const recent = await admin.get(`/api/audit?from=${hourAgo}&to=${soon}&pageSize=100`).expect(200);
      const all = await admin.get('/api/audit?pageSize=100').expect(200);
      expect(recent.body.total).toBe(all.body.total);
      expect((await admin.get(`/api/audit?from=${soon}`).expect(200)).body.total).toBe(0);
      expect((await admin.get(`/api/audit?to=${hourAgo}`).expect(200)).body.total).toBe(0);
      const byDeputy = await admin.get('/api/audit?adminName=deputy&entity=contact-messages').expect(200);
      expect(byDeputy.body.items.map((i: { action: string }) => i.action)).toEqual(['mark-handled']);
      expect((await admin.get('/api/audit?action=fly').expect(400)).body.fields).toHaveProperty('action');
      expect((await admin.get('/api/audit?from=soon').expect(400)).body.fields).toHaveProperty('from');
      const filters = await admin.get('/api/audit/filters').expect(200);
      expect(filters.body).toEqual({
        adminNames: [ADMIN.name, 'deputy'],
        entities: ['contact-messages', 'reviews'],
      });
    });
  });
});
