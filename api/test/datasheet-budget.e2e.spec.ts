import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasheetService } from '../src/content/datasheet/datasheet.service.js';
import { FILE_STORAGE, type FileStorage } from '../src/files/file-storage.js';
import { type Setup, STORAGE_SETUPS, startTestApp, type TestApp } from './support/test-app.js';

const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

// Issue 29: a data sheet is rendered once per (product, language, content version) and kept in storage, and a
// client cycling through them meets its budget (EXPENSIVE_READS_PER_MINUTE) with a 429 that says why.
describe.each(STORAGE_SETUPS)(
  'data sheets on $database with $storage storage: stored and budgeted',
  (setup: Setup) => {
    let t: TestApp;
    let ids: string[] = [];
    const sheet = (app: TestApp, id: string, client: string, lang = 'en') =>
      request(app.server)
        .get(`/api/products/${id}/datasheet.pdf?lang=${lang}`)
        .set('X-Forwarded-For', client)
        .buffer(true)
        .parse(binary);

    beforeAll(async () => {
      t = await startTestApp(setup.database, { EXPENSIVE_READS_PER_MINUTE: '5' }, setup.storage);
      const rows = (await t.dataSource.query(
        'SELECT id FROM products WHERE published = 1 ORDER BY id',
      )) as Array<{
        id: number | string;
      }>;
      ids = rows.map((row) => String(row.id));
      expect(ids.length).toBeGreaterThan(8);
    });
    afterAll(() => t?.close());

    it('a client cycling through sheets gets 429 past its budget, with a clear JSON message; others are served', async () => {
      const statuses: number[] = [];
      let limited = undefined as unknown as request.Response;
      for (const id of ids.slice(0, 7)) {
        const res = await sheet(t, id, '203.0.113.10');
        statuses.push(res.status);
        if (res.status === 429) limited = res;
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const body = JSON.parse((limited.body as Buffer).toString('utf8'));
      expect(body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(body.message).toMatch(
        /^Too many data sheets or searches from your address \(at most 5 a minute\)/,
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await sheet(t, ids[6] as string, '203.0.113.11').expect(200);
    });

    it('after the first render a sheet is served from its stored copy, on this and any later instance', async () => {
      const service = t.app.get(DatasheetService);
      const storage = t.app.get<FileStorage>(FILE_STORAGE);
      const id = ids[7] as string;
      const before = { ...service.counts };
      const first = await sheet(t, id, '203.0.113.20', 'fr').expect(200);
      expect(service.counts.rendered).toBe(before.rendered + 1);
      const stored = (await t.storedFiles('datasheets')).filter((name) => name.startsWith(`${id}-fr-`));
      expect(stored).toHaveLength(1);
      const key = `datasheets/${stored[0]}`;
      expect(await storage.read(key)).toEqual(first.body);

      // Replace the stored copy: what is served from now on is that copy, byte for byte (no render).
      const marker = Buffer.from('%PDF-1.4\n% the stored copy\n');
      await storage.put(key, marker);
      const again = await sheet(t, id, '203.0.113.21', 'fr').expect(200);
      expect(again.body).toEqual(marker);
      expect(service.counts).toEqual({ rendered: before.rendered + 1, stored: before.stored + 1 });

      // Another instance (after a restart, with the orphan sweep on) finds it too; the sweep keeps data sheets.
      const other = await startTestApp(setup.database, { FILE_SWEEP_MIN_AGE: '0' }, setup.storage, {
        sharing: t,
      });
      try {
        const elsewhere = await sheet(other, id, '203.0.113.22', 'fr').expect(200);
        expect(elsewhere.body).toEqual(marker);
        expect(other.app.get(DatasheetService).counts).toEqual({ rendered: 0, stored: 1 });
      } finally {
        await other.stop();
      }
    });
  },
);
