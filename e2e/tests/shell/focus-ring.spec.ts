import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures';

/**
 * Issue 35: the focus ring stands out (≥ 3:1) from every background it meets. It is two colours at least 9:1 apart
 * (WCAG technique C40) — the outline and a halo — so on any background one of the two reaches 3:1; this test reads
 * both from the focused element and the background around it.
 */
type Rgb = [number, number, number];

function parse(color: string): Rgb {
  const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Focuses `target` from the keyboard's side and reads its ring and the opaque background around it. */
async function ringOn(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await page.keyboard.press('Shift'); // keyboard modality: programmatic focus then shows :focus-visible
  await target.focus();
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    let around = el.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (around) {
      const bg = getComputedStyle(around).backgroundColor;
      if (bg && !/rgba\(.*, 0\)$/.test(bg) && bg !== 'transparent') {
        background = bg;
        break;
      }
      around = around.parentElement;
    }
    return {
      visible: el.matches(':focus-visible'),
      outline: style.outlineColor,
      outlineWidth: Number.parseFloat(style.outlineWidth),
      halo: style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? '',
      background,
    };
  });
}

test('the focus ring reaches 3:1 against the header, page, alternate sections, local bar and footer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const targets: Array<[string, string, (page: Page) => Locator]> = [
    ['/', 'header', (p) => p.getByRole('banner').getByRole('link').first()],
    ['/', 'footer', (p) => p.getByRole('contentinfo').getByRole('link').first()],
    ['/human/blog', 'page', (p) => p.getByRole('main').getByRole('link').first()],
    ['/human/Wellness', 'division bar', (p) => p.getByTestId('division-nav').getByRole('button').first()],
    ['/human/contact_us', 'form', (p) => p.getByRole('main').getByRole('textbox').first()],
  ];
  const seen = new Set<string>();
  for (const [path, where, locate] of targets) {
    await page.goto(path);
    const ring = await ringOn(page, locate(page));
    expect(ring.visible, `${where}: focus-visible`).toBe(true);
    expect(ring.outlineWidth, `${where}: outline width`).toBeGreaterThanOrEqual(2);
    expect(ring.halo, `${where}: halo`).not.toBe('');
    const outline = parse(ring.outline);
    const halo = parse(ring.halo);
    const background = parse(ring.background);
    expect(contrast(outline, halo), `${where}: the ring's two colours`).toBeGreaterThanOrEqual(9);
    const best = Math.max(contrast(outline, background), contrast(halo, background));
    expect(best, `${where}: ring on ${ring.background}`).toBeGreaterThanOrEqual(3);
    seen.add(ring.background);
  }
  // The check did meet both light and dark backgrounds.
  expect(seen.size).toBeGreaterThan(1);
  await expectNoAxeViolations(page);
});
