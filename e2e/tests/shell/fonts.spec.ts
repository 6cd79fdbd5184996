import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Typography per script (issue 17): self-hosted fonts, fetched per script. unicode-range and the per-language
 * stacks decide what a page downloads; these tests watch the requests and read document.fonts.
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
  expect(requested.filter((file) => /arabic|-kr-|cyrillic/.test(file))).toEqual([]);
  await expect(page.getByTestId('language-select').locator('option[lang="ru"]')).toHaveText('Русский');
  expect(await loadedFamilies(page)).toContain('Noto Sans Variable');
  // The body text really is set in it.
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Variable"', 'Aurinko'))).toBe(true);
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(
    /^"Noto Sans Variable", "Noto Sans Fallback"/,
  );
});

test('an Arabic page sets Arabic in Noto Sans Arabic and fetches no Korean font', async ({ page }) => {
  const requested = await fontsOf(page, 'ar');
  expect(
    requested.some((file) => /\/noto-sans-arabic-arabic-wght-normal\.[0-9a-f]+\.woff2$/.test(file)),
  ).toBe(true);
  expect(requested.filter((file) => /-kr-/.test(file))).toEqual([]);
  // The language selector names "Русский" in the system font: a page with no Russian text fetches no Cyrillic face.
  expect(requested.filter((file) => /cyrillic/.test(file))).toEqual([]);
  await expect(page.getByTestId('language-select')).toHaveCSS('font-family', /^"Noto Sans Arabic Variable"/);
  expect(await loadedFamilies(page)).toContain('Noto Sans Arabic Variable');
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Arabic Variable"', 'من نحن'))).toBe(
    true,
  );
});

test('a Korean page fetches only the Korean slices it needs, and uses them', async ({ page }) => {
  const requested = await fontsOf(page, 'ko');
  const korean = requested.filter((file) => /\/noto-sans-kr-\d+-wght-normal\.[0-9a-f]+\.woff2$/.test(file));
  expect(korean.length).toBeGreaterThan(0);
  // Fontsource ships 124 slices; a page needs a fraction of them.
  expect(korean.length).toBeLessThan(60);
  expect(requested.filter((file) => /arabic/.test(file))).toEqual([]);
  // Nor the Cyrillic faces (Noto Sans's or Noto Sans KR's) or Noto Sans KR's Latin: the selector's other names are in
  // the system font, and "한국어" in the Korean web font where the system has no Hangul (this machine).
  expect(requested.filter((file) => /cyrillic|-kr-latin/.test(file))).toEqual([]);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans KR Variable"', '한국어'))).toBe(
    true,
  );
  expect(await loadedFamilies(page)).toContain('Noto Sans KR Variable');
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(heading).toMatch(/[\uac00-\ud7af]/);
  // Every face the heading's Hangul needs is loaded: check() is false while one is still missing. (Only the
  // Hangul: the family's slices also cover Latin and punctuation, which this page takes from Noto Sans.)
  const hangul = heading.replace(/[^\uac00-\ud7af]/g, '');
  expect(
    await page.evaluate((text) => document.fonts.check('16px "Noto Sans KR Variable"', text), hangul),
  ).toBe(true);
});

test('switching to Korean in the page fetches the Korean faces then', async ({ page }) => {
  const requested = await fontsOf(page, 'en');
  expect(requested.filter((file) => /-kr-/.test(file))).toEqual([]);
  await page.getByTestId('language-select').selectOption('ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect.poll(() => loadedFamilies(page)).toContain('Noto Sans KR Variable');
});
