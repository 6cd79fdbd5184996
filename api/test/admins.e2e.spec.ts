import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminEntity } from '../src/admins/admin.entity.js';
import { AdminAccountsService } from '../src/admins/admin-accounts.service.js';
import { AuditLogEntity } from '../src/audit/audit-log.entity.js';
import { SessionEntity } from '../src/auth/session.entity.js';
import { LANGUAGES } from '../src/common/lang/languages.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

const VIEWER = { name: 'watcher', password: 'Viewing-pass-55' } as const;
const six = (en: string, prefix: string) => ({
  en,
  ar: `${prefix} ar`,
  fr: `${prefix} fr`,
  ko: `${prefix} ko`,
  es: `${prefix} es`,
  ru: `${prefix} ru`,
});

describe.each(DATABASES)('admins and roles on %s', (database) => {
  let t: TestApp;
  let chief: TestAgent;
  let viewer: TestAgent;

  const adminRow = (name: string) => t.dataSource.getRepository(AdminEntity).findOneByOrFail({ name });
  const auditCount = () => t.dataSource.getRepository(AuditLogEntity).count();
  const adminCount = () => t.dataSource.getRepository(AdminEntity).count();

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.createAdmin(ADMIN.name, ADMIN.password, 'admin', 'chief@example.com');
    await t.createAdmin(VIEWER.name, VIEWER.password, 'viewer', 'watcher@example.com');
    chief = await t.signIn();
    viewer = await t.signIn(VIEWER.name, VIEWER.password);
  });
  afterAll(() => t.close());

  describe('GET /api/admins', () => {
    it('answers 401 to nobody and 403 to a viewer (personal data)', async () => {
      expect((await request(t.server).get('/api/admins')).status).toBe(401);
      const res = await viewer.get('/api/admins');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    });

    it('lists every admin with e-mail, role, state, creation and last sign-in, never a hash', async () => {
      const res = await chief.get('/api/admins').expect(200);
      const mine = res.body.find((a: { name: string }) => a.name === ADMIN.name);
      expect(mine).toEqual({
        _id: expect.any(String),
        name: ADMIN.name,
        email: 'chief@example.com',
        role: 'admin',
        disabled: false,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lastSignInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/argon|passwordHash|failed/i);
    });
  });

  describe('POST /api/admins', () => {
    it('creates a viewer with an initial password that signs in, and audits it', async () => {
      const audits = await auditCount();
      const res = await chief
        .post('/api/admins')
        .set(CSRF)
        .send({ name: 'reader1', email: 'reader1@example.com', role: 'viewer', password: 'Quiet-Library-77' })
        .expect(201);
      expect(res.body).toMatchObject({
        name: 'reader1',
        role: 'viewer',
        disabled: false,
        lastSignInAt: null,
      });
      const session = await t.signIn('reader1', 'Quiet-Library-77');
      expect((await session.get('/api/auth/me')).body).toEqual({ name: 'reader1', role: 'viewer' });
      expect(await auditCount()).toBe(audits + 1);
      const row = await t.dataSource
        .getRepository(AuditLogEntity)
        .findOneByOrFail({ entity: 'admins', entityId: res.body._id });
      expect(row).toMatchObject({ action: 'create', adminName: ADMIN.name });
      expect(row.fields).not.toContain('Quiet');
    });

    it('refuses bad input with 400 naming the field, duplicates with 409, and leaves no row', async () => {
      const before = [await adminCount(), await auditCount()];
      const good = {
        name: 'newbie',
        email: 'newbie@example.com',
        role: 'admin',
        password: 'Strong-Coffee-12',
      };
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [{ ...good, email: 'not-an-address' }, 400, 'email'],
        [{ ...good, name: 'x' }, 400, 'name'],
        [{ ...good, role: 'owner' }, 400, 'role'],
        [{ ...good, password: 'short' }, 400, 'password'],
        [{ ...good, password: 'password123' }, 400, 'password'],
        [{ ...good, password: 'newbie-rules-1' }, 400, 'password'],
        [{ ...good, name: ADMIN.name }, 409, 'name'],
        [{ ...good, email: 'chief@example.com' }, 409, 'email'],
      ];
      for (const [body, status, field] of cases) {
        const res = await chief.post('/api/admins').set(CSRF).send(body);
        expect({ body, status: res.status }).toEqual({ body, status });
        expect(res.body.fields?.[field]).toBeDefined();
        // The field named in words ("Password must …"), or as the validator names it ("name must …").
        expect(res.body.message.toLowerCase()).toContain(field);
      }
      const { password: _p, ...withoutPassword } = good;
      const missing = await chief.post('/api/admins').set(CSRF).send(withoutPassword);
      expect(missing.status).toBe(400);
      expect(missing.body.fields.password).toBeDefined();
      expect([await adminCount(), await auditCount()]).toEqual(before);
    });

    it('answers the policy message in the request language', async () => {
      const res = await chief
        .post('/api/admins?lang=fr')
        .set(CSRF)
        .send({ name: 'frenchy', email: 'fr@example.com', role: 'viewer', password: 'court' });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('au moins 8 caractères');
    });

    it('refuses a viewer (403) and leaves no row', async () => {
      const before = await adminCount();
      const res = await viewer
        .post('/api/admins')
        .set(CSRF)
        .send({ name: 'sneaky', email: 'sneaky@example.com', role: 'admin', password: 'Sneaky-Pass-99' });
      expect(res.status).toBe(403);
      expect(await adminCount()).toBe(before);
    });
  });

  describe('a viewer is read-only', () => {
    it('reads studio records and the overview but every studio write answers 403 and writes nothing', async () => {
      expect((await viewer.get('/api/admin/product-cards')).status).toBe(200);
      expect((await viewer.get('/api/admin/products?pageSize=1')).status).toBe(200);
      expect((await viewer.get('/api/visitors/daily')).status).toBe(200);
      const { body: list } = await viewer.get('/api/admin/product-cards').expect(200);
      const id = list.items[0]._id;
      expect((await viewer.get(`/api/admin/product-cards/${id}`)).status).toBe(200);
      const before = [await auditCount(), list.total];
      const card = { name: { en: 'Viewer card' }, details: { en: 'x' }, category: { en: 'y' }, rating: 3 };
      const writes = [
        viewer.post('/api/admin/product-cards').set(CSRF).send(card),
        viewer.put(`/api/admin/product-cards/${id}`).set(CSRF).send({ rating: 1 }),
        viewer.delete(`/api/admin/product-cards/${id}`).set(CSRF),
        viewer.put(`/api/admin/product-cards/${id}/published`).set(CSRF).send({ published: false }),
        viewer.post(`/api/admin/product-cards/${id}/move`).set(CSRF).send({ direction: 'down' }),
        viewer.post('/api/headline/create').set(CSRF).send({ headline1: 'Viewer headline' }),
        viewer.delete('/api/logo/1').set(CSRF),
      ];
      for (const res of await Promise.all(writes)) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Your role may not do this');
      }
      const after = await chief.get('/api/admin/product-cards').expect(200);
      expect([await auditCount(), after.body.total]).toEqual(before);
      expect(after.body.items[0]).toEqual(list.items[0]);
    });
  });

  describe('PUT /api/admins/:id/disabled', () => {
    it('disables an admin: their sessions end, they cannot sign in; enabling lets them in again', async () => {
      await t.createAdmin('deputy', 'Second-Chair-31', 'admin', 'deputy@example.com');
      const deputy = await t.signIn('deputy', 'Second-Chair-31');
      const other = await t.signIn('deputy', 'Second-Chair-31');
      const { id } = await adminRow('deputy');
      const res = await chief
        .put(`/api/admins/${id}/disabled`)
        .set(CSRF)
        .send({ disabled: true })
        .expect(200);
      expect(res.body).toMatchObject({ name: 'deputy', disabled: true });
      expect((await deputy.get('/api/auth/me')).status).toBe(401);
      expect((await other.get('/api/auth/me')).status).toBe(401);
      expect(await t.dataSource.getRepository(SessionEntity).countBy({ adminId: id })).toBe(0);
      const signIn = await request(t.server)
        .post('/api/auth/login')
        .set(CSRF)
        .send({ name: 'deputy', password: 'Second-Chair-31' });
      expect(signIn.status).toBe(401);
      expect(signIn.headers['set-cookie']).toBeUndefined();
      const listed = (await chief.get('/api/admins')).body.find((a: { name: string }) => a.name === 'deputy');
      expect(listed.disabled).toBe(true);

      await chief.put(`/api/admins/${id}/disabled`).set(CSRF).send({ disabled: false }).expect(200);
      const back = await t.signIn('deputy', 'Second-Chair-31');
      expect((await back.get('/api/auth/me')).status).toBe(200);
      const audits = await t.dataSource
        .getRepository(AuditLogEntity)
        .findBy({ entity: 'admins', entityId: String(id), action: 'update' });
      expect(audits.map((a) => a.fields)).toEqual(['["disabled"]', '["disabled"]']);
    });

    it('refuses to disable oneself with 409 and a clear message', async () => {
      const { id } = await adminRow(ADMIN.name);
      const res = await chief.put(`/api/admins/${id}/disabled`).set(CSRF).send({ disabled: true });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ statusCode: 409, error: 'Conflict' });
      expect(res.body.message).toBe('You cannot disable your own account');
      expect((await chief.get('/api/auth/me')).status).toBe(200);
    });

    it('refuses to disable the last active admin with 409', async () => {
      // Reachable only when the caller is no longer an active admin (two admins disabling each other at once):
      // asked through the service with such a caller.
      const others = (await chief.get('/api/admins')).body.filter(
        (a: { name: string; role: string; disabled: boolean }) =>
          a.name !== ADMIN.name && a.role === 'admin' && !a.disabled,
      );
      for (const other of others) {
        await chief.put(`/api/admins/${other._id}/disabled`).set(CSRF).send({ disabled: true }).expect(200);
      }
      const { id } = await adminRow(ADMIN.name);
      const watcher = await adminRow(VIEWER.name);
      const asViewer = { id: watcher.id, name: watcher.name, role: watcher.role };
      await expect(
        t.app.get(AdminAccountsService).setDisabled(id, true, asViewer, 'en'),
      ).rejects.toMatchObject({
        status: 409,
        message: 'This is the last active admin; enable or create another admin first',
      });
      // A viewer is not an active admin: disabling one never hits the rule.
      await chief.put(`/api/admins/${watcher.id}/disabled`).set(CSRF).send({ disabled: true }).expect(200);
      await chief.put(`/api/admins/${watcher.id}/disabled`).set(CSRF).send({ disabled: false }).expect(200);
      viewer = await t.signIn(VIEWER.name, VIEWER.password);
    });

    it('two admins disabling each other at once: one wins, an active admin always remains', async () => {
      await t.createAdmin('twin-a', 'Twin-Secret-A1', 'admin');
      await t.createAdmin('twin-b', 'Twin-Secret-B2', 'admin');
      // Only the twins are active admins for this race.
      const { id: chiefId } = await adminRow(ADMIN.name);
      const a = await t.signIn('twin-a', 'Twin-Secret-A1');
      const b = await t.signIn('twin-b', 'Twin-Secret-B2');
      await a.put(`/api/admins/${chiefId}/disabled`).set(CSRF).send({ disabled: true }).expect(200);
      const [idA, idB] = [(await adminRow('twin-a')).id, (await adminRow('twin-b')).id];
      const [ra, rb] = await Promise.all([
        a.put(`/api/admins/${idB}/disabled`).set(CSRF).send({ disabled: true }),
        b.put(`/api/admins/${idA}/disabled`).set(CSRF).send({ disabled: true }),
      ]);
      const statuses = [ra.status, rb.status].sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const active = await t.dataSource
        .getRepository(AdminEntity)
        .createQueryBuilder('a')
        .where("a.role = 'admin' AND a.disabled_at IS NULL")
        .getCount();
      expect(active).toBe(1);
      const winner = ra.status === 200 ? a : b;
      await winner.put(`/api/admins/${chiefId}/disabled`).set(CSRF).send({ disabled: false }).expect(200);
      chief = await t.signIn();
    });

    it('answers 404 for an unknown admin and 400 for a body that is not a boolean', async () => {
      expect((await chief.put('/api/admins/99999/disabled').set(CSRF).send({ disabled: true })).status).toBe(
        404,
      );
      const { id } = await adminRow(VIEWER.name);
      const bad = await chief.put(`/api/admins/${id}/disabled`).set(CSRF).send({ disabled: 'yes' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields.disabled).toBeDefined();
    });
  });

  describe('POST /api/auth/change-password', () => {
    it('answers 401 to nobody', async () => {
      const res = await request(t.server)
        .post('/api/auth/change-password')
        .set(CSRF)
        .send({ currentPassword: 'x', newPassword: 'Another-Pass-1' });
      expect(res.status).toBe(401);
    });

    it('requires the current password, checks it and the policy, and changes nothing when refused', async () => {
      await t.createAdmin('changer', 'First-Password-8', 'admin');
      const me = await t.signIn('changer', 'First-Password-8');
      const missing = await me
        .post('/api/auth/change-password')
        .set(CSRF)
        .send({ newPassword: 'Next-Password-9' });
      expect(missing.status).toBe(400);
      expect(missing.body.fields.currentPassword).toBeDefined();
      const wrong = await me
        .post('/api/auth/change-password')
        .set(CSRF)
        .send({ currentPassword: 'Not-The-One-1', newPassword: 'Next-Password-9' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fields.currentPassword).toEqual([
        'Current password: this is not your current password',
      ]);
      const weak = await me
        .post('/api/auth/change-password')
        .set(CSRF)
        .send({ currentPassword: 'First-Password-8', newPassword: 'changer-2024' });
      expect(weak.status).toBe(400);
      expect(weak.body.fields.newPassword).toEqual(['New password must not contain the admin name']);
      await t.signIn('changer', 'First-Password-8');
    });

    it('changes the password, ends every OTHER session of that admin and keeps the current one', async () => {
      await t.createAdmin('mover', 'Old-Password-41', 'admin');
      const here = await t.signIn('mover', 'Old-Password-41');
      const elsewhere = await t.signIn('mover', 'Old-Password-41');
      const audits = await auditCount();
      const res = await here
        .post('/api/auth/change-password')
        .set(CSRF)
        .send({ currentPassword: 'Old-Password-41', newPassword: 'New-Password-42' });
      expect(res.status).toBe(200);
      expect(res.body.message).toContain('Password changed');
      expect((await here.get('/api/auth/me')).status).toBe(200);
      expect((await elsewhere.get('/api/auth/me')).status).toBe(401);
      expect((await chief.get('/api/auth/me')).status).toBe(200);
      const old = await request(t.server)
        .post('/api/auth/login')
        .set(CSRF)
        .send({ name: 'mover', password: 'Old-Password-41' });
      expect(old.status).toBe(401);
      await t.signIn('mover', 'New-Password-42');
      expect(await auditCount()).toBe(audits + 1);
      const { id } = await adminRow('mover');
      const row = await t.dataSource
        .getRepository(AuditLogEntity)
        .findOneByOrFail({ entity: 'admins', entityId: String(id) });
      expect(row).toMatchObject({ action: 'update', fields: '["password"]', adminName: 'mover' });
    });

    it('lets a viewer change their own password', async () => {
      await t.createAdmin('reader2', 'Reader-Two-22', 'viewer');
      const me = await t.signIn('reader2', 'Reader-Two-22');
      await me
        .post('/api/auth/change-password?lang=ar')
        .set(CSRF)
        .send({ currentPassword: 'Reader-Two-22', newPassword: 'Reader-Three-33' })
        .expect(200);
      await t.signIn('reader2', 'Reader-Three-33');
    });
  });

  describe('GET /api/admin/translation-coverage', () => {
    it('answers 401 to nobody and reads for admins and viewers', async () => {
      expect((await request(t.server).get('/api/admin/translation-coverage')).status).toBe(401);
      expect((await viewer.get('/api/admin/translation-coverage')).status).toBe(200);
    });

    it('counts filled fields per language and lists the records falling back to English', async () => {
      const coverage = async () => {
        const { body } = await chief.get('/api/admin/translation-coverage').expect(200);
        expect(body.languages).toEqual([...LANGUAGES]);
        expect(body.resources.map((r: { resource: string }) => r.resource)).toEqual(
          expect.arrayContaining(['products', 'product-cards']),
        );
        return body.resources.find((r: { resource: string }) => r.resource === 'product-cards');
      };
      const before = await coverage();
      expect(before.fields).toEqual(['name', 'details', 'category']);
      const { fr: _missing, ...name } = six('Coverage Card', 'Nom');
      const { body: created } = await chief
        .post('/api/admin/product-cards')
        .set(CSRF)
        .send({ name, details: six('Details', 'D'), category: six('Category', 'C'), rating: 4 })
        .expect(201);
      const after = await coverage();
      expect(after.total).toBe(before.total + 1);
      expect(after.filled.en.name).toBe(before.filled.en.name + 1);
      expect(after.filled.fr.name).toBe(before.filled.fr.name);
      expect(after.filled.fr.details).toBe(before.filled.fr.details + 1);
      expect(after.filled.es.name).toBe(before.filled.es.name + 1);
      expect(after.fallbacks.fr.total).toBe(before.fallbacks.fr.total + 1);
      expect(after.fallbacks.fr.records).toContainEqual({
        _id: created._id,
        title: 'Coverage Card',
        fields: ['name'],
      });
      for (const lang of ['ar', 'ko', 'es', 'ru']) {
        expect(after.fallbacks[lang].records.map((r: { _id: string }) => r._id)).not.toContain(created._id);
      }
      // Filling the French name takes it off the list.
      await chief
        .put(`/api/admin/product-cards/${created._id}`)
        .set(CSRF)
        .send({ name: { fr: 'Carte de couverture' } })
        .expect(200);
      const filled = await coverage();
      expect(filled.filled.fr.name).toBe(before.filled.fr.name + 1);
      expect(filled.fallbacks.fr.records.map((r: { _id: string }) => r._id)).not.toContain(created._id);
    });
  });
});
