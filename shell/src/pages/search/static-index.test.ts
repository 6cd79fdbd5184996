// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Bundles, buildStaticPages, normalize, searchStaticPages } from './static-index';

const here = path.dirname(fileURLToPath(import.meta.url));
const shellLocales = path.resolve(here, '../../locales');
// The shared core's and the division pages' locale files, through the exports their packages declare for them.
const localesOf = (file: string) =>
  path.resolve(path.dirname(createRequire(import.meta.url).resolve(file)), '..');
const sharedLocales = localesOf('@aurinko/shared-ui/locales/en/company.json');
const divisionLocales = localesOf('@aurinko/division-pages/locales/en/division.json');

function bundles(language: string): Bundles {
  const read = (dir: string, ns: string) => {
    try {
      return JSON.parse(readFileSync(path.join(dir, language, `${ns}.json`), 'utf8'));
    } catch {
      return undefined;
    }
  };
  const result: Bundles = { company: read(sharedLocales, 'company') };
  for (const ns of ['home', 'home_parts', 'home_part3', 'news']) result[ns] = read(shellLocales, ns);
  for (const ns of [
    'division',
    'about',
    'export',
    'visionmission',
    'manufacturing',
    'research_development',
    'nanotech',
    'contact',
  ]) {
    result[ns] = read(divisionLocales, ns);
  }
  return result;
}

describe('static page index', () => {
  const english = buildStaticPages(bundles('en'));

  it('indexes the shell pages, the division pages and the product pages with their routes', () => {
    const routes = english.map((page) => page.route);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/',
        '/news',
        '/human/about',
        '/human/export',
        '/human/vision',
        '/human',
        '/veterinary',
        '/agriculture',
        '/human/Nanophosphosomes',
        '/veterinary/Neuna_mins',
      ]),
    );
    expect(new Set(routes).size).toBe(routes.length);
    for (const page of english) expect(page.title.trim()).not.toBe('');
  });

  it('finds the Export page by a word from its text, with an excerpt around it', () => {
    const hits = searchStaticPages(english, 'Zimbabwe');
    const exportHit = hits.find((hit) => hit.route === '/human/export');
    expect(exportHit?.title).toBe('Export');
    expect(exportHit?.excerpt.toLowerCase()).toContain('zimbabwe');
  });

  it('requires every word of the query and ranks title matches first', () => {
    expect(searchStaticPages(english, 'Hyderabad incorporated').every((hit) => hit.score > 0)).toBe(true);
    expect(searchStaticPages(english, 'Hyderabad zzzqqq')).toEqual([]);
    const [first] = searchStaticPages(english, 'export');
    expect(first?.route).toBe('/human/export');
  });

  it('ignores case and accents', () => {
    expect(normalize('Développement ÉTÉ')).toBe('developpement ete');
    const french = buildStaticPages(bundles('fr'));
    const accented = searchStaticPages(french, 'développement').map((h) => h.route);
    const plain = searchStaticPages(french, 'DEVELOPPEMENT').map((h) => h.route);
    expect(plain).toEqual(accented);
    expect(plain.length).toBeGreaterThan(0);
  });

  it('keeps Hangul whole and searches Korean and Arabic texts', () => {
    expect(normalize('수출')).toBe('수출');
    const korean = buildStaticPages(bundles('ko'));
    expect(searchStaticPages(korean, '짐바브웨').map((h) => h.route)).toContain('/human/export');
    const arabic = buildStaticPages(bundles('ar'));
    expect(searchStaticPages(arabic, 'زيمبابوي').map((h) => h.route)).toContain('/human/export');
  });

  it('returns nothing for an empty query', () => {
    expect(searchStaticPages(english, '   ')).toEqual([]);
  });

  it('skips missing bundles instead of failing', () => {
    expect(buildStaticPages({})).toEqual([]);
    expect(buildStaticPages({ export: bundles('en').export })).toHaveLength(1);
  });
});
