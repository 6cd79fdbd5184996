import type { APIRequestContext, Page } from '@playwright/test';
import { expect, SHELL_URL, WRITE_HEADERS } from '../fixtures';

// A 1×1 PNG: the API checks content by its magic bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a partner logo (the seed has none) with an admin's request context; its alt text comes from `name`. */
export async function addPartnerLogo(request: APIRequestContext, name = 'e2e-partner.png'): Promise<void> {
  const logo = await request.post(`${SHELL_URL}/api/logo/add`, {
    multipart: { images: { name, mimeType: 'image/png', buffer: PNG } },
    headers: WRITE_HEADERS,
  });
  expect(logo.ok(), await logo.text()).toBe(true);
}

export const LANGS = ['en', 'ar'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * Every link of the main menu, in the specification's order, as seen from outside a division. Company pages
 * (About Us, Media, Ingredients, Contact Us) lead to the current division's copy, the human one by default.
 */
export const MENU_LINKS: Record<string, string[]> = {
  top: ['/', '/human/ingredients', '/human/contact_us'],
  about: [
    '/human/about',
    '/human/facultySection',
    '/human/vision',
    '/human/manufacturing',
    '/human/research',
    '/human/export',
    '/human/certificates',
  ],
  nanotech: ['/human/Nanophosphosomes', '/veterinary/Neuna_mins', '/human/Neuna_particles'],
  /** The "Divisions" panel: one column per division (Human, Veterinary, Agriculture) with its ranges, in order. */
  divisions: [
    '/human',
    '/human/Health_supplements',
    '/human/Wellness',
    '/human/Personal_Care',
    '/human/Yeppuen',
    '/human/ayush',
    '/human/Foods_and_Spices',
    '/veterinary',
    '/veterinary/livestock',
    '/veterinary/poultry',
    '/veterinary/Aqua',
    '/veterinary/Swine',
    '/veterinary/Equine',
    '/veterinary/pet',
    '/veterinary/feed_grain',
    '/agriculture',
    '/agriculture/NanoFertilizers',
    '/agriculture/SoilMinerals',
  ],
  media: [
    '/human/report',
    '/human/gallery',
    '/human/review',
    '/human/brochures',
    '/human/blog',
    '/human/articles',
  ],
};

/** Opens the page in a language the way a returning visitor has it: cached in localStorage. */
export async function openIn(page: Page, path: string, lang: Lang): Promise<void> {
  await page.addInitScript((lng) => {
    if (!window.localStorage.getItem('i18nextLng')) window.localStorage.setItem('i18nextLng', lng);
  }, lang);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

export function mainMenu(page: Page) {
  return page.getByTestId('main-menu');
}

/** The main menu's top row (its entries, groups and panel), not the division links it carries on a phone. */
export function mainMenuTop(page: Page) {
  return page.getByTestId('main-menu-top');
}

export async function expectVisitorCounter(page: Page): Promise<void> {
  const counter = page.getByTestId('visitor-counter');
  await expect(counter).toBeVisible();
  // The label turns into the count once the API answered and the line is near the screen (its number is formatted
  // only then): a number, in the language's own digits (Arabic may use ٠–٩).
  await counter.scrollIntoViewIfNeeded();
  await expect(counter).toHaveText(/\p{Nd}/u);
}

/** Scrolls through the page so that scroll-revealed content has been shown. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
