// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploy, readHistory, releaseId, rollback } from './release.mjs';
import { startStaticServer } from './static-server.mjs';

/** A fake build of one front end: its manifest names its hashed remote entry, version.json its release. */
async function build(release: number, commit: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `release-build-${release}-`));
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
      commit,
      builtAt: `2026-11-2${release}T10:00:00.000Z`,
    }),
  );
  if (release === 1) await writeFile(path.join(dir, 'routes.json'), '{"routes":[]}');
  return dir;
}

const PORT = 23410;
let to = '';
let server: ReturnType<typeof startStaticServer>;
const builds: string[] = [];

async function live(file: string) {
  const response = await fetch(`http://127.0.0.1:${PORT}/${file}`);
  return { status: response.status, text: await response.text() };
}

beforeAll(async () => {
  to = await mkdtemp(path.join(tmpdir(), 'release-target-'));
  for (const [n, commit] of [
    [1, 'aaa1111'],
    [2, 'bbb2222'],
    [3, 'ccc3333'],
  ] as const) {
    builds.push(await build(n, commit));
  }
  await mkdir(path.join(to, 'site'), { recursive: true });
  server = startStaticServer({ root: path.join(to, 'site'), port: PORT, quiet: true, env: {} });
  await server.ready;
});

afterAll(() => server.close());

describe('release.mjs', () => {
  it('names a release by version, commit and build time', () => {
    expect(releaseId({ version: '1.2.0', commit: 'abc1234', builtAt: '2026-11-23T10:00:05.123Z' })).toBe(
      '1.2.0-abc1234-20261123100005',
    );
    expect(releaseId({ version: '1.0.0', commit: 'x/../y' })).toBe('1.0.0-x_.._y-nodate');
  });

  it('deploys a build live, keeping the previous build’s hashed files beside it', async () => {
    const first = await deploy({ from: builds[0] as string, to });
    expect(first.commit).toBe('aaa1111');
    expect(JSON.parse((await live('version.json')).text).commit).toBe('aaa1111');
    expect((await live('routes.json')).status).toBe(200);

    const second = await deploy({ from: builds[1] as string, to });
    expect(JSON.parse((await live('version.json')).text).commit).toBe('bbb2222');
    expect((await live('index.html')).text).toContain('release 2');
    // A page that started with release 1 still finds its remote entry; release 2's is there too.
    expect((await live('static/js/human.r1.js')).status).toBe(200);
    expect((await live('static/js/human.r2.js')).status).toBe(200);
    // An unhashed file release 2 does not have is no longer live.
    expect((await live('routes.json')).status).toBe(404);
    const history = await readHistory(to);
    expect(history.live).toBe(second.id);
    expect(history.releases.map((r) => r.commit)).toEqual(['aaa1111', 'bbb2222']);
  });

  it('rolls back to the previous release without a rebuild, and forward again by id', async () => {
    const history = await readHistory(to);
    const back = await rollback({ to });
    expect(back.commit).toBe('aaa1111');
    expect(JSON.parse((await live('version.json')).text).commit).toBe('aaa1111');
    expect(JSON.parse((await live('mf-manifest.json')).text).metaData.remoteEntry.name).toBe(
      'static/js/human.r1.js',
    );
    expect((await live('index.html')).text).toContain('release 1');
    expect((await live('routes.json')).status).toBe(200);
    await expect(rollback({ to })).rejects.toThrow(/no release before/);

    // A container restarting deploys its image's build again with --if-new: the rollback stays.
    const again = await deploy({ from: builds[1] as string, to, ifNew: true });
    expect(again.deployed).toBe(false);
    expect(JSON.parse((await live('version.json')).text).commit).toBe('aaa1111');

    const forward = await rollback({ to, id: history.live ?? '' });
    expect(forward.commit).toBe('bbb2222');
    expect(JSON.parse((await live('version.json')).text).commit).toBe('bbb2222');
    await expect(rollback({ to, id: 'nope' })).rejects.toThrow(/no release "nope"/);
  });

  it('prunes releases beyond --keep and the hashed files only they used', async () => {
    await deploy({ from: builds[2] as string, to, keep: 2 });
    const history = await readHistory(to);
    expect(history.releases.map((r) => r.commit)).toEqual(['bbb2222', 'ccc3333']);
    expect((await live('static/js/human.r1.js')).status).toBe(404);
    expect((await live('static/js/human.r2.js')).status).toBe(200);
    expect((await live('static/js/shared.same.js')).status).toBe(200);
    expect((await readdir(path.join(to, 'releases'))).sort()).toEqual(
      [...history.releases.map((r) => r.id), 'history.json'].sort(),
    );
    expect(await readFile(path.join(to, 'site', 'index.html'), 'utf8')).toContain('release 3');
  });

  it('refuses an empty build folder and a --keep below 2', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'release-empty-'));
    await expect(deploy({ from: empty, to })).rejects.toThrow(/empty or missing/);
    await expect(deploy({ from: builds[0] as string, to, keep: 1 })).rejects.toThrow(/--keep/);
  });
});
