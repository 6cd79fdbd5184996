import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test, useLanguage } from '../fixtures';

/**
 * Issue 35: text that mixes Latin or digits with Arabic reads in the right order. The test reads where the browser
 * drew each character (a Range per character): a left-to-right run such as "14 Coronation Avenue" must have every
 * next character to the right of the one before it, on the same line.
 */
interface Glyph {
  char: string;
  left: number;
  right: number;
  top: number;
}

/** The boxes of the characters of `text` (the first time it occurs in the element's text), spaces left out. */
async function glyphs(element: Locator, text: string): Promise<Glyph[]> {
  await expect(element).toContainText(text);
  return element.evaluate((root, wanted) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const whole = nodes.map((node) => node.data).join('');
    const start = whole.indexOf(wanted);
    if (start < 0) throw new Error(`"${wanted}" is not in "${whole}"`);
    const at = (index: number): [Text, number] => {
      let rest = index;
      for (const node of nodes) {
        if (rest < node.data.length) return [node, rest];
        rest -= node.data.length;
      }
      throw new Error('past the end');
    };
    const out: { char: string; left: number; right: number; top: number }[] = [];
    for (let index = start; index < start + wanted.length; index += 1) {
      const [node, offset] = at(index);
      const char = node.data[offset] ?? '';
      if (/\s/.test(char)) continue;
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const box = range.getBoundingClientRect();
      out.push({ char, left: box.left, right: box.right, top: box.top });
    }
    return out;
  }, text);
}

/** `text` is drawn left to right, character after character, on one line. */
async function expectLeftToRight(element: Locator, text: string): Promise<void> {
  const boxes = await glyphs(element, text);
  const drawn = [...boxes]
    .sort((a, b) => a.left - b.left)
    .map((box) => box.char)
    .join('');
  expect(drawn, `"${text}" as drawn from left to right`).toBe(text.replace(/\s/g, ''));
  const tops = new Set(boxes.map((box) => Math.round(box.top)));
  expect(tops.size, `"${text}" on one line`).toBe(1);
}

test.describe('Arabic pages show left-to-right runs in their own order', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'ar');
  });

  test('contact page: address, company name, phone example; footer: copyright line', async ({ page }) => {
    await page.goto('/human/contact_us');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const offices = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Coronation Avenue' });
    await expectLeftToRight(offices, '14 Coronation Avenue');
    await expectLeftToRight(offices, 'Aurinko Life Sciences (Pvt) Ltd.');
    await expectLeftToRight(offices, '+263 242 487 310');

    const hint = page.locator('p[id$="-hint"]').filter({ hasText: '98765' });
    await expectLeftToRight(hint, '+91 98765 43210');
    // The Arabic sentence ends on the left: its own full stop is left of the number, not inside it.
    const number = await glyphs(hint, '+91 98765 43210');
    const stop = await glyphs(hint, '43210.');
    expect(stop.at(-1)?.right ?? 0).toBeLessThanOrEqual(Math.min(...number.map((box) => box.left)) + 1);

    const copyright = page.getByTestId('copyright');
    await copyright.scrollIntoViewIfNeeded();
    const year = String(new Date().getFullYear());
    await expectLeftToRight(copyright, `© ${year} Aurinko Life Sciences Pvt. Ltd.`);
    // The company's name comes first, so in Arabic it is on the right of "جميع الحقوق محفوظة".
    const name = await glyphs(copyright, '©');
    const arabic = await glyphs(copyright, 'جميع');
    expect(name[0]?.left ?? 0).toBeGreaterThan(Math.max(...arabic.map((box) => box.right)) - 1);
    await expectNoAxeViolations(page);
  });

  test('certificates: a standard’s name as the standard writes it, on one line', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/human/certificates');
    for (const name of ['ISO 9001:2015', 'ISO 22000:2018']) {
      const heading = page.getByRole('heading', { level: 3, name });
      await expectLeftToRight(heading, name);
    }
    // The certificate's facts a buyer checks: its number (left to right), issuer and validity.
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'ISO 22000:2018' }) });
    await expect(card.getByRole('definition')).toHaveCount(3);
    await expectLeftToRight(card, 'IN-FSMS-2420-0031');
    await expect(card).toContainText('رقم الشهادة');
    await expect(card).toContainText('جهة منح شهادات معتمدة (NABCB)');
    await expectNoAxeViolations(page);
  });

  test('company facts: the list of standards keeps each name whole', async ({ page }) => {
    await page.goto('/human/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const prose = page.getByRole('main').locator('p').filter({ hasText: 'ISO 22000:2018' }).first();
    await expectLeftToRight(prose, 'ISO 22000:2018');
    await expectNoAxeViolations(page);
  });
});
