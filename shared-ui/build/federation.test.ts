// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { installedVersion, parseVersionOverride, requiredRange, sharedConfig } from './federation.mjs';

const ownVersion: string = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
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
    for (const key of ['@aurinko/shared-ui/division', 'zustand', 'ky', 'react-router']) {
      expect(Object.keys(shared)).not.toContain(key);
    }
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
});
