import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordResetCodeEntity } from '../src/auth/password-reset-code.entity.js';
import { SessionEntity } from '../src/auth/session.entity.js';
import { ADMIN, CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

describe.each(DATABASES)('auth on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.createAdmin(ADMIN.name, ADMIN.password);
  });
  afterAll(() => t.close());

  describe('POST /api/auth/login', () => {
    it('signs in, answers {name, role} and sets an httpOnly SameSite=Strict session cookie', async () => {
      const res = await request(t.server).post('/api/auth/login').set(CSRF).send(ADMIN);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ name: ADMIN.name, role: 'admin' });
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/aurinko_session=[\w-]{40,}/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\/api/);
      expect(cookie).not.toMatch(/Secure/);
      const stored = await t.dataSource.getRepository(SessionEntity).find();
      const token = /aurinko_session=([^;]+)/.exec(cookie)?.[1] ?? '';
      expect(stored.some((s) => s.idHash === token)).toBe(false);
    });

    it('answers the same 401 for an unknown name and a wrong password', async () => {
      const unknown = await request(t.server)
        .post('/api/auth/login')
        .set(CSRF)
        .send({ name: 'nobody', password: 'x' });
      const wrong = await request(t.server)
        .post('/api/auth/login')
        .set(CSRF)
        .send({ name: ADMIN.name, password: 'x' });
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    });

    it.each([
      [{}, 'name'],
      [{ name: 'chief' }, 'password'],
      [{ name: 42, password: 'x' }, 'name'],
      [{ name: 'chief', password: ['x'] }, 'password'],
      [{ name: 'x'.repeat(65), password: 'x' }, 'name'],
      [{ name: 'chief', password: 'x', admin: true }, 'admin'],
    ])('refuses %j with a message naming %s', async (body, field) => {
      const res = await request(t.server).post('/api/auth/login').set(CSRF).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
      expect(res.body.error).toBe('Bad Request');
    });

    it('refuses malformed JSON with 400', async () => {
      const res = await request(t.server)
        .post('/api/auth/login')
        .set(CSRF)
        .set('Content-Type', 'application/json')
        .send('{"name": "chief",');
      expect(res.status).toBe(400);
      expect(res.body.statusCode).toBe(400);
    });

    it('locks the account after 5 failures: even the right password is refused', async () => {
      await t.createAdmin('locky', 'Secured-pass-9');
      for (let i = 0; i < 5; i++) {
        await request(t.server)
          .post('/api/auth/login')
          .set(CSRF)
          .send({ name: 'locky', password: 'wrong' })
          .expect(401);
      }
      const res = await request(t.server)
        .post('/api/auth/login')
        .set(CSRF)
        .send({ name: 'locky', password: 'Secured-pass-9' });
      expect(res.status).toBe(401);
    });
  });

  describe('GET /api/auth/me and POST /api/auth/logout', () => {
    it('answers 401 when signed out', async () => {
      const res = await request(t.server).get('/api/auth/me');
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ statusCode: 401, message: 'Sign in required', error: 'Unauthorized' });
    });

    it('answers {name, role} when signed in, and logout ends the session on the server', async () => {
      const agent = await t.signIn();
      expect((await agent.get('/api/auth/me')).body).toEqual({ name: ADMIN.name, role: 'admin' });
      const login = await request(t.server).post('/api/auth/login').set(CSRF).send(ADMIN);
      const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
      await request(t.server).get('/api/auth/me').set('Cookie', cookie).expect(200);
      await request(t.server).post('/api/auth/logout').set(CSRF).set('Cookie', cookie).expect(200);
      await request(t.server).get('/api/auth/me').set('Cookie', cookie).expect(401);
    });

    it('expires a session after the idle timeout', async () => {
      const login = await request(t.server).post('/api/auth/login').set(CSRF).send(ADMIN);
      const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
      await t.dataSource
        .getRepository(SessionEntity)
        .createQueryBuilder()
        .update()
        .set({ lastSeenAt: new Date(Date.now() - 3 * 60 * 60 * 1000) })
        .execute();
      await request(t.server).get('/api/auth/me').set('Cookie', cookie).expect(401);
    });
  });

  describe('CSRF', () => {
    it('refuses a state-changing request without X-Requested-With: aurinko', async () => {
      const res = await request(t.server).post('/api/auth/login').send(ADMIN);
      expect(res.status).toBe(403);
      expect(res.body.message).toContain('X-Requested-With');
      const wrong = await request(t.server)
        .post('/api/auth/login')
        .set('X-Requested-With', 'XMLHttpRequest')
        .send(ADMIN);
      expect(wrong.status).toBe(403);
    });

    it('refuses cross-site requests even with the header', async () => {
      const agent = await t.signIn();
      const crossSite = await agent
        .post('/api/headline/create')
        .set(CSRF)
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ headline1: 'x' });
      expect(crossSite.status).toBe(403);
      const foreignOrigin = await agent
        .post('/api/headline/create')
        .set(CSRF)
        .set('Origin', 'https://evil.example')
        .send({ headline1: 'x' });
      expect(foreignOrigin.status).toBe(403);
      const sameOrigin = await agent
        .post('/api/headline/create')
        .set(CSRF)
        .set('Sec-Fetch-Site', 'same-origin')
        .set('Origin', 'http://localhost:8080')
        .send({ headline1: 'from the shell' });
      expect(sameOrigin.status).toBe(201);
    });

    it('lets safe methods through without the header', async () => {
      await request(t.server).get('/api/headline/all').expect(200);
    });
  });

  describe('password reset', () => {
    const NAME = 'forgetful';
    const EMAIL = 'forgetful@example.com';
    const OLD = 'Old-password-77';

    beforeAll(() => t.createAdmin(NAME, OLD, 'admin', EMAIL));

    const latestCode = async () => {
      const mails = await t.readOutbox();
      const last = mails.filter((m) => m.to === EMAIL).at(-1);
      if (!last) throw new Error('no mail in the outbox');
      return last;
    };

    it('gives the same answer whether or not the name exists, and writes the code to the outbox', async () => {
      const known = await request(t.server).post('/api/auth/forgot-password').set(CSRF).send({ name: NAME });
      const unknown = await request(t.server)
        .post('/api/auth/forgot-password')
        .set(CSRF)
        .send({ name: 'ghost' });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      const mail = await latestCode();
      expect(mail.code).toMatch(/^\d{8}$/);
      expect(mail.text).toContain(mail.code);
      expect(mail.subject).toBeTruthy();
      expect(new Date(mail.createdAt).getTime()).not.toBeNaN();
      expect((await t.readOutbox()).some((m) => m.to === 'ghost')).toBe(false);
      const stored = await t.dataSource.getRepository(PasswordResetCodeEntity).find();
      expect(stored.every((row) => !row.codeHash.includes(mail.code))).toBe(true);
    });

    it.each([
      [{ name: NAME, otp: '12345678' }, 'newPassword'],
      [{ name: NAME, newPassword: 'Whatever-123' }, 'otp'],
      [{ otp: '12345678', newPassword: 'Whatever-123' }, 'name'],
      [{ name: NAME, otp: 12345678, newPassword: 'Whatever-123' }, 'otp'],
      [{ name: NAME, otp: 'abc', newPassword: 'Whatever-123' }, 'otp'],
      [{ name: NAME, otp: '12345678', newPassword: 'Whatever-123', extra: 1 }, 'extra'],
    ])('refuses %j naming %s', async (body, field) => {
      const res = await request(t.server).post('/api/auth/reset-password').set(CSRF).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
    });

    it('refuses weak new passwords with a message', async () => {
      const { code } = await latestCode();
      for (const newPassword of ['short', 'password123', '12345678']) {
        const res = await request(t.server)
          .post('/api/auth/reset-password')
          .set(CSRF)
          .send({ name: NAME, otp: code, newPassword });
        expect(res.status).toBe(400);
        // The field in words, never the API's name for it.
        expect(res.body.message).toMatch(/^New password /);
      }
    });

    it('answers the reset flow in the request language', async () => {
      const forgot = await request(t.server)
        .post('/api/auth/forgot-password?lang=ar')
        .set(CSRF)
        .send({ name: NAME })
        .expect(200);
      expect(forgot.body.message).toBe(
        'إذا كان هذا المسؤول موجودًا، فقد أُرسل رمز لمرة واحدة. الرمز صالح لمدة 10 دقائق.',
      );
      const { code } = await latestCode();
      const weak = await request(t.server)
        .post('/api/auth/reset-password?lang=fr')
        .set(CSRF)
        .send({ name: NAME, otp: code, newPassword: 'short' });
      expect(weak.status).toBe(400);
      expect(weak.body.message).toBe('Nouveau mot de passe : doit comporter au moins 8 caractères');
      const wrong = code === '00000000' ? '11111111' : '00000000';
      const bad = await request(t.server)
        .post('/api/auth/reset-password?lang=ko')
        .set(CSRF)
        .send({ name: NAME, otp: wrong, newPassword: 'Brand-new-pass-1' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('코드가 올바르지 않거나 만료되었습니다');
    });

    it('resets with the right code, ends every session, and the code works only once', async () => {
      await request(t.server).post('/api/auth/forgot-password').set(CSRF).send({ name: NAME }).expect(200);
      const { code } = await latestCode();
      const session = await t.signIn(NAME, OLD);
      await session.get('/api/auth/me').expect(200);
      const wrong = code === '00000000' ? '11111111' : '00000000';
      const bad = await request(t.server)
        .post('/api/auth/reset-password')
        .set(CSRF)
        .send({ name: NAME, otp: wrong, newPassword: 'Brand-new-pass-1' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Invalid or expired code');

      const ok = await request(t.server)
        .post('/api/auth/reset-password')
        .set(CSRF)
        .send({ name: NAME, otp: code, newPassword: 'Brand-new-pass-1' });
      expect(ok.status).toBe(200);
      expect(typeof ok.body.message).toBe('string');
      await session.get('/api/auth/me').expect(401);
      await request(t.server)
        .post('/api/auth/login')
        .set(CSRF)
        .send({ name: NAME, password: OLD })
        .expect(401);
      await t.signIn(NAME, 'Brand-new-pass-1');

      const again = await request(t.server)
        .post('/api/auth/reset-password')
        .set(CSRF)
        .send({ name: NAME, otp: code, newPassword: 'Another-pass-22' });
      expect(again.status).toBe(400);
    });

    it('allows only a handful of attempts per code', async () => {
      await request(t.server).post('/api/auth/forgot-password').set(CSRF).send({ name: NAME }).expect(200);
      const { code } = await latestCode();
      const wrong = code === '00000000' ? '11111111' : '00000000';
      for (let i = 0; i < 5; i++) {
        await request(t.server)
          .post('/api/auth/reset-password')
          .set(CSRF)
          .send({ name: NAME, otp: wrong, newPassword: 'Third-pass-333' })
          .expect(400);
      }
      const right = await request(t.server)
        .post('/api/auth/reset-password')
        .set(CSRF)
        .send({ name: NAME, otp: code, newPassword: 'Third-pass-333' });
      expect(right.status).toBe(400);
    });

    it('refuses an expired code', async () => {
      await request(t.server).post('/api/auth/forgot-password').set(CSRF).send({ name: NAME }).expect(200);
      const { code } = await latestCode();
      await t.dataSource
        .getRepository(PasswordResetCodeEntity)
        .createQueryBuilder()
        .update()
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .execute();
      const res = await request(t.server)
        .post('/api/auth/reset-password')
        .set(CSRF)
        .send({ name: NAME, otp: code, newPassword: 'Fourth-pass-444' });
      expect(res.status).toBe(400);
    });
  });
});

describe('auth limits and first admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', {
      AUTH_RATE_LIMIT: '3',
      COOKIE_SECURE: 'true',
      ADMIN_NAME: 'founder',
      ADMIN_PASSWORD: 'Tiger-pass-2014',
    });
  });
  afterAll(() => t.close());

  it('creates the first admin from ADMIN_NAME/ADMIN_PASSWORD and marks the cookie Secure when asked', async () => {
    const res = await request(t.server)
      .post('/api/auth/login')
      .set(CSRF)
      .send({ name: 'founder', password: 'Tiger-pass-2014' });
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
  });

  it('rate-limits sign-in attempts with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await request(t.server).post('/api/auth/login').set(CSRF).send({ name: 'x', password: 'y' })).status,
      );
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3);
  });
});
