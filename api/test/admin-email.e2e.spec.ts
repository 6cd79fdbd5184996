import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminEntity } from '../src/admins/admin.entity.js';
import { loadConfig } from '../src/config/app-config.js';
import { CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

describe.each(DATABASES)('admin e-mail addresses and reset delivery on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      ADMIN_NAME: 'first',
      ADMIN_PASSWORD: 'Opening-pass-81',
      ADMIN_EMAIL: 'first@example.com',
    });
  });
  afterAll(() => t?.close());

  const forgot = (name: string) =>
    request(t.server).post('/api/auth/forgot-password').set(CSRF).send({ name });

  it('ADMIN_EMAIL gives the first admin an address, and the reset code goes to it', async () => {
    const admin = await t.dataSource.getRepository(AdminEntity).findOneByOrFail({ name: 'first' });
    expect(admin.email).toBe('first@example.com');
    await forgot('first').expect(200);
    const mails = await t.readOutbox();
    expect(mails.at(-1)?.to).toBe('first@example.com');
  });

  it('an admin without an address gets no mail and the same answer as an unknown name (no 500)', async () => {
    await t.createAdmin('noaddress', 'No-address-pass-2');
    const before = (await t.readOutbox()).length;
    const known = await forgot('noaddress');
    const unknown = await forgot('nobody-at-all');
    expect(known.status).toBe(200);
    expect({ status: known.status, body: known.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
    expect((await t.readOutbox()).length).toBe(before);
  });

  it('addresses are unique and must look like addresses', async () => {
    await expect(t.createAdmin('second', 'Unrelated-pass-33', 'admin', 'first@example.com')).rejects.toThrow(
      /already has this e-mail/,
    );
    await expect(t.createAdmin('third', 'Unrelated-pass-44', 'admin', 'not-an-address')).rejects.toThrow(
      /e-mail/,
    );
    expect(() => loadConfig({ ADMIN_NAME: 'x1x', ADMIN_PASSWORD: 'y', ADMIN_EMAIL: 'nope' })).toThrow(
      /ADMIN_EMAIL/,
    );
  });

  it('forgot-password does the same work for an unknown name as for a known one (timing)', async () => {
    const median = async (name: string) => {
      const times: number[] = [];
      for (let i = 0; i < 15; i++) {
        const started = process.hrtime.bigint();
        await forgot(name).expect(200);
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      return times.sort((a, b) => a - b)[7] as number;
    };
    const known = await median('first');
    const unknown = await median('nobody-at-all');
    // Both are dominated by the same argon2 hash; what differed (the mail write) now happens after the answer.
    expect(Math.abs(known - unknown)).toBeLessThan(Math.max(known, unknown) * 0.5);
  });
});
