// @vitest-environment jsdom
import { readKey } from '@aurinko/contract/page-data';
import arDivision from '@aurinko/division-pages/locales/ar/division.json';
import enDivision from '@aurinko/division-pages/locales/en/division.json';
import { describe, expect, it } from 'vitest';
import { render, rendersOnServer } from './server';

const slide = {
  _id: '1',
  division: 'human',
  image: '/api/uploads/seed/banners/slide-one.webp',
  imageFocus: null,
  link: '/human/about',
  alt: 'A first slide',
  sortOrder: 0,
};

const hero = {
  ...slide,
  _id: '2',
  image: '/api/uploads/seed/banners/hero-human.webp',
  link: null,
  alt: 'Cells under a microscope',
};

describe('the human area rendered on its server', () => {
  it('is the division home in the visitor’s language, with the API answers it was given', async () => {
    const en = await render('/human', 'en', 5000, {
      [readKey('banners?division=human&placement=hero')]: [hero],
      [readKey('banners?division=human&placement=slider')]: [slide],
    });
    expect(en).toContain(enDivision.divisions.human.hero.title);
    // The hero picture is the admin's upload (content, not a drawing in the code): its variants, eager and first.
    const picture = en.match(/<img[^>]*data-testid="division-hero"[^>]*>/)?.[0] ?? '';
    expect(picture).toContain('src="/api/uploads/seed/banners/hero-human.fallback"');
    expect(picture).toContain('alt="Cells under a microscope"');
    expect(picture).toContain('loading="eager"');
    expect(picture).toMatch(/fetchpriority="high"/i);
    expect(en).toContain('/api/uploads/seed/banners/hero-human.w480.webp 480w');
    const ar = await render('/human', 'ar', 5000, {});
    expect(ar).toContain(arDivision.divisions.human.hero.title);
    expect(ar).not.toContain('slide-one');
    // No hero answer: a neutral surface in the picture's box, never a drawing or the broken-image mark.
    expect(ar).toContain('data-testid="division-hero-empty"');
    expect(ar).not.toContain('hero-human');
  });

  it('renders every page under its mount, and only those', async () => {
    const about = await render('/human/about', 'en', 5000, {});
    expect(about).toContain('data-division="human"');
    // A form waits for the app (inert): what a visitor typed into server HTML would be lost when the app takes over.
    const contact = await render('/human/contact_us', 'en', 5000, {});
    expect(contact).toMatch(/<form[^>]* inert=""/);
    expect(rendersOnServer('/human/products/23')).toBe(true);
    expect(rendersOnServer('/Human')).toBe(true);
    expect(rendersOnServer('/humanity')).toBe(false);
    expect(rendersOnServer('/veterinary')).toBe(false);
  });
});
