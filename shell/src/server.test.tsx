// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import arHome from './locales/ar/home.json';
import enHome from './locales/en/home.json';
import enNavbar from './locales/en/navbar.json';
import { render, rendersOnServer } from './server';

describe('the first view rendered on the server', () => {
  it('is the whole home page in the visitor’s language, with the frame', async () => {
    const ar = await render('/', 'ar');
    expect(ar).toContain(arHome.banner.welcomeTo);
    expect(ar).toContain(arHome.banner.lead);
    const en = await render('/?lng=en', 'en');
    expect(en).toContain(enHome.banner.lead);
    expect(en).toContain(enNavbar.brandTagline);
    // API reads start in their loading state; nothing of the page waits for them.
    expect(en).not.toContain('remote-unavailable');
  });

  it('is the frame of a division page, with the loading area its remote fills in the browser', async () => {
    const html = await render('/human/about', 'en');
    expect(html).toContain(enNavbar.brandTagline);
    expect(html).toMatch(/<main[^>]*>(<!--\$-->)?<div class="[^"]*" role="status"/);
    expect(rendersOnServer('/human/about')).toBe(true);
    expect(rendersOnServer('/Veterinary')).toBe(true);
    // The shell's other pages bring their own chunk and stylesheet: the browser renders them.
    expect(rendersOnServer('/news')).toBe(false);
    expect(rendersOnServer('/dashboard/products')).toBe(false);
    expect(rendersOnServer('/AurinkoOne')).toBe(false);
  });

  it("shows a remote's area as its server rendered it, in the frame, instead of the loading area", async () => {
    const html = await render('/human/about', 'en', 1500, {
      remote: 'human',
      html: '<section>Human area</section>',
    });
    expect(html).toContain('data-remote-area="human"><section>Human area</section></div>');
    expect(html).toContain(enNavbar.brandTagline);
    expect(html).not.toMatch(/<main[^>]*>(<!--\$-->)?<div class="[^"]*" role="status"/);
    // Only the remote it belongs to shows it.
    const other = await render('/veterinary', 'en', 1500, {
      remote: 'human',
      html: '<section>Human area</section>',
    });
    expect(other).not.toContain('Human area');
  });
});
