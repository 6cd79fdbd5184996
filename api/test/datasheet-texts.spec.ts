import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/common/lang/languages.js';
import {
  copySiteTexts,
  fromFolder,
  fromPackages,
  installedTextFiles,
  NAMESPACES,
  SITE_TEXTS_DIR,
  siteTexts,
} from '../src/content/datasheet/datasheet-texts.js';

// The data sheet's texts: read from @aurinko/division-pages and @aurinko/shared-ui where they are installed, else
// from the copy `pnpm build` writes into dist/site-texts (the deployed API has neither package).
const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const copy = mkdtempSync(path.join(tmpdir(), 'aurinko-site-texts-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the data sheet’s site texts', () => {
  const written = copySiteTexts(copy);

  it('are copied as the build copies them: every language of each namespace, the same bytes as the packages’', () => {
    expect([...NAMESPACES].sort()).toEqual(['company', 'division', 'productcart']);
    expect(written).toHaveLength(LANGUAGES.length * NAMESPACES.length);
    for (const lang of LANGUAGES) {
      for (const ns of NAMESPACES) {
        const file = fromFolder(copy)(lang, ns);
        expect(written).toContain(file);
        expect(readFileSync(file).equals(readFileSync(fromPackages(lang, ns))), `${lang}/${ns}`).toBe(true);
      }
    }
  });

  it('read from the copy give what the packages give', () => {
    const packaged = siteTexts(fromPackages);
    const copied = siteTexts(fromFolder(copy));
    for (const lang of LANGUAGES) {
      for (const key of [
        'productcart:datasheet.title',
        'productcart:datasheet.updated',
        'division:divisions.veterinary.name',
        'division:productPages.veterinary.livestock.title',
      ]) {
        expect(copied.siteText(lang, key, { date: '1' }), `${lang} ${key}`).toBe(
          packaged.siteText(lang, key, { date: '1' }),
        );
      }
      expect(copied.offices(lang)).toEqual(packaged.offices(lang));
      expect(copied.offices(lang).length).toBeGreaterThan(0);
    }
    expect(copied.siteText('ar', 'productcart:datasheet.updated', { date: '٢' })).toMatch(/٢/);
  });

  it('are read from the packages in the workspace; the build’s copy is dist/site-texts, written by its last step', () => {
    expect(installedTextFiles()).toBe(fromPackages);
    // This module compiles to dist/content/datasheet/ (tsconfig.build.json: rootDir src), so its folder is
    // dist/site-texts there, and src/site-texts when run from the sources as here.
    expect(path.relative(path.join(api, 'src'), SITE_TEXTS_DIR)).toBe('site-texts');
    const pkg = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8'));
    expect(pkg.scripts.build).toMatch(/&& node dist\/cli\/copy-site-texts\.js$/);
    // Development dependencies only: `pnpm deploy --prod` does not install them, nor what they depend on.
    for (const name of ['@aurinko/shared-ui', '@aurinko/division-pages']) {
      expect(Object.keys(pkg.dependencies)).not.toContain(name);
      expect(Object.keys(pkg.devDependencies)).toContain(name);
    }
  });
});
