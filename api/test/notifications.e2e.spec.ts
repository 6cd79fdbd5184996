import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminEntity } from '../src/admins/admin.entity.js';
import { AuditLogEntity } from '../src/audit/audit-log.entity.js';
import { LOCK_AFTER_FAILURES } from '../src/auth/auth.service.js';
import { NotificationsService } from '../src/notifications/notifications.service.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

let lastIp = 0;
/** Each post from its own client address, so the public forms' rate limit never interferes. */
const fresh = () => ({ ...CSRF, 'X-Forwarded-For': `198.51.100.${++lastIp % 250}, 10.0.0.1` });

const CHIEF_MAIL = 'chief@aurinko.example';
const DEPUTY_MAIL = 'deputy@aurinko.example';
const VIEWER_MAIL = 'viewer@aurinko.example';

describe.each(DATABASES)('notifications and replies on %s', (kind) => {
  let t: TestApp;
  let chief: TestAgent;
  let deputy: TestAgent;

  const sendContact = (name: string, message: string) =>
    request(t.server)
      .post('/api/contact')
      .set(fresh())
      .send({ name, mobile: '+33 1 23 45 67 89', email: 'visitor@example.org', message, website: '' })
      .expect(201);

  const mailsTo = async (to: string) => (await t.readOutbox()).filter((mail) => mail.to === to);

  beforeAll(async () => {
    t = await startTestApp(kind, { TRUSTED_PROXIES: 'loopback, 10.0.0.0/8' });
    await t.createAdmin(ADMIN.name, ADMIN.password, 'admin', CHIEF_MAIL);
    await t.createAdmin('deputy', 'Another-pass-77', 'admin', DEPUTY_MAIL);
    await t.createAdmin('watcher', 'Viewing-pass-55', 'viewer', VIEWER_MAIL);
    chief = await t.signIn();
    deputy = await t.signIn('deputy', 'Another-pass-77');
  });
  afterAll(() => t.close());

  describe('GET/PUT /api/notifications/preferences', () => {
    it('starts at an e-mail at once for every kind, and keeps each admin their own choices', async () => {
      const start = await chief.get('/api/notifications/preferences').expect(200);
      expect(start.body).toEqual({ contact: 'instant', review: 'instant', signIn: 'instant' });
      const changed = await deputy
        .put('/api/notifications/preferences')
        .set(CSRF)
        .send({ contact: 'digest', review: 'off' })
        .expect(200);
      expect(changed.body).toEqual({ contact: 'digest', review: 'off', signIn: 'instant' });
      expect((await chief.get('/api/notifications/preferences').expect(200)).body.contact).toBe('instant');
    });

    it('refuses an unknown mode with a 400 naming the field', async () => {
      const res = await chief
        .put('/api/notifications/preferences')
        .set(CSRF)
        .send({ review: 'hourly' })
        .expect(400);
      expect(JSON.stringify(res.body)).toContain('review must be one of: instant, digest, off');
    });

    it('is for admins only: 401 anonymously, 403 to a viewer', async () => {
      await request(t.server).get('/api/notifications/preferences').expect(401);
      const viewer = await t.signIn('watcher', 'Viewing-pass-55');
      await viewer.get('/api/notifications/preferences').expect(403);
      await viewer.put('/api/notifications/preferences').set(CSRF).send({ contact: 'off' }).expect(403);
    });
  });

  describe('e-mails at once', () => {
    it('mails a contact message at once to the admins who chose it, never to a viewer or a digest reader', async () => {
      await sendContact('Léa Martin', 'Bonjour, je voudrais le prix du vaccin.');
      const chiefs = await mailsTo(CHIEF_MAIL);
      expect(chiefs).toHaveLength(1);
      expect(chiefs[0]?.subject).toContain('New contact message');
      expect(chiefs[0]?.text).toContain('Léa Martin');
      expect(chiefs[0]?.text).toContain('je voudrais le prix du vaccin');
      expect(await mailsTo(DEPUTY_MAIL)).toHaveLength(0);
      expect(await mailsTo(VIEWER_MAIL)).toHaveLength(0);
    });

    it('mails a review to who wants reviews at once, and nothing to one who turned reviews off', async () => {
      await request(t.server)
        .post('/api/reviews')
        .set(fresh())
        .send({
          name: 'Kim Min-jun',
          email: 'kim@example.kr',
          rating: 5,
          comment: 'Very good product, fast delivery.',
        })
        .expect(201);
      const reviews = (await mailsTo(CHIEF_MAIL)).filter((m) => m.subject.includes('review'));
      expect(reviews).toHaveLength(1);
      expect(reviews[0]?.text).toContain('Kim Min-jun');
      expect((await mailsTo(DEPUTY_MAIL)).filter((m) => m.subject.includes('review'))).toHaveLength(0);
    });

    it('mails a burst of failed sign-ins that locked an account', async () => {
      for (let i = 0; i < LOCK_AFTER_FAILURES; i++) {
        await request(t.server)
          .post('/api/auth/login')
          .set(fresh())
          .send({ name: 'watcher', password: `wrong-${i}` });
      }
      const locked = (await mailsTo(CHIEF_MAIL)).filter((m) => m.subject.includes('locked'));
      expect(locked).toHaveLength(1);
      expect(locked[0]?.text).toContain('"watcher"');
    });
  });

  describe('the daily digest', () => {
    it('sends once a day one e-mail listing the kinds chosen as a digest, and not twice', async () => {
      const notifications = t.app.get(NotificationsService);
      const digestsTo = async (to: string) => (await mailsTo(to)).filter((m) => m.subject.includes('digest'));
      expect(await digestsTo(DEPUTY_MAIL)).toHaveLength(0);
      // The deputy wants contact messages as a digest only: none of them came at once.
      expect((await mailsTo(DEPUTY_MAIL)).filter((m) => m.subject.includes('contact'))).toHaveLength(0);
      const at = new Date(Math.floor(Date.now() / 1000) * 1000 + 1000);
      // The deputy chose contact messages as a digest: the chief's at-once mails are not theirs to get.
      expect(await notifications.sendDueDigests(at)).toBe(1);
      const digests = await digestsTo(DEPUTY_MAIL);
      expect(digests).toHaveLength(1);
      expect(digests[0]?.text).toContain('Léa Martin');
      expect(digests[0]?.text).not.toContain('Kim Min-jun');
      expect(await notifications.sendDueDigests(new Date(at.getTime() + 60_000))).toBe(0);
      const deputyRow = await t.dataSource.getRepository(AdminEntity).findOneByOrFail({ name: 'deputy' });
      expect(deputyRow.digestSentAt?.getTime()).toBe(at.getTime());
    });
  });

  describe('POST /api/contact/:id/replies', () => {
    it('sends the reply from the site address, keeps it in the thread with who and when, and marks it handled', async () => {
      await sendContact('Omar Haddad', 'Do you ship veterinary vaccines to Jordan?');
      const list = await chief.get('/api/contact').query({ q: 'Omar' }).expect(200);
      const id = list.body.items[0]._id as string;
      const answered = await chief
        .post(`/api/contact/${id}/replies`)
        .set(CSRF)
        .send({ text: '  Yes, we ship to Jordan; our export team will call you.  ' })
        .expect(201);
      expect(answered.body.handled).toBe(true);
      expect(answered.body.read).toBe(true);
      expect(answered.body.replies).toEqual([
        expect.objectContaining({
          text: 'Yes, we ship to Jordan; our export team will call you.',
          adminName: ADMIN.name,
        }),
      ]);
      const sent = await mailsTo('visitor@example.org');
      expect(sent).toHaveLength(1);
      expect(sent[0]?.from).toBe(t.config.mailFrom);
      expect(sent[0]?.subject).toContain('Re:');
      expect(sent[0]?.text).toContain('our export team will call you');
      expect(sent[0]?.text).toContain('> Do you ship veterinary vaccines to Jordan?');

      await deputy
        .post(`/api/contact/${id}/replies`)
        .set(CSRF)
        .send({ text: 'Our price list follows.' })
        .expect(201);
      const thread = await chief.get(`/api/contact/${id}`).expect(200);
      expect(thread.body.replies.map((r: { adminName: string }) => r.adminName)).toEqual([
        ADMIN.name,
        'deputy',
      ]);
      expect(Date.parse(thread.body.replies[0].sentAt)).not.toBeNaN();
      const audit = await t.dataSource
        .getRepository(AuditLogEntity)
        .findBy({ action: 'reply', entityId: id });
      expect(audit.map((row) => row.adminName).sort()).toEqual([ADMIN.name, 'deputy']);
    });

    it('refuses an empty reply with a 400 naming the field, and a missing message with a 404', async () => {
      const list = await chief.get('/api/contact').expect(200);
      const id = list.body.items[0]._id as string;
      const res = await chief.post(`/api/contact/${id}/replies`).set(CSRF).send({ text: ' ' }).expect(400);
      expect(JSON.stringify(res.body)).toContain('text must be 2–5000 characters');
      await chief.post('/api/contact/999999/replies').set(CSRF).send({ text: 'Hello there' }).expect(404);
    });

    it('is for admins only', async () => {
      await request(t.server)
        .post('/api/contact/1/replies')
        .set(CSRF)
        .send({ text: 'Hello there' })
        .expect(401);
      const viewer = await t.signIn('watcher', 'Viewing-pass-55').catch(() => undefined);
      // The viewer's account was locked above; a locked viewer has no session at all.
      if (viewer)
        await viewer.post('/api/contact/1/replies').set(CSRF).send({ text: 'Hello there' }).expect(403);
    });

    it('deletes the thread with its message', async () => {
      const list = await chief.get('/api/contact').query({ q: 'Omar' }).expect(200);
      const id = list.body.items[0]._id as string;
      await chief.delete(`/api/contact/${id}`).set(CSRF).expect(200);
      const left = await t.dataSource.query(
        'SELECT COUNT(*) AS n FROM contact_replies WHERE message_id = ?',
        [Number(id)],
      );
      expect(Number(left[0].n)).toBe(0);
    });
  });
});
