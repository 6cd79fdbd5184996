import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Typography per script (issue 17): self-hosted fonts, fetched per script. unicode-range and the per-language
 * stacks decide what a page downloads; these tests watch the requests and read document.fonts. Issue 36: a page in
 * another script than Latin draws its first view from subsets of the site's characters (shared-ui/src/styles/first).
 */

/** Opens `/` in a language, records every font file the page requests, and waits until its fonts are ready. */
async function fontsOf(page: Page, lang: string): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') requested.push(new URL(request.url()).pathname);
  });
  await page.goto(`/?lng=${lang}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  return requested;
}

/** The families whose faces are loaded (status "loaded") in the page's document.fonts. */
function loadedFamilies(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/"/g, '')),
  );
}

test('an English page fetches the Latin font and neither the Arabic nor the Korean one', async ({ page }) => {
  const requested = await fontsOf(page, 'en');
  expect(requested.some((file) => /\/noto-sans-latin-wght-normal\.[0-9a-f]+\.woff2$/.test(file))).toBe(true);
  // Not even Cyrillic: the language selector names Russian, Arabic and Korean in their own scripts, in the
  // system font.
  expect(requested.filter((file) => /arabic|-kr-|cyrillic|-first\./.test(file))).toEqual([]);
  await expect(page.getByTestId('language-select').locator('option[lang="ru"]')).toHaveText('Русский');
  expect(await loadedFamilies(page)).toContain('Noto Sans Variable');
  // The body text really is set in it.
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Variable"', 'Aurinko'))).toBe(true);
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(
    /^"Noto Sans Variable", "Noto Sans Fallback"/,
  );
});

/**
 * A first view's fonts as the page saw them (Resource Timing): each font file, when its request started and its
 * bytes, the largest contentful paint's time and the load event's. Waits until the page has loaded, the idle time
 * after it has passed (a Korean page's full family is declared then) and its fonts are ready.
 */
async function fontTimeline(page: Page, lang: string) {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      (window as unknown as { __lcp: number }).__lcp = entries[entries.length - 1]?.startTime ?? 0;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`/?lng=${lang}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      lcp: (window as unknown as { __lcp: number }).__lcp,
      load: navigation?.loadEventStart ?? 0,
      fonts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.woff2'))
        .map((entry) => ({
          file: new URL(entry.name).pathname,
          start: entry.startTime,
          bytes: entry.encodedBodySize,
        })),
    };
  });
}

test('an Arabic page sets Arabic in its first-view face, and fetches neither the whole Arabic font nor Korean', async ({
  page,
}) => {
  const requested = await fontsOf(page, 'ar');
  // Issue 36: the subsets of the site's characters, not the 162 KB Arabic file or the full Latin one.
  expect(requested.some((file) => /\/noto-sans-arabic-first\.[0-9a-f]+\.woff2$/.test(file))).toBe(true);
  expect(requested.some((file) => /\/noto-sans-latin-first\.[0-9a-f]+\.woff2$/.test(file))).toBe(true);
  expect(requested.filter((file) => /-wght-normal\./.test(file))).toEqual([]);
  expect(requested.filter((file) => /-kr-/.test(file))).toEqual([]);
  // The language selector names "Русский" in the system font: a page with no Russian text fetches no Cyrillic face.
  expect(requested.filter((file) => /cyrillic/.test(file))).toEqual([]);
  await expect(page.getByTestId('language-select')).toHaveCSS('font-family', /^"Noto Sans Arabic First"/);
  expect(await loadedFamilies(page)).toContain('Noto Sans Arabic First');
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Arabic First"', 'من نحن'))).toBe(
    true,
  );
  // The heading's Arabic is drawn in it, every letter (check() is false while a face it needs is missing).
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const arabic = heading.replace(/[^\u0600-\u06ff]/g, '');
  expect(arabic).not.toBe('');
  expect(
    await page.evaluate((text) => document.fonts.check('700 32px "Noto Sans Arabic First"', text), arabic),
  ).toBe(true);
});

