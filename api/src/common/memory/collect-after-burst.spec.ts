import { describe, expect, it } from 'vitest';
import { burstCollections, collectAfterBurst, SETTLE_MS } from './collect-after-burst.js';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('collectAfterBurst', () => {
  it('runs one full collection after a burst of answers, not one per answer, and frees what they left', async () => {
    const before = burstCollections();
    // Garbage an answer would leave: unreachable once the burst is over.
    let garbage: string[] | undefined = Array.from({ length: 200_000 }, (_, i) => `piece ${i} `.repeat(4));
    for (let i = 0; i < 5; i++) {
      collectAfterBurst();
      await sleep(SETTLE_MS / 5);
    }
    expect(burstCollections()).toBe(before);
    expect(garbage?.length).toBe(200_000);
    garbage = undefined;
    const heapBefore = process.memoryUsage().heapUsed;
    await sleep(SETTLE_MS + 300);
    expect(burstCollections()).toBe(before + 1);
    expect(process.memoryUsage().heapUsed).toBeLessThan(heapBefore - 20 * 1024 * 1024);
  });
});
