import { expect, expectNoAxeViolations, test } from '../fixtures';
import { expectVisitorCounter, openIn, scrollThrough } from './helpers';

const NEWS = {
  en: {
    title: 'Our Identity Has Evolved',
    oldLogo: 'Former logo of Surya Nanopharma',
    newLogo: 'New logo of Aurinko Life Sciences',
    mission: ['Human health', 'Agricultural innovation', 'Veterinary care', 'Equine care', 'Pet care'],
  },
  ar: {
    title: 'هويتنا تطوّرت',
    oldLogo: 'الشعار السابق لسوريا نانوفارما',
    newLogo: 'الشعار الجديد لأورينكو لايف ساينسز',
    mission: [
      'صحة الإنسان',
      'الابتكار الزراعي',
      'الرعاية البيطرية',
      'رعاية الخيول',
      'رعاية الحيوانات الأليفة',
    ],
  },
} as const;

const UNAUTHORIZED = {
  en: { title: 'Access restricted', signIn: 'Sign in', back: 'Go Back' },
  ar: { title: 'الوصول مقيّد', signIn: 'تسجيل الدخول', back: 'رجوع' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`news page (${lang}): identity, old and new logo, mission`, async ({ page }) => {
    const text = NEWS[lang];
    await openIn(page, '/news', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(page).toHaveTitle(new RegExp(text.title));
    await scrollThrough(page);
    await expect(page.getByRole('img', { name: text.oldLogo })).toBeVisible();
    await expect(page.getByRole('img', { name: text.newLogo })).toBeVisible();
    for (const title of text.mission) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expectVisitorCounter(page);
    await expectNoAxeViolations(page);
  });

  test(`news page (${lang}) with reduced motion shows everything without scrolling`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openIn(page, '/news', lang);
    const card = page.getByRole('heading', { name: NEWS[lang].mission[4], exact: true }).locator('xpath=..');
    await expect(card).toHaveCSS('opacity', '1');
  });

  test(`unauthorized page (${lang}): a way back and a link to sign in`, async ({ page }) => {
    const text = UNAUTHORIZED[lang];
    await openIn(page, '/news', lang);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/unauthorized');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(page.getByRole('link', { name: text.signIn })).toHaveAttribute('href', '/AurinkoOne');
    await expectVisitorCounter(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.back }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test(`the visitor counter is shown inside a remote page (${lang})`, async ({ page }) => {
    await openIn(page, '/human/about', lang);
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expectVisitorCounter(page);
  });
}
