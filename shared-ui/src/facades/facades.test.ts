// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Federation shares `react-router-dom` and `react-i18next` as shared-ui's facades (only the names the site uses, so
 * the rest of each package is tree-shaken away). These tests keep that safe: every name any front end imports must be
 * in the facade, and nothing may import react-router directly or react-i18next by a path (neither is shared under
 * that request: a second copy would mean a second router or translation context, and a remote's links or texts would
 * stop following the shell's).
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

  for (const [module, load, atLeast] of [
    ['react-router-dom', () => import('./react-router-dom'), 20],
    ['react-i18next', () => import('./react-i18next'), 50],
  ] as const) {
    it(`${module}: the facade exports every name the front ends import`, async () => {
      const facade = (await load()) as Record<string, unknown>;
      const missing = new Set<string>();
      let seen = 0;
      for (const file of files) {
        for (const name of importedNames(readFileSync(file, 'utf8'), module)) {
          seen++;
          if (!(name in facade) || facade[name] === undefined) {
            missing.add(`${name} (${path.relative(repo, file)})`);
          }
        }
      }
      expect(seen).toBeGreaterThan(atLeast);
      expect([...missing]).toEqual([]);
    });
  }

  it('react-i18next: the facade re-exports the very functions of the package the apps import', async () => {
    const facade = (await import('./react-i18next')) as Record<string, unknown>;
    const pkg = (await import('react-i18next')) as Record<string, unknown>;
    for (const name of ['useTranslation', 'I18nextProvider', 'initReactI18next']) {
      expect(facade[name], name).toBe(pkg[name]);
    }
  });

  it('nothing but a facade imports react-router directly, and nothing imports a shared package by a deep path', () => {
    const offenders = files.filter((file) => {
      if (file.includes(`${path.sep}facades${path.sep}`)) return false;
      return /from\s+['"](react-router|react-router-dom\/[^'"]+|react-i18next\/[^'"]+|[^'"]*node_modules[^'"]*)['"]/.test(
        readFileSync(file, 'utf8'),
      );
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
