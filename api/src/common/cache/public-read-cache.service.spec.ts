import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config/app-config.js';
import { PublicReadCache } from './public-read-cache.service.js';

describe('PublicReadCache', () => {
  it('drops expired entries within a TTL even when nobody asks for them again (issue 37)', async () => {
    const cache = new PublicReadCache({ publicCacheTtlMs: 40 } as AppConfig);
    const body = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < 5; i++)
      cache.store(`sitemap ${i}`, body, `"${i}"`, cache.version, new Set(['products']), 8 * 1024 * 1024);
    expect(cache.size).toBe(5);
    expect(cache.lookup('sitemap 0')?.etag).toBe('"0"');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(cache.size).toBe(0);
    // Stored again later: kept for its own TTL, then dropped too.
    cache.store('later', body, '"later"', cache.version, new Set(['products']));
    expect(cache.size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(cache.size).toBe(0);
  });
});
