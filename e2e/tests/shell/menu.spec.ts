import { createRequire } from 'node:module';
import { LANGUAGES } from '@aurinko/contract/languages';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import { LANGS, MENU_LINKS, mainMenu, mainMenuTop, openIn } from './helpers';

/** The division pages' label of a list's pagination, in a language (their locale file). */
const paginationLabel = (lang: string): string =>
  createRequire(import.meta.url)(`@aurinko/division-pages/locales/${lang}/division.json`).common.pagination;

const LABELS = {
  en: {
    about: 'About Us',
    nanotech: 'Nano-biotechnology',
    divisions: 'Divisions',
    media: 'Media',
    menu: 'Menu',
    contact: 'Contact Us',
    wellness: 'Wellness',
    technologies: 'Technologies',
  },
  ar: {
    about: 'من نحن',
    nanotech: 'التقنية الحيوية النانوية',
    divisions: 'الأقسام',
    media: 'الإعلام',
    menu: 'القائمة',
    contact: 'اتصل بنا',
    wellness: 'العافية',
    technologies: 'التقنيات',
  },
} as const;

const GROUPS = ['about', 'nanotech', 'divisions', 'media'] as const;

for (const lang of LANGS) {
  test.describe(`main menu (${lang})`, () => {
    test('one header row at 1366 px that still reaches every entry in order', async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await openIn(page, '/', lang);
      const header = await page.getByRole('banner').boundingBox();
      expect(header?.height).toBeLessThan(90);
      const entries = mainMenuTop(page).locator(':scope > li > :is(a, button)');
      await expect(entries).toHaveCount(7);
      const ys = new Set<number>();
      for (const box of await entries.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))) {
        ys.add(Math.round(box.y));
        // Nothing spills out of its row: each entry lies inside the header.
        expect(box.bottom).toBeLessThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
      }
      expect([...ys]).toHaveLength(1);

      const labels = LABELS[lang];
      const topLinks = mainMenuTop(page).locator(':scope > li > a');
      expect(await topLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
        MENU_LINKS.top,
      );
      for (const group of GROUPS) {
        const button = mainMenuTop(page).getByRole('button', { name: labels[group], exact: true });
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const submenu = page.locator(`#${await button.getAttribute('aria-controls')}`);
        await expect(submenu).toBeVisible();
        expect(
          await submenu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
        ).toEqual(MENU_LINKS[group]);
        // The panel stays inside the window.
        const box = await submenu.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 1366).toBe(true);
      }
      expect(await mainMenu(page).locator('[role^="menu"]').count()).toBe(0);
      await expectNoAxeViolations(page);
    });

    test('a submenu opens with the keyboard, Escape and focus leaving close it, a link navigates', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await openIn(page, '/', lang);
      const about = mainMenuTop(page).getByRole('button', { name: LABELS[lang].about, exact: true });
      await about.focus();
      await page.keyboard.press('Enter');
      await expect(about).toHaveAttribute('aria-expanded', 'true');
      const submenu = page.locator(`#${await about.getAttribute('aria-controls')}`);
      await page.keyboard.press('Tab');
      await expect(submenu.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(submenu.getByRole('link').nth(1)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(about).toHaveAttribute('aria-expanded', 'false');
      await expect(submenu).toBeHidden();
      await expect(about).toBeFocused();

      // Tabbing out of an open submenu closes it.
      await page.keyboard.press('Enter');
      await expect(submenu).toBeVisible();
      await submenu.getByRole('link').last().focus();
      await page.keyboard.press('Tab');
      await expect(mainMenuTop(page).getByRole('button', { name: LABELS[lang].nanotech })).toBeFocused();
      await expect(about).toHaveAttribute('aria-expanded', 'false');
      await expect(submenu).toBeHidden();

      await about.focus();
      await page.keyboard.press('ArrowDown');
      await expect(submenu.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(submenu.getByRole('link').last()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/human\/certificates$/);
      await expect(about).toHaveAttribute('aria-expanded', 'false');
    });

    test('a phone has one menu button, which opens everything', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openIn(page, '/', lang);
      const labels = LABELS[lang];
      const menuButtons = page.getByRole('button', { name: labels.menu, exact: true });
      await expect(menuButtons).toHaveCount(1);
      const toggle = mainMenu(page).getByRole('button', { name: labels.menu, exact: true });
      await expect(toggle).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(mainMenu(page).getByRole('link', { name: labels.contact })).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const contact = mainMenu(page).getByRole('link', { name: labels.contact });
      await expect(contact).toBeVisible();
      await mainMenuTop(page).getByRole('button', { name: labels.divisions }).click();
      await expect(mainMenu(page).getByRole('link', { name: labels.wellness })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await expect(contact).toBeHidden();
    });

    test("on a division page a phone's one menu button carries the division's links", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openIn(page, '/veterinary/poultry', lang);
      const labels = LABELS[lang];
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const visibleMenuButtons = page
        .getByRole('button')
        .filter({ hasText: labels.menu })
        .filter({ visible: true });
      await expect(visibleMenuButtons).toHaveCount(1);
      const toggle = mainMenu(page).getByRole('button', { name: labels.menu, exact: true });
      await toggle.click();
      const local = page.getByTestId('main-menu-local');
      await expect(local).toBeVisible();
      await local.getByRole('button', { name: labels.technologies }).click();
      const neunamins = local.locator('a[href="/veterinary/Neuna_mins"]');
      await expect(neunamins).toBeVisible();
      // The company links follow the visitor into the veterinary division.
      await expect(mainMenuTop(page).getByRole('link', { name: labels.contact })).toHaveAttribute(
        'href',
        '/veterinary/contact_us',
      );
      await expectNoAxeViolations(page);
      await neunamins.click();
      await expect(page).toHaveURL(/\/veterinary\/Neuna_mins$/);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
}

test.describe('a division page at 1366 px', () => {
  for (const lang of LANGS) {
    test(`has one local navigation, lighter than the main one and without its entries (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await openIn(page, '/veterinary/livestock', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const navs = page.getByRole('navigation');
      const local = page.getByTestId('division-nav');
      await expect(local).toHaveCount(1);
      // Beside the main menu, the local bar and the footer's: the product list's own pagination once the range holds
      // more products than a page (other tests add Livestock products; it is content, not site navigation).
      const pagination = page.getByRole('navigation', { name: paginationLabel(lang), exact: true });
      await expect(navs.filter({ visible: true })).toHaveCount(
        2 + (await page.locator('footer nav').count()) + (await pagination.count()),
      );
      // No Home, About, Media or Contact in the local bar: only the division's name and its own groups.
      await expect(local.getByRole('link')).toHaveCount(1);
      await expect(local.getByRole('button')).toHaveCount(2);
      await expect(local.getByRole('button', { name: LABELS[lang].about })).toHaveCount(0);
      // Lighter: no coloured block behind it, smaller type than the main menu.
      const background = await local.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).toMatch(/rgb\((2[3-5]\d), (2[3-5]\d), (2[3-5]\d)\)/);
      const size = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize);
      const localSize = await local.getByRole('button').first().evaluate(size);
      const mainSize = await mainMenuTop(page).getByRole('button').first().evaluate(size);
      expect(localSize).toBeLessThan(mainSize);
      const header = await page.getByRole('banner').boundingBox();
      expect(header?.height).toBeLessThan(90);
      await expectNoAxeViolations(page);
    });
  }
});

test("a division's local dropdown closes when keyboard focus tabs out of it", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openIn(page, '/veterinary/livestock', 'en');
  const local = page.getByTestId('division-nav');
  const groups = local.getByRole('button');
  await expect(groups).toHaveCount(2);
  const first = groups.first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await panel.getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await expect(groups.nth(1)).toBeFocused();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  // Backwards too: Shift+Tab from the first link leaves the panel for its own button, which keeps it open.
  await first.click();
  await panel.getByRole('link').first().focus();
  await page.keyboard.press('Shift+Tab');
  await expect(first).toBeFocused();
  await expect(panel).toBeVisible();
});

test('the phone menu closes when keyboard focus tabs out of it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openIn(page, '/', 'en');
  const toggle = mainMenu(page).getByRole('button', { name: 'Menu', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await panel.getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test.describe('company pages follow the visitor', () => {
  for (const division of ['human', 'veterinary', 'agriculture'] as const) {
    test(`from inside ${division}, About Us and Contact Us lead to ${division}'s pages`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await openIn(page, `/${division}`, 'en');
      const about = mainMenuTop(page).getByRole('button', { name: 'About Us', exact: true });
      await about.click();
      const submenu = page.locator(`#${await about.getAttribute('aria-controls')}`);
      expect(
        await submenu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual(MENU_LINKS.about?.map((href) => href.replace('/human/', `/${division}/`)));
      await submenu.getByRole('link', { name: 'Overview' }).click();
      await expect(page).toHaveURL(new RegExp(`/${division}/about$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A company page is in the company's colours, whichever division serves it.
      await expect(page.locator('[data-accent]')).toHaveAttribute('data-accent', 'company');
      await expect(mainMenuTop(page).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
        'href',
        `/${division}/contact_us`,
      );
      await mainMenuTop(page).getByRole('button', { name: 'Media', exact: true }).click();
      await expect(mainMenuTop(page).locator(`a[href="/${division}/blog"]`)).toBeVisible();
    });
  }

  test('from outside a division they lead to the default pages, in neutral colours', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openIn(page, '/news', 'en');
    await expect(mainMenuTop(page).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/human/contact_us',
    );
    await mainMenuTop(page).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.locator('[data-accent]')).toHaveAttribute('data-accent', 'company');
    // A division's own page keeps its accent.
    await page.goto('/human/Wellness');
    await expect(page.locator('[data-accent]')).toHaveAttribute('data-accent', 'human');
  });
});

test('the menu mirrors in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openIn(page, '/', 'ar');
  const items = mainMenuTop(page).locator(':scope > li');
  const first = await items.nth(0).boundingBox();
  const second = await items.nth(1).boundingBox();
  expect(first && second && first.x > second.x).toBe(true);
});

test('the header stays one row at 1280 px in every language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const lang of LANGUAGES) {
    await page.goto(`/veterinary?lng=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height, lang).toBeLessThan(90);
    const entries = mainMenuTop(page).locator(':scope > li > :is(a, button)');
    const boxes = await entries.evaluateAll((els) =>
      els.map((el) => ({
        y: Math.round(el.getBoundingClientRect().y),
        clipped: el.scrollWidth > el.clientWidth,
      })),
    );
    expect(new Set(boxes.map((box) => box.y)).size, lang).toBe(1);
    expect(
      boxes.some((box) => box.clipped),
      lang,
    ).toBe(false);
    // The menu fits its place: it neither overlaps the brand nor the tools.
    const fits = await mainMenuTop(page).evaluate((list) => {
      const nav = list.closest('nav')?.getBoundingClientRect();
      const row = list.getBoundingClientRect();
      return (
        Boolean(nav) && list.scrollWidth <= Math.ceil(nav?.width ?? 0) && row.width <= (nav?.width ?? 0) + 1
      );
    });
    expect(fits, lang).toBe(true);
  }
});
