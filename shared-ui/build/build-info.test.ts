// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildInfo, gitCommit } from './build-info.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('build info (version.json)', () => {
  it('takes the commit from GIT_COMMIT when set', () => {
    expect(gitCommit(repo, { GIT_COMMIT: ' release-42 ' })).toBe('release-42');
  });

  it('reads the short sha of the checkout', () => {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    expect(gitCommit(repo, {})).toBe(sha);
  });

  it('says "unknown" outside a git checkout instead of failing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'no-git-'));
    expect(gitCommit(dir, {})).toBe('unknown');
  });

  it('holds the app, its package version, the commit and the build time', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'app-'));
    await writeFile(path.join(dir, 'package.json'), '{"name":"@aurinko/mf-human","version":"2.3.4"}');
    const now = new Date('2026-11-23T10:00:00.000Z');
    expect(buildInfo({ app: 'mf-human', root: dir, env: { GIT_COMMIT: 'abc1234' }, now })).toEqual({
      app: 'mf-human',
      version: '2.3.4',
      commit: 'abc1234',
      builtAt: '2026-11-23T10:00:00.000Z',
    });
    const bare = await mkdtemp(path.join(tmpdir(), 'bare-'));
    expect(buildInfo({ app: 'x', root: bare, env: { GIT_COMMIT: 'c' }, now }).version).toBe('unknown');
  });

  it('names the version of each bundled package the app depends on (a division remote: the division pages)', async () => {
    const divisionPages: string = JSON.parse(
      readFileSync(createRequire(import.meta.url).resolve('@aurinko/division-pages/package.json'), 'utf8'),
    ).version;
    const bundles = ['@aurinko/division-pages'];
    expect(buildInfo({ app: 'mf-human', root: path.join(repo, 'mf-human'), bundles }).bundles).toEqual({
      '@aurinko/division-pages': divisionPages,
    });
    // An app that does not depend on it (the dashboard) names nothing.
    expect(
      buildInfo({ app: 'mf-dashboard', root: path.join(repo, 'mf-dashboard'), bundles }),
    ).not.toHaveProperty('bundles');
    // Declared but not installed: "unknown", the build still runs.
    const dir = await mkdtemp(path.join(tmpdir(), 'app-'));
    await writeFile(path.join(dir, 'package.json'), '{"dependencies":{"@aurinko/no-such-pages":"1.0.0"}}');
    expect(buildInfo({ app: 'x', root: dir, bundles: ['@aurinko/no-such-pages'] }).bundles).toEqual({
      '@aurinko/no-such-pages': 'unknown',
    });
  });
});
