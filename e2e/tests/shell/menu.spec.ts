import { expect, expectNoAxeViolations, test } from '../fixtures';
import { LANGS, MENU_LINKS, mainMenu, openIn } from './helpers';

const GROUP_LABELS = {
  en: {
    about: 'About Us',
    nanotech: 'Nano-biotechnology',
    veterinary: 'Veterinary',
    agriculture: 'Agriculture',
    media: 'Media',
  },
  ar: {
    about: 'من نحن',
    nanotech: 'التقنية الحيوية النانوية',
    veterinary: 'الطب البيطري',
    agriculture: 'الزراعة',
    media: 'الإعلام',
  },
} as const;

for (const lang of LANGS) {
  test.describe(`main menu (${lang})`, () => {
    test('every entry links to its division route', async ({ page }) => {
      await openIn(page, '/', lang);
      const menu = mainMenu(page);
      const labels = GROUP_LABELS[lang];
      const topLinks = menu.locator(':scope > ul > li > a');
      await expect(topLinks).toHaveCount(MENU_LINKS.top?.length ?? 0);
      expect(await topLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
        MENU_LINKS.top,
      );
      for (const group of ['about', 'nanotech', 'veterinary', 'agriculture', 'media'] as const) {
        const button = menu.getByRole('button', { name: labels[group], exact: true });
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const submenu = page.locator(`#${await button.getAttribute('aria-controls')}`);
        await expect(submenu).toBeVisible();
        expect(
          await submenu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
        ).toEqual(MENU_LINKS[group]);
      }
    });

    test('a submenu opens with the keyboard, Escape closes it, a link navigates', async ({ page }) => {
      await openIn(page, '/', lang);
      const menu = mainMenu(page);
      const about = menu.getByRole('button', { name: GROUP_LABELS[lang].about, exact: true });
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

      await page.keyboard.press('ArrowDown');
      await expect(submenu.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(submenu.getByRole('link').last()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/human\/certificates$/);
      await expect(about).toHaveAttribute('aria-expanded', 'false');
    });

    test('collapses into a menu button on a narrow screen', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await openIn(page, '/', lang);
      const menu = mainMenu(page);
      const toggle = menu.getByRole('button', { name: lang === 'en' ? 'Menu' : 'القائمة', exact: true });
      await expect(toggle).toBeVisible();
      await expect(menu.getByRole('link', { name: lang === 'en' ? 'Wellness' : 'العافية' })).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const wellness = menu.getByRole('link', { name: lang === 'en' ? 'Wellness' : 'العافية' });
      await expect(wellness).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(wellness).toBeHidden();
    });
  });
}

test('the menu mirrors in Arabic', async ({ page }) => {
  await openIn(page, '/', 'ar');
  const items = mainMenu(page).locator(':scope > ul > li');
  const first = await items.nth(0).boundingBox();
  const second = await items.nth(1).boundingBox();
  expect(first && second && first.x > second.x).toBe(true);
});
