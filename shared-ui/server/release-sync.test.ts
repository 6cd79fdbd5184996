// @vitest-environment node
/// <reference path="../../api/test/support/s3rver.d.ts" />
/**
 * Releases in a bucket (issue 28): two replicas of one front end — two static servers, each on its own cache synced
 * from the same S3-compatible bucket (the API tests' s3rver behind its Signature V4 check) — serve the same release,
 * keep the previous builds' chunks, and roll back together.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Emulator, startS3Emulator } from '../../api/test/support/s3-emulator.js';
import { deploy, readHistory, rollback } from './release.mjs';
import { startReleaseSync } from './release-sync.mjs';
import { startStaticServer } from './static-server.mjs';

async function build(release: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `bucket-build-${release}-`));
  await mkdir(path.join(dir, 'static/js'), { recursive: true });
  await writeFile(path.join(dir, `static/js/human.r${release}.js`), `/* entry of release ${release} */`);
  await writeFile(path.join(dir, 'static/js/shared.same.js'), '/* a chunk every release shares */');
  await writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'human', metaData: { remoteEntry: { name: `static/js/human.r${release}.js` } } }),
  );
  await writeFile(path.join(dir, 'index.html'), `<!doctype html><title>release ${release}</title>`);
  await writeFile(
    path.join(dir, 'version.json'),
    JSON.stringify({
      app: 'mf-human',
      version: `1.${release}.0`,
      commit: `c${release}`,
      builtAt: `2026-11-2${release}T10:00:00Z`,
    }),
  );
  if (release === 1) await writeFile(path.join(dir, 'routes.json'), '{"routes":[]}');
  return dir;
}

const PORTS = [23470, 23471];
let s3: S3Emulator;
let store = '';
const builds: string[] = [];
const folders: string[] = [];
const replicas: {
  sync: ReturnType<typeof startReleaseSync>;
  server: ReturnType<typeof startStaticServer>;
}[] = [];

async function served(replica: number, file: string) {
  const response = await fetch(`http://127.0.0.1:${PORTS[replica]}/${file}`);
  return { status: response.status, text: await response.text() };
}
const commits = () =>
  Promise.all([0, 1].map(async (r) => JSON.parse((await served(r, 'version.json')).text).commit));

beforeAll(async () => {
  s3 = await startS3Emulator();
  store = `s3://${s3.env.S3_BUCKET}/releases/mf-human`;
  for (const n of [1, 2, 3]) builds.push(await build(n));
  await deploy({ from: builds[0] as string, to: store, env: s3.env });
  for (const port of PORTS) {
    const cache = await mkdtemp(path.join(tmpdir(), 'replica-cache-'));
    folders.push(cache);
    // A long interval: the test moves each replica on with syncNow(), as the timer would within RELEASE_SYNC_MS.
    const sync = startReleaseSync({ from: store, cache, env: s3.env, intervalMs: 60_000, log: () => {} });
    await sync.ready;
    const server = startStaticServer({ root: sync.site, port, quiet: true, env: {} });
    await server.ready;
    replicas.push({ sync, server });
  }
});

afterAll(async () => {
  for (const { sync, server } of replicas) {
    sync.stop();
    await server.close();
  }
  await s3?.stop();
  for (const folder of [...folders, ...builds]) await rm(folder, { recursive: true, force: true });
});

const syncAll = () => Promise.all(replicas.map(({ sync }) => sync.syncNow()));

describe('a release store in a bucket, two replicas', () => {
  it('both replicas serve the release live in the bucket', async () => {
    expect(await commits()).toEqual(['c1', 'c1']);
    expect((await served(1, 'routes.json')).status).toBe(200);
    expect((await served(0, 'static/js/human.r1.js')).text).toContain('release 1');
  });

  it('a deploy reaches both; the previous build’s chunks stay served for pages opened before', async () => {
    await deploy({ from: builds[1] as string, to: store, env: s3.env });
    expect(await syncAll()).toEqual([true, true]);
    expect(await commits()).toEqual(['c2', 'c2']);
    for (const r of [0, 1]) {
      expect((await served(r, 'static/js/human.r1.js')).status).toBe(200);
      expect((await served(r, 'static/js/human.r2.js')).status).toBe(200);
      expect(JSON.parse((await served(r, 'mf-manifest.json')).text).metaData.remoteEntry.name).toBe(
        'static/js/human.r2.js',
      );
      // An unhashed file release 2 does not have is no longer live.
      expect((await served(r, 'routes.json')).status).toBe(404);
    }
    // Nothing changed since: the pointer answers 304, nothing moves.
    expect(await syncAll()).toEqual([false, false]);
  });

  it('a rollback moves only the pointer, and both replicas roll back together', async () => {
    const back = await rollback({ to: store, env: s3.env });
    expect(back.commit).toBe('c1');
    expect((await readHistory(store, s3.env)).live).toBe(back.id);
    await syncAll();
    expect(await commits()).toEqual(['c1', 'c1']);
    for (const r of [0, 1]) {
      expect((await served(r, 'index.html')).text).toContain('release 1');
      expect((await served(r, 'routes.json')).status).toBe(200);
    }
  });

  it('a replica started later (scaled out, or restarted on an empty disk) serves the same live release', async () => {
    const cache = await mkdtemp(path.join(tmpdir(), 'replica-cache-'));
    folders.push(cache);
    const sync = startReleaseSync({ from: store, cache, env: s3.env, intervalMs: 60_000, log: () => {} });
    await sync.ready;
    sync.stop();
    expect(sync.live).toBe((await readHistory(store, s3.env)).live);
  });

  it('prunes beyond --keep in the bucket and on every replica', async () => {
    await deploy({ from: builds[2] as string, to: store, env: s3.env, keep: 2 });
    const history = await readHistory(store, s3.env);
    expect(history.releases.map((r) => r.commit)).toEqual(['c2', 'c3']);
    expect((await s3.keys('releases/mf-human/static/')).sort()).toEqual([
      'releases/mf-human/static/js/human.r2.js',
      'releases/mf-human/static/js/human.r3.js',
      'releases/mf-human/static/js/shared.same.js',
    ]);
    await syncAll();
    expect(await commits()).toEqual(['c3', 'c3']);
    for (const r of [0, 1]) {
      expect((await served(r, 'static/js/human.r1.js')).status).toBe(404);
      expect((await served(r, 'static/js/human.r2.js')).status).toBe(200);
    }
  });

  it('every request to the bucket was signed correctly (Signature V4, checked by the emulator’s front)', () => {
    expect(s3.refusedSignatures).toBe(0);
  });
});
