import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageKeysOf, storedFileColumns } from '../../src/files/stored-file-columns.js';
import { imagesMissingVariants, mainFiles } from '../support/stored-images.js';
import { ADMIN, CSRF, startTestApp, type TestApp } from '../support/test-app.js';

const API_DIR = join(import.meta.dirname, '..', '..');
const SWEEP_NOW = { FILE_SWEEP_MIN_AGE: '0' };

async function allStoredFiles(dataDir: string): Promise<string[]> {
  const root = join(dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
    .sort();
}

/** Every key the database references through the registered file columns. */
async function referencedKeys(t: TestApp): Promise<string[]> {
  const keys = new Set<string>();
  for (const { entity, property } of storedFileColumns()) {
    for (const row of await t.dataSource.getRepository(entity as never).find()) {
      for (const key of storageKeysOf((row as Record<string, unknown>)[property])) keys.add(key);
    }
  }
  return [...keys].sort();
}

describe('start-up sweep of files no row references', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', SWEEP_NOW);
    await t.createAdmin(ADMIN.name, ADMIN.password);
  });
  afterAll(() => t.close());

  it('every column holding /api/uploads/ values (alone or in a list) is declared with @StoredFileReference()', async () => {
    const agent = await t.signIn();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    await agent.post('/api/logo/add').set(CSRF).attach('images', png, 'a.png').expect(201);
    const declared = new Set(
      storedFileColumns().map((c) => `${t.dataSource.getMetadata(c.entity).tableName}.${c.property}`),
    );
    for (const metadata of t.dataSource.entityMetadatas) {
      for (const column of metadata.columns) {
        const count = await t.dataSource
          .createQueryBuilder()
          .from(metadata.tableName, 't')
          .where(`t.${column.databaseName} LIKE :uploads`, { uploads: '%/api/uploads/%' })
          .getCount();
        if (count > 0) expect(declared).toContain(`${metadata.tableName}.${column.propertyName}`);
      }
    }
    // Every entity with files today (the studio's and later ones add theirs by declaring them).
    expect([...declared]).toEqual(
      expect.arrayContaining([
        'banners.image',
        'blog_posts.cover',
        'brochures.file',
        'events.images',
        'faculty_members.photo',
        'gallery_photos.image',
        'logos.storageKey',
        'logos.url',
        'page_banners.image',
        'products.brochure',
        'products.image',
        'products.logo',
        'products.report',
        'reports.file',
        'videos.poster',
        'videos.file',
      ]),
    );
  });

  it('after a restart, files without rows and unfinished writes are gone; referenced and seed files stay', async () => {
    const uploads = join(t.dataDir, 'uploads');
    const orphans = [
      `logos/${randomUUID()}.webp`,
      `products/${randomUUID()}.webp`,
      `reports/${randomUUID()}.pdf`,
    ];
    for (const key of orphans) {
      await mkdir(join(uploads, key, '..'), { recursive: true });
      await writeFile(join(uploads, key), 'orphan');
    }
    await writeFile(join(uploads, 'logos', '.tmp-0123456789abcdef'), 'half a file');
    const before = await allStoredFiles(t.dataDir);
    const referenced = await referencedKeys(t);
    expect(referenced.length).toBeGreaterThan(50);
    await t.stop();
    t = await startTestApp('sqlite', SWEEP_NOW, 'local', { sharing: t });
    const after = await allStoredFiles(t.dataDir);
    // The referenced files, each image with its responsive variants.
    expect(mainFiles(after)).toEqual(referenced);
    expect(imagesMissingVariants(after)).toEqual([]);
    expect(before.filter((f) => !after.includes(f)).sort()).toEqual(
      [...orphans, 'logos/.tmp-0123456789abcdef'].sort(),
    );
  });

  it('keeps young unreferenced files (another instance may be mid-upload)', async () => {
    const young = `logos/${randomUUID()}.webp`;
    await writeFile(join(t.dataDir, 'uploads', young), 'in flight elsewhere');
    await t.stop();
    t = await startTestApp('sqlite', { FILE_SWEEP_MIN_AGE: '900' }, 'local', { sharing: t });
    expect(await allStoredFiles(t.dataDir)).toContain(young);
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('kill -9 of an API process during uploads (fault suite)', () => {
  const buildDir = join(API_DIR, 'dist-fault', String(process.pid));
  let t: TestApp;
  let image: Buffer;
  beforeAll(async () => {
    await promisify(execFile)(
      join(API_DIR, 'node_modules', '.bin', 'tsc'),
      ['-p', 'tsconfig.build.json', '--outDir', buildDir],
      {
        cwd: API_DIR,
      },
    );
    t = await startTestApp('sqlite', SWEEP_NOW);
    await t.createAdmin(ADMIN.name, ADMIN.password);
    await t.stop();
    // Large enough that re-encoding takes a while, small enough for the 5 MB limit.
    image = await sharp({
      create: { width: 5000, height: 5000, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(buildDir, { recursive: true, force: true });
  });

  it('after killing the process mid-upload (first file written, no row yet) 4 times and restarting, no orphan or partial file is left', async () => {
    for (let round = 0; round < 4; round++) {
      const port = await freePort();
      const child: ChildProcess = spawn(process.execPath, [join(buildDir, 'main.js')], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: t.dataDir,
          LOG_LEVEL: 'error',
          ...SWEEP_NOW,
        },
        stdio: 'ignore',
      });
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; ; i++) {
        const up = await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        if (i > 300) throw new Error('the API child did not start');
        await new Promise((done) => setTimeout(done, 50));
      }
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { ...CSRF, 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const cookie = String(login.headers.get('set-cookie')).split(';')[0] as string;
      const form = new FormData();
      for (let i = 0; i < 4; i++)
        form.append('images', new Blob([new Uint8Array(image)], { type: 'image/png' }), `big${i}.png`);
      const upload = fetch(`${base}/api/logo/add`, {
        method: 'POST',
        headers: { ...CSRF, cookie },
        body: form,
      }).catch(() => undefined);
      // Kill as soon as the first of the four files is on disk (temp or final): its row is not inserted yet.
      const logos = join(t.dataDir, 'uploads', 'logos');
      const filesBefore = new Set(await readdir(logos).catch(() => [] as string[]));
      for (let i = 0; i < 2000; i++) {
        const now = await readdir(logos).catch(() => [] as string[]);
        if (now.some((name) => !filesBefore.has(name))) break;
        await new Promise((done) => setTimeout(done, round % 2 === 0 ? 2 : 15));
      }
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await exited;
      await upload;
    }
    const beforeRestart = await allStoredFiles(t.dataDir);
    const restarted = await startTestApp('sqlite', SWEEP_NOW, 'local', { sharing: t });
    try {
      const afterRestart = await allStoredFiles(t.dataDir);
      expect(mainFiles(afterRestart)).toEqual(await referencedKeys(restarted));
      expect(imagesMissingVariants(afterRestart)).toEqual([]);
      // The kills did leave something to clean up (written files without rows, or temp files).
      expect(beforeRestart.length).toBeGreaterThan(afterRestart.length);
      await request(restarted.server).get('/api/logo/logos').expect(200);
    } finally {
      await restarted.stop();
    }
  }, 120_000);
});