test("a Korean page's first view loads only its first-view faces; the Korean slices it needs come after the load", async ({
  page,
  browser,
  baseURL,
}) => {
  // Each first view in a browser context of its own: nothing from the other's memory cache.
  const englishContext = await browser.newContext({ baseURL });
  const english = await fontTimeline(await englishContext.newPage(), 'en');
  await englishContext.close();
  const englishBytes = english.fonts.reduce((sum, f) => sum + f.bytes, 0);
  // At the moment the full family enters the stack (data-fonts-rest on <html>): the slices the page's syllables
  // fall in that have not loaded yet.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-fonts-rest')) return;
      observer.disconnect();
      const syllables = [...(document.body.textContent ?? '')].filter((c) => /[\uac00-\ud7af]/.test(c));
      const covers = (range: string, code: number) =>
        range.split(',').some((part) => {
          const [low = '', high = low] = part.trim().replace(/^u\+/i, '').split('-');
          return code >= Number.parseInt(low, 16) && code <= Number.parseInt(high, 16);
        });
      (window as unknown as { __takeOver: string[] }).__takeOver = [...document.fonts]
        .filter(
          (face) => face.family.replace(/"/g, '') === 'Noto Sans KR Variable' && face.status !== 'loaded',
        )
        .filter((face) => syllables.some((c) => covers(face.unicodeRange, c.codePointAt(0) ?? 0)))
        .map((face) => face.unicodeRange.slice(0, 40));
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-fonts-rest'] });
  });
  const korean = await fontTimeline(page, 'ko');
  const slice = /\/noto-sans-kr-\d+-wght-normal\.[0-9a-f]+\.woff2$/;
  const first = korean.fonts.filter((f) => !slice.test(f.file));
  const slices = korean.fonts.filter((f) => slice.test(f.file));
  // Before the largest paint: Noto Sans's and Noto Sans KR's first-view subsets, nothing else — and, on a machine
  // without any Hangul font (this one), the blank placeholder that holds the other syllables' places.
  expect(
    first
      .map((f) => f.file.replace(/^.*\//, '').replace(/\.[0-9a-f]+\.woff2$/, ''))
      .filter((name) => name !== 'noto-sans-kr-placeholder')
      .sort(),
  ).toEqual(['noto-sans-kr-first-400', 'noto-sans-kr-first-700', 'noto-sans-latin-first']);
  for (const f of slices) expect(f.start).toBeGreaterThan(Math.min(korean.lcp, korean.load));
  // Within 1.5× the English first view's bytes (issue 36).
  const firstBytes = first.reduce((sum, f) => sum + f.bytes, 0);
  console.log(
    `fonts before LCP: en ${englishBytes} B, ko ${firstBytes} B (${(firstBytes / englishBytes).toFixed(2)}×)`,
  );
  expect(firstBytes).toBeLessThanOrEqual(1.5 * englishBytes);
  // Then only the slices its syllables fall in (fontsource ships 124), and the full family takes over.
  expect(slices.length).toBeGreaterThan(0);
  expect(slices.length).toBeLessThan(60);
  expect(korean.fonts.filter((f) => /arabic|cyrillic|-kr-latin/.test(f.file))).toEqual([]);
  expect(await loadedFamilies(page)).toContain('Noto Sans KR Variable');
  // The full family took over in one step: when it entered the stack, every slice the page's syllables fall in had
  // loaded already (one restyle, not one per slice), and it comes first since.
  await expect(page.locator('html')).toHaveAttribute('data-fonts-rest', '');
  const takeOver = await page.evaluate(() => (window as unknown as { __takeOver?: string[] }).__takeOver);
  expect(takeOver).toEqual([]);
  await expect(page.locator('body')).toHaveCSS(
    'font-family',
    /"Noto Sans KR Variable", "Noto Sans KR First"/,
  );
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const hangul = heading.replace(/[^\uac00-\ud7af]/g, '');
  expect(hangul).not.toBe('');
  expect(
    await page.evaluate((text) => document.fonts.check('16px "Noto Sans KR Variable"', text), hangul),
  ).toBe(true);
});

test('a Russian page fetches the first-view Latin and Cyrillic subsets of Noto Sans, and no Arabic or Korean one', async ({
  page,
}) => {
  const requested = await fontsOf(page, 'ru');
  expect(requested.some((file) => /\/noto-sans-cyrillic-first\.[0-9a-f]+\.woff2$/.test(file))).toBe(true);
  expect(requested.filter((file) => /arabic|-kr-/.test(file))).toEqual([]);
  // Only the first-view subsets of Noto Sans, each once: the home page uses no character outside them.
  expect(requested.every((file) => /\/noto-sans-(latin|cyrillic)-first\./.test(file))).toBe(true);
  expect(new Set(requested).size).toBe(requested.length);
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(heading).toMatch(/[\u0400-\u04ff]/);
  expect(await page.evaluate((text) => document.fonts.check('16px "Noto Sans First"', text), heading)).toBe(
    true,
  );
});

test('switching to Korean in the page fetches the Korean faces then', async ({ page }) => {
  const requested = await fontsOf(page, 'en');
  expect(requested.filter((file) => /-kr-/.test(file))).toEqual([]);
  await page.getByTestId('language-select').selectOption('ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect.poll(() => loadedFamilies(page)).toContain('Noto Sans KR Variable');
});
