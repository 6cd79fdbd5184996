import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, retryOnDeadlock } from './database-errors.js';

/** A failed query as TypeORM throws it from mysql2 (`driverError` with the server's code). */
const failed = (code: string, errno: number) =>
  new QueryFailedError('INSERT INTO search_texts …', [], Object.assign(new Error(code), { code, errno }));

describe('deadlock victims', () => {
  it('runs the work again for a deadlock, including one on the AUTO-INC lock (1467), and not for other errors', async () => {
    for (const [code, errno] of [
      ['ER_LOCK_DEADLOCK', 1213],
      ['ER_AUTOINC_READ_FAILED', 1467],
    ] as const) {
      let calls = 0;
      const answer = await retryOnDeadlock(async () => {
        calls++;
        if (calls < 3) throw failed(code, errno);
        return 'written';
      }, 3);
      expect([code, answer, calls]).toEqual([code, 'written', 3]);
    }
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw failed('ER_DUP_ENTRY', 1062);
      }, 3),
    ).rejects.toThrow('ER_DUP_ENTRY');
    expect(calls).toBe(1);
    // Only so many attempts.
    await expect(
      retryOnDeadlock(() => Promise.reject(failed('ER_LOCK_DEADLOCK', 1213)), 2),
    ).rejects.toThrow();
  });

  it('answers a deadlock victim as "busy, try again" (503), not as a server error', () => {
    expect(isDatabaseUnavailable(failed('ER_LOCK_DEADLOCK', 1213))).toBe(true);
    expect(isDatabaseUnavailable(failed('ER_AUTOINC_READ_FAILED', 1467))).toBe(true);
    expect(isDatabaseUnavailable(failed('ER_DUP_ENTRY', 1062))).toBe(false);
  });
});
