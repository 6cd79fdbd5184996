// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeFirstFonts, unicodeRange } from './first-fonts.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const sharedUiPackage = createRequire(import.meta.url).resolve('@aurinko/shared-ui/package.json');
const first = path.join(path.dirname(sharedUiPackage), 'src/styles/first');
const require = createRequire(sharedUiPackage);

describe('first-view fonts (issue 36)', () => {
  it('are what first-fonts.mjs makes from the current texts (run pnpm --filter @aurinko/shared-ui fonts:first)', async () => {
    const { files, css } = await makeFirstFonts();
    for (const [name, bytes] of Object.entries(files)) {
      expect(readFileSync(path.join(first, name)).equals(bytes), `${name} is stale`).toBe(true);
    }
    for (const [name, text] of Object.entries(css)) {
      expect(readFileSync(path.join(first, name), 'utf8'), `${name} is stale`).toBe(text);
    }
  }, 120_000);

  it('keep an Arabic, Korean or Russian first view within 1.5× of the English page’s Latin file', () => {
    const size = (name: string) => readFileSync(path.join(first, name)).length;
    const english = readFileSync(
      require.resolve('@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2'),
    ).length;
    const latin = size('noto-sans-latin-first.woff2');
    expect(latin + size('noto-sans-arabic-first.woff2')).toBeLessThanOrEqual(1.5 * english);
    expect(latin + size('noto-sans-cyrillic-first.woff2')).toBeLessThanOrEqual(1.5 * english);
    expect(
      latin +
        size('noto-sans-kr-first-400.woff2') +
        size('noto-sans-kr-first-700.woff2') +
        size('noto-sans-kr-placeholder.woff2'),
    ).toBeLessThanOrEqual(1.5 * english);
  });

  it('cover every Arabic and Cyrillic letter of the site’s own texts and its menus’ Hangul', () => {
    const faces = readFileSync(path.join(first, 'first-faces.css'), 'utf8');
    const korean = readFileSync(path.join(first, 'ko-first-faces.css'), 'utf8');
    const covers = (css: string, text: string) => {
      const ranges = [...css.matchAll(/unicode-range: ([^;]+);/g)].flatMap((m) =>
        (m[1] ?? '').split(', ').map((r) =>
          r
            .slice(2)
            .split('-')
            .map((h) => Number.parseInt(h, 16)),
        ),
      );
      return [...text].filter((ch) => {
        const c = ch.codePointAt(0) ?? 0;
        return !ranges.some(([from = 0, to = from]) => c >= from && c <= to);
      });
    };
    const locale = (file: string) => readFileSync(path.join(here, '../..', file), 'utf8');
    const ar = locale('shell/src/locales/ar/navbar.json') + locale('shared-ui/src/locales/ar/common.json');
    expect(covers(faces, ar.replace(/[^\u0600-\u06ff]/g, ''))).toEqual([]);
    const ru = locale('shell/src/locales/ru/navbar.json') + locale('shell/src/locales/ru/home.json');
    expect(covers(faces, ru.replace(/[^\u0400-\u04ff]/g, ''))).toEqual([]);
    const ko = locale('shell/src/locales/ko/navbar.json') + locale('shared-ui/src/locales/ko/common.json');
    expect(covers(korean, ko.replace(/[^\uac00-\ud7a3]/g, ''))).toEqual([]);
  });

  it('write a unicode-range with consecutive code points merged', () => {
    expect(unicodeRange('abcx가')).toBe('U+0061-0063, U+0078, U+AC00');
  });
});
