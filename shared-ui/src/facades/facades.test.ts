// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { installedVersion, SHARED_FACADES, SHARED_SINGLETONS } from '../../build/federation.mjs';

/**
 * Federation shares `react-router-dom` as shared-ui's facade (only the names the site uses, so the rest of
 * react-router is tree-shaken away). These tests keep that safe: every name any front end imports must be in the
 * facade, and nothing may import react-router directly (it is not shared: a second copy would mean a second router
 * context, and links in a remote would stop working).
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PACKAGES = ['shell', 'mf-human', 'mf-veterinary', 'mf-agriculture', 'mf-dashboard', 'shared-ui'];

function sources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx|mjs)$/.test(name)) files.push(full);
    }
  };
  for (const pkg of PACKAGES) {
    const src = path.join(repo, pkg, 'src');
    if (existsSync(src)) walk(src);
  }
  return files;
}

/** Value names imported from `module` (type-only imports and specifiers left out). */
function importedNames(source: string, module: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${module}['"]`, 'g');
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('shared facades', () => {
  const files = sources();

  it('are shared singletons and exist as files', () => {
    expect(Object.keys(SHARED_FACADES)).toEqual(['react-router-dom']);
    for (const [key, facade] of Object.entries(SHARED_FACADES)) {
      expect(Object.keys(SHARED_SINGLETONS)).toContain(key);
      expect(existsSync(facade.import), facade.import).toBe(true);
      // The facade key carries the version of the package it re-exports.
      expect(SHARED_SINGLETONS).toHaveProperty([key], 'react-router');
      expect(installedVersion('react-router')).toMatch(/^\d+\.\d+\.\d+/);
    }
  });

  it('react-router-dom: the facade exports every name the front ends import', async () => {
    const facade = await import('./react-router-dom');
    const missing = new Set<string>();
    let seen = 0;
    for (const file of files) {
      for (const name of importedNames(readFileSync(file, 'utf8'), 'react-router-dom')) {
        seen++;
        if (!(name in facade) || (facade as Record<string, unknown>)[name] === undefined) {
          missing.add(`${name} (${path.relative(repo, file)})`);
        }
      }
    }
    expect(seen).toBeGreaterThan(20);
    expect([...missing]).toEqual([]);
  });

  it('nothing but the facade imports react-router directly, and nothing imports a shared package by a deep path', () => {
    const offenders = files.filter((file) => {
      if (file.endsWith(path.join('facades', 'react-router-dom.ts'))) return false;
      return /from\s+['"](react-router|react-router-dom\/[^'"]+)['"]/.test(readFileSync(file, 'utf8'));
    });
    expect(offenders.map((file) => path.relative(repo, file))).toEqual([]);
  });

  it('the helper sees imports the way the bundler does', () => {
    expect(
      importedNames(
        "import { Link, NavLink as Nav, type To } from 'react-router-dom';\nimport type { Location } from 'react-router-dom';",
        'react-router-dom',
      ),
    ).toEqual(['Link', 'NavLink']);
  });
});
