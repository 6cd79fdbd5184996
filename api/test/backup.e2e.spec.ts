import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.factory.js';
import { backup, RestoreError, restore } from '../src/backup/backup.js';
import { dumpAllRows } from '../src/backup/database-dump.js';
import { type AppConfig, loadConfig } from '../src/config/app-config.js';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { createFileStorage } from '../src/files/create-file-storage.js';
import { COUNTS_TABLE, FALLBACKS_TABLE, STATE_TABLE } from '../src/studio/translation-counters.js';
import { type S3Emulator, startS3Emulator } from './support/s3-emulator.js';
import {
  ADMIN,
  CSRF,
  createMysqlDatabase,
  STORAGE_SETUPS,
  startTestApp,
  type TestApp,
} from './support/test-app.js';

/** Every stored file's checksum, read through the configured storage (local folder or bucket). */
async function fileChecksums(config: AppConfig): Promise<Record<string, string>> {
  const storage = await createFileStorage(config);
  const out: Record<string, string> = {};
  for (const { key } of await storage.list()) {
    const data = await storage.read(key);
    out[key] = createHash('sha256')
      .update(data ?? Buffer.alloc(0))
      .digest('hex');
  }
  return out;
}

async function rowsOf(config: AppConfig) {
  const dataSource = await new DataSource(dataSourceOptions(config.database)).initialize();
  try {
    const migrations = (await dataSource.query('SELECT name FROM migrations ORDER BY id')) as unknown[];
    return { tables: await dumpAllRows(dataSource), migrations };
  } finally {
    await dataSource.destroy();
  }
}

const DERIVED = [COUNTS_TABLE, FALLBACKS_TABLE, STATE_TABLE];

describe.each(STORAGE_SETUPS)(
  'backup and restore on $database with $storage files',
  ({ database, storage }) => {
    let source: TestApp;
    let archiveDir: string;
    let archive: string;
    let target: AppConfig;
    const cleanups: Array<() => Promise<void>> = [];
    let before: Awaited<ReturnType<typeof rowsOf>>;
    let beforeFiles: Record<string, string>;
    let logoUrl: string;

    beforeAll(async () => {
      // A site with content: the seed (129 files), an admin, an upload, a headline, a contact message, a visit.
      source = await startTestApp(database, {}, storage);
      await source.createAdmin(ADMIN.name, ADMIN.password, 'admin', 'chief@example.com');
      const admin = await source.signIn();
      const logo = await sharp({ create: { width: 48, height: 24, channels: 3, background: '#3a7' } })
        .png()
        .toBuffer();
      const uploaded = await admin.post('/api/logo/add').set(CSRF).attach('images', logo, 'partner.png');
      expect(uploaded.status).toBe(201);
      logoUrl = uploaded.body[0].url;
      await admin
        .post('/api/headline/create')
        .set(CSRF)
        .send({ headline1: 'Backed up', translations: { ar: 'نسخة احتياطية', ko: '백업' } })
        .expect(201);
      await request(source.server)
        .post('/api/contact')
        .set(CSRF)
        .send({
          name: 'Ada',
          mobile: '+44 20 7946 0000',
          email: 'ada@example.com',
          message: 'A question about a product.',
          website: '',
        })
        .expect(201);
      await request(source.server).post('/api/visitors/hit').set(CSRF).expect(200);

      before = await rowsOf(source.config);
      beforeFiles = await fileChecksums(source.config);
      archiveDir = await mkdtemp(join(tmpdir(), 'aurinko-backup-'));
      archive = join(archiveDir, 'site.tar.gz');
      // Taken while the API is running.
      await backup(source.config, archive);

      // An empty installation of the same kind: a fresh database and empty storage.
      const dataDir = await mkdtemp(join(tmpdir(), 'aurinko-restore-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'error' };
      if (database === 'mysql') {
        const mysql = await createMysqlDatabase();
        cleanups.push(mysql.drop);
        env.DATABASE_URL = mysql.url;
      }
      if (storage === 's3') {
        const s3: S3Emulator = await startS3Emulator();
        cleanups.push(() => s3.stop());
        Object.assign(env, s3.env);
      }
      target = loadConfig(env);
    });

    afterAll(async () => {
      await source?.close();
      for (const cleanup of cleanups.reverse()) await cleanup();
      if (archiveDir) await rm(archiveDir, { recursive: true, force: true });
    });

    it('restores every row of every table and every file, checksum for checksum', async () => {
      const summary = await restore(target, archive);
      expect(summary.files).toBe(Object.keys(beforeFiles).length);
      expect(summary.files).toBeGreaterThan(100);

      const after = await rowsOf(target);
      expect(after.migrations).toEqual(before.migrations);
      expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
      // The translation counters are derived from the rows: not in the archive, rebuilt at the next start (below).
      expect(after.tables[COUNTS_TABLE]).toEqual([]);
      for (const table of Object.keys(before.tables).filter((name) => !DERIVED.includes(name))) {
        expect({ table, rows: after.tables[table] }).toEqual({ table, rows: before.tables[table] });
      }
      expect(before.tables.admins).toHaveLength(1);
      expect(before.tables.logos?.length).toBeGreaterThan(0);
      expect(await fileChecksums(target)).toEqual(beforeFiles);
    });

    it('refuses to restore over an installation that is not empty', async () => {
      await expect(restore(target, archive)).rejects.toThrow(RestoreError);
      await expect(restore(target, archive)).rejects.toThrow(/not empty/);
    });

    it('serves the restored site: the admin signs in, the upload and the content are there', async () => {
      const app = await createApp(target);
      await app.init();
      try {
        const server = app.getHttpServer();
        const agent = request.agent(server);
        await agent.post('/api/auth/login').set(CSRF).send(ADMIN).expect(200);
        const served = await request(server).get(logoUrl).buffer(true).expect(200);
        const original = await request(source.server).get(logoUrl).buffer(true).expect(200);
        expect(Buffer.compare(served.body, original.body)).toBe(0);
        const headlines = await request(server).get('/api/headline/all?lang=ko').expect(200);
        expect(headlines.body.map((h: { headline1: string }) => h.headline1)).toContain('백업');
        // The seeds had run: nothing was seeded again, and the start-up sweep kept every restored file.
        expect(await fileChecksums(target)).toEqual(beforeFiles);
        // The start rebuilt the translation counters from the restored rows: the same as the source's.
        const rebuilt = await rowsOf(target);
        for (const table of DERIVED.filter((name) => name !== STATE_TABLE))
          expect({ table, rows: rebuilt.tables[table] }).toEqual({ table, rows: before.tables[table] });
        expect(before.tables[COUNTS_TABLE]?.length).toBeGreaterThan(50);
      } finally {
        await app.close();
      }
    });
  },
);
