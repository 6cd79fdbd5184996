import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, SHELL_URL } from '../fixtures';

export type Division = 'human' | 'veterinary' | 'agriculture';
export const DIVISIONS: Division[] = ['human', 'veterinary', 'agriculture'];

/** The division page set's locale files, through the exports @aurinko/shared-ui declares for them. */
const LOCALES = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@aurinko/division-pages/locales/en/division.json')),
  '..',
);

type Json = { [key: string]: Json } & string;

/** A text of the division namespaces, as the content files give it (`ns:key.path`). */
export function text(language: string, key: string): string {
  const [namespace = '', dotted = ''] = key.split(':');
  const file = JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as Json;
  const value = dotted.split('.').reduce<Json | undefined>((node, part) => node?.[part], file);
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${language}`);
  return value;
}

/** Shared sub-page → the key of its page heading. */
export const SHARED_HEADINGS: Record<string, string> = {
  about: 'about:heading',
  facultySection: 'media:faculty.title',
  vision: 'visionmission:heading',
  manufacturing: 'manufacturing:title',
  research: 'research_development:title',
  export: 'export:title',
  certificates: 'certificates:title',
  report: 'media:reports.title',
  gallery: 'gallery:heading',
  review: 'media:review.title',
  photo_gallery: 'gallery:photoGalleryHeading',
  videos: 'media:videos.title',
  brochures: 'media:brochures.title',
  blog: 'media:blog.title',
  articles: 'media:articles.title',
  ingredients: 'ingredients:title',
  contact_us: 'contact:title',
};

/** Division-only product pages (route key → API product group), as the issue lists them. */
export const PRODUCT_PAGES: Record<Division, Record<string, string>> = {
  human: {
    Nanophosphosomes: 'Nanophosphome',
    Neuna_particles: 'Neunaparticle',
    Health_supplements: 'health_supplement',
    Wellness: 'Wellness',
    Foods_and_Spices: 'food',
    ayush: 'ayush_product',
    Personal_Care: 'personalcare',
    Yeppuen: 'yeppuen_product',
  },
  veterinary: {
    Nanophosphosomes: 'VNanophosphosome',
    Neuna_mins: 'VNeunamin',
    Neuna_particles: 'VNeunaparticle',
    livestock: 'Livestock',
    poultry: 'Poultry',
    Aqua: 'Aqua',
    Swine: 'Swine',
    Equine: 'Equine',
    pet: 'Pet',
    feed_grain: 'Feedandgrain',
  },
  agriculture: {
    Nanophosphosomes: 'ANanophosphosome',
    Neuna_particles: 'ANeunaparticle',
    SoilMinerals: 'SoilMineral',
    NanoFertilizers: 'NanoFertilizer',
  },
};

/** Every route of a division with the heading it must show in `language`. */
export function divisionRoutes(
  division: Division,
  language: string,
): Array<{ path: string; heading: string; title?: string }> {
  return [
    {
      path: `/${division}`,
      heading: text(language, `division:divisions.${division}.hero.title`),
      title: text(language, `division:divisions.${division}.name`),
    },
    ...Object.entries(SHARED_HEADINGS).map(([route, key]) => ({
      path: `/${division}/${route}`,
      heading: text(language, key),
    })),
    ...Object.keys(PRODUCT_PAGES[division]).map((route) => ({
      path: `/${division}/${route}`,
      heading: text(language, `division:productPages.${division}.${route}.title`),
    })),
  ];
}

export interface Paginated<T> {
  items: T[];
  total: number;
}

export async function apiGet<T>(request: APIRequestContext, pathAndQuery: string): Promise<T> {
  const response = await request.get(`${SHELL_URL}/api/${pathAndQuery}`);
  expect(response.status(), `${pathAndQuery}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/**
 * Records failed requests. A missing page banner is an expected 404 (the page then draws its own
 * banner); the browser logs every failed request as a console error, so those are set apart.
 */
export function watchFailedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().includes('/api/page-banners')) {
      failed.push(`${response.status()} ${response.url()}`);
    }
  });
  return failed;
}

export function unexpectedConsoleErrors(errors: string[]): string[] {
  return errors.filter(
    (error) =>
      !error.includes('favicon') &&
      // CSP refusals are the noCspViolations fixture's (every test), which knows axe's own <style> apart.
      !/Content Security Policy/i.test(error) &&
      !/Failed to load resource: the server responded with a status of 404/.test(error),
  );
}

/** The page finished loading its content: no loading screen left in the division area. */
export async function expectLoaded(page: Page): Promise<void> {
  await expect(
    page.locator('[data-division] [role="status"][aria-live="polite"] .visually-hidden'),
  ).toHaveCount(0);
  await expect(page.locator('[data-division] .alert-error')).toHaveCount(0);
}

/** Client-side navigation (as a link click would do), without reloading shell and remote. */
export async function navigate(page: Page, to: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, to);
}
