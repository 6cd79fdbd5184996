import { hash } from '@node-rs/argon2';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminEntity } from '../src/admins/admin.entity.js';
import { CSRF, DATABASES, startTestApp, type TestApp } from './support/test-app.js';

const PASSWORD = 'Secured-pass-9';

describe.each(DATABASES)('account lock under concurrent guesses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {});
  });
  afterAll(() => t.close());

  const attempt = (name: string, password: string, address: string) =>
    request(t.server)
      .post('/api/auth/login')
      .set(CSRF)
      .set('X-Forwarded-For', address)
      .send({ name, password });

  it('49 wrong passwords and the right one at once (distinct addresses): the right one is refused, the account ends locked', async () => {
    await t.createAdmin('racer', PASSWORD);
    // A costlier hash (as an admin created with stronger settings would have) keeps every guess in flight long
    // enough for the race to happen every time rather than now and then.
    const admins = t.dataSource.getRepository(AdminEntity);
    // A costlier hash (an admin created with stronger settings) keeps every guess in flight long enough for the race
    // to happen every time; four earlier failures leave one attempt before the lock.
    const slowHash = await hash(PASSWORD, { timeCost: 12, memoryCost: 19456 });
    await admins.update({ name: 'racer' }, { passwordHash: slowHash, failedAttempts: 4 });
    const wrong = Promise.all(
      Array.from({ length: 49 }, (_, i) =>
        attempt('racer', `wrong-guess-${i}`, `198.51.100.${i + 1}`).then((res) => res.status),
      ),
    );
    // The right guess arrives while the wrong ones are still being checked: once the count shows the last attempt
    // taken, or after 300 ms at most. Before the fix, failures were only recorded after their (slow) hashes, so the
    // right one read the account as unlocked and was let in.
    const deadline = Date.now() + 300;
    while (Date.now() < deadline && (await admins.findOneByOrFail({ name: 'racer' })).failedAttempts < 5) {
      await new Promise((done) => setTimeout(done, 10));
    }
    const right = await attempt('racer', PASSWORD, '203.0.113.7');
    expect(right.status).toBe(401);
    expect(await wrong).toEqual(Array(49).fill(401));
    await attempt('racer', PASSWORD, '203.0.113.8').expect(401);
    const admin = await admins.findOneByOrFail({ name: 'racer' });
    expect(admin.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });

  it('only 5 guesses are ever checked per lock: the sixth and later are refused before hashing', async () => {
    await t.createAdmin('counted', PASSWORD);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt('counted', `nope-${i}`, `192.0.2.${i + 1}`)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(30).fill(401));
    const admin = await t.dataSource.getRepository(AdminEntity).findOneByOrFail({ name: 'counted' });
    expect(admin.lockedUntil?.getTime()).toBeGreaterThan(started);
  });

  it('a right password within the first attempts still signs in and clears the count', async () => {
    await t.createAdmin('honest', PASSWORD);
    for (let i = 0; i < 3; i++) await attempt('honest', 'typo-typo', '192.0.2.200').expect(401);
    await attempt('honest', PASSWORD, '192.0.2.200').expect(200);
    const admin = await t.dataSource.getRepository(AdminEntity).findOneByOrFail({ name: 'honest' });
    expect({ failed: admin.failedAttempts, locked: admin.lockedUntil }).toEqual({ failed: 0, locked: null });
  });
});
