// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

/**
 * Every bundled translation of every front end, checked against English: same namespaces, same keys,
 * same array lengths, same placeholders, each language's own plural forms, and no empty texts.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function localeRoots(): string[] {
  const roots: string[] = [];
  const walk = (dir: string, depth: number) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const full = path.join(dir, name);
      if (!statSync(full).isDirectory()) continue;
      if (name === 'locales' && existsSync(path.join(full, 'en'))) roots.push(full);
      else if (depth < 5) walk(full, depth + 1);
    }
  };
  // The front ends' sources, the shared core's and the division pages' (a package without a src folder).
  for (const folder of [
    'shell/src',
    'mf-human/src',
    'mf-veterinary/src',
    'mf-agriculture/src',
    'mf-dashboard/src',
    'shared-ui/src',
    'shared-ui/division',
  ]) {
    const src = path.join(repo, folder);
    if (existsSync(src)) walk(src, 0);
  }
  return roots;
}

type Flat = Map<string, string>;

function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (Array.isArray(value)) {
    into.set(`${prefix}[]`, String(value.length));
    value.forEach((item, index) => {
      flatten(item, `${prefix}[${index}]`, into);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, String(value));
  }
  return into;
}

const read = (file: string) => flatten(JSON.parse(readFileSync(file, 'utf8')));
const namespaces = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const roots = localeRoots();

describe('bundled translations', () => {
  it('are found in every front end', () => {
    const relative = roots.map((root) => path.relative(repo, root));
    expect(relative).toEqual(
      expect.arrayContaining(['shell/src/locales', 'shared-ui/src/locales', 'shared-ui/division/locales']),
    );
  });

  for (const root of roots) {
    const name = path.relative(repo, root);
    const english = namespaces(path.join(root, 'en'));

    describe(name, () => {
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        it(`${language} has exactly the namespaces of en`, () => {
          expect(namespaces(path.join(root, language))).toEqual(english);
        });
      }

      for (const ns of english) {
        const en = read(path.join(root, 'en', ns));
        const enBase = new Set([...en.keys()].map(baseKey));

        for (const language of LANGUAGES) {
          it(`${language}/${ns}: same keys as en, real texts, right plural forms and placeholders`, () => {
            const file = path.join(root, language, ns);
            expect(existsSync(file), `${file} is missing`).toBe(true);
            const texts = read(file);
            const base = new Set([...texts.keys()].map(baseKey));
            expect(
              [...enBase].filter((k) => !base.has(k)),
              'keys missing in this language',
            ).toEqual([]);
            expect(
              [...base].filter((k) => !enBase.has(k)),
              'keys that English does not have',
            ).toEqual([]);

            for (const [key, text] of texts) {
              expect(text.trim(), `${key} is empty`).not.toBe('');
              const enText = en.get(key) ?? en.get(`${baseKey(key)}_other`) ?? en.get(baseKey(key));
              if (enText !== undefined && !key.endsWith('[]')) {
                const missing = placeholders(enText).filter(
                  (p) => p !== 'count' && !placeholders(text).includes(p) && !PLURAL_SUFFIX.test(key),
                );
                expect(missing, `${key} lacks placeholders`).toEqual([]);
              }
            }

            const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
            const pluralBases = new Set([...texts.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map(baseKey));
            for (const pluralBase of pluralBases) {
              for (const category of needed) {
                expect(texts.has(`${pluralBase}_${category}`), `${pluralBase}_${category} missing`).toBe(
                  true,
                );
              }
            }
          });
        }
      }
    });
  }
});
