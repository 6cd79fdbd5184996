// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEFAULT_REMOTE_LOAD_TIMEOUT_MS } from '@aurinko/contract/topology';
import type { RsbuildConfig } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import {
  chunkLoadTimeoutMs,
  installedVersion,
  NEVER_SHARED,
  neverSharedKeys,
  parseVersionOverride,
  remoteConfig,
  requiredRange,
  SHARED_FACADES,
  SHARED_SINGLETONS,
  sharedConfig,
} from './federation.mjs';

const ownVersion: string = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@aurinko/shared-ui/package.json'), 'utf8'),
).version;

describe('federation sharing rules', () => {
  const shared = sharedConfig({});

  it('shares the core as strict singletons requiring ^major.minor of the installed version', () => {
    for (const key of [
      'react',
      'react-dom',
      'react-router-dom',
      'i18next',
      'react-i18next',
      '@aurinko/shared-ui',
    ]) {
      const config = shared[key];
      expect(config, key).toMatchObject({ singleton: true, strictVersion: true });
      expect(config?.requiredVersion, key).toBe(requiredRange(config?.version ?? ''));
    }
    expect(shared.react?.version).toBe(installedVersion('react'));
    expect(shared['react-router-dom']?.version).toBe(installedVersion('react-router'));
    expect(shared['@aurinko/shared-ui']?.version).toBe(ownVersion);
  });

  it('never shares the division pages (each remote runs its own build of them) nor what only the core uses', () => {
    expect(NEVER_SHARED).toEqual(['@aurinko/division-pages']);
    for (const key of [
      '@aurinko/division-pages',
      '@aurinko/division-pages/texts',
      'zustand',
      'ky',
      'react-router',
    ]) {
      expect(Object.keys(shared)).not.toContain(key);
    }
    // No key covers it: not the package, a subpath of it, nor a prefix key (`…/`) over it.
    expect(neverSharedKeys(Object.keys(shared))).toEqual([]);
    expect(
      neverSharedKeys([
        '@aurinko/division-pages',
        '@aurinko/division-pages/testing',
        '@aurinko/',
        '@aurinko/shared-ui',
        '@aurinko/shared-ui/',
      ]),
    ).toEqual(['@aurinko/division-pages', '@aurinko/division-pages/testing', '@aurinko/']);
  });

  it('derives the range from the version', () => {
    expect(requiredRange('19.3.1')).toBe('^19.3.0');
    expect(requiredRange('1.0.0')).toBe('^1.0.0');
    expect(() => requiredRange('latest')).toThrow(/semantic version/);
  });

  it('lets a test build declare another version of a shared package (SHARED_VERSION_OVERRIDE)', () => {
    expect(parseVersionOverride(undefined)).toEqual({});
    expect(parseVersionOverride('@aurinko/shared-ui@2.0.0, react@20.1.0')).toEqual({
      '@aurinko/shared-ui': '2.0.0',
      react: '20.1.0',
    });
    expect(() => parseVersionOverride('react')).toThrow(/<package>@<version>/);
    const overridden = sharedConfig({ SHARED_VERSION_OVERRIDE: '@aurinko/shared-ui@2.0.0' });
    expect(overridden['@aurinko/shared-ui']).toMatchObject({ version: '2.0.0', requiredVersion: '^2.0.0' });
    expect(overridden.react).toEqual(shared.react);
  });

  it('shares the facades (shared-ui/src/facades) as singletons, and they exist as files', () => {
    expect(Object.keys(SHARED_FACADES)).toEqual(['react-router-dom', 'react-i18next']);
    // The facade key carries the version of the package it re-exports.
    const carries = { 'react-router-dom': 'react-router', 'react-i18next': 'react-i18next' };
    for (const [key, facade] of Object.entries(SHARED_FACADES)) {
      expect(Object.keys(SHARED_SINGLETONS)).toContain(key);
      expect(existsSync(facade.import), facade.import).toBe(true);
      expect(SHARED_SINGLETONS).toHaveProperty([key], carries[key as keyof typeof carries]);
      expect(installedVersion(SHARED_SINGLETONS[key] ?? '')).toMatch(/^\d+\.\d+\.\d+/);
    }
  });
});

describe("a remote's lazily loaded chunks", () => {
  it('time out with the remote load budget (8 s), not the bundler default of 120 s, in both environments', () => {
    expect(DEFAULT_REMOTE_LOAD_TIMEOUT_MS).toBe(8000);
    expect(chunkLoadTimeoutMs({})).toBe(DEFAULT_REMOTE_LOAD_TIMEOUT_MS);
    expect(chunkLoadTimeoutMs({ REMOTE_CHUNK_LOAD_TIMEOUT_MS: '5000' })).toBe(5000);
    expect(() => chunkLoadTimeoutMs({ REMOTE_CHUNK_LOAD_TIMEOUT_MS: 'soon' })).toThrow(/positive/);

    const config = remoteConfig({ app: 'mf-human', exposes: { './App': './src/App.tsx' }, title: 'Human' });
    // The container's environment: its rspack hook sets the output option on the final configuration.
    const remote = config.environments?.remote?.tools?.rspack;
    expect(typeof remote).toBe('function');
    const rspackConfig: { entry?: unknown; plugins?: unknown[]; output?: Record<string, unknown> } = {
      output: { publicPath: 'auto' },
    };
    (remote as (c: typeof rspackConfig) => void)(rspackConfig);
    expect(rspackConfig.output).toMatchObject({ publicPath: 'auto', chunkLoadTimeout: 8000 });
    const standalone = config.environments?.standalone?.tools?.rspack as NonNullable<
      RsbuildConfig['tools']
    >['rspack'];
    expect(standalone).toMatchObject({ output: { chunkLoadTimeout: 8000 } });
  });
});
