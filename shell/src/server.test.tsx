// @vitest-environment jsdom

import { readKey } from '@aurinko/contract/page-data';
import { describe, expect, it } from 'vitest';
import arHome from './locales/ar/home.json';
import arNews from './locales/ar/news.json';
import enHome from './locales/en/home.json';
import enNavbar from './locales/en/navbar.json';
import { HOME_API } from './pages/home/home-reads';
import { NEWS_API } from './pages/news/news-reads';
import { SHELL_ROUTES } from './seo/site-routes';
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

  it("renders the home page's API content from the answers the server read, and only what they hold", async () => {
    expect(SHELL_ROUTES.find((route) => route.path === '/')?.api).toEqual(HOME_API);
    const [headlines, logos, cards, reviews] = HOME_API.map((read) => readKey(read));
    const reads = {
      [headlines as string]: [{ _id: 'h1', headline1: 'Nano-delivery plant opens in Harare' }],
      [logos as string]: [{ _id: 'l1', url: '/uploads/partner.png', imageName: 'Partner University' }],
      [cards as string]: [
        {
          _id: 'c1',
          name: 'Nanocurcumin',
          details: 'Better absorbed',
          category: 'Wellness',
          rating: 4,
          image: null,
        },
      ],
      [reviews as string]: {
        items: [
          {
            _id: 'r1',
            name: 'Amina',
            rating: 5,
            comment: 'It works',
            product: null,
            createdAt: '2026-11-01',
          },
        ],
        total: 1,
      },
    };
    const html = await render('/', 'en', 1500, { reads });
    for (const text of [
      'Nano-delivery plant opens in Harare',
      'Partner University',
      'Nanocurcumin',
      'It works',
    ]) {
      expect(html).toContain(text);
    }
    // The server's HTML carries no style attribute (the page's CSP refuses them): the ticker's speed is set later.
    expect(html).not.toMatch(/\sstyle="/);
    // A read the answers lack renders as in the browser's first render: the headlines are not shown at all.
    const { [headlines as string]: _, ...withoutHeadlines } = reads;
    const partial = await render('/', 'en', 1500, { reads: withoutHeadlines });
    expect(partial).not.toContain('Nano-delivery plant opens in Harare');
    expect(partial).not.toContain('data-testid="headline-ticker"');
    expect(partial).toContain('Nanocurcumin');
  });

  it('is the whole news page with its events from the answers the server read, and no style attribute', async () => {
    expect(SHELL_ROUTES.find((route) => route.path === '/news')?.api).toEqual(NEWS_API);
    const event = {
      _id: 'e1',
      title: 'Field day in Harare',
      date: '2027-01-21T00:00:00.000Z',
      place: 'Harare',
      // Rich text (issue 33): a paragraph and a list with an external link, through the one renderer.
      description: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Maize growers meet our team.' }] },
          {
            type: 'bulletList',
            content: [
              {
                type: 'listItem',
                content: [
                  {
                    type: 'paragraph',
                    content: [
                      {
                        type: 'text',
                        text: 'Programme',
                        marks: [{ type: 'link', attrs: { href: 'https://example.org/day' } }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      descriptionLanguage: 'en',
      images: [],
    };
    const reads = { [readKey(NEWS_API[0] as string)]: { items: [event], total: 1, page: 1, pageSize: 50 } };
    const html = await render('/news?lng=ar', 'ar', 1500, { reads });
    expect(html).toContain(arNews.banner.title);
    expect(html).toContain('Field day in Harare');
    expect(html).toContain(
      'lang="en" dir="ltr" data-testid="rich-text"><p>Maize growers meet our team.</p>' +
        '<ul><li><p><a href="https://example.org/day" rel="noopener noreferrer">Programme</a></p></li></ul></div>',
    );
    expect(html).not.toMatch(/\sstyle="/);
    // Without the answer the events section is left out on both sides, as the browser's first render does.
    expect(await render('/news', 'ar')).not.toContain('data-testid="events"');
  });

  it("is the whole search page: the API's results from the server's answers and the site's own pages", async () => {
    const reads = {
      [readKey('search?q=Zimbabwe')]: {
        items: [{ type: 'product', title: 'Neuna Zinc', excerpt: 'Zinc', url: '/human/Neuna_particles/4' }],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    };
    const html = await render('/search?q=Zimbabwe', 'en', 1500, { reads });
    expect(html).toContain('data-testid="content-results"');
    expect(html).toContain('Neuna Zinc');
    // The site's pages that mention it (the static index, loaded while the server waits).
    expect(html).toContain('data-testid="page-results"');
  });

  it('is the frame of a division page, with the loading area its remote fills in the browser', async () => {
    const html = await render('/human/about', 'en');
    expect(html).toContain(enNavbar.brandTagline);
    expect(html).toMatch(/<main[^>]*>(<!--\$-->)?<div class="[^"]*" role="status"/);
    expect(rendersOnServer('/human/about')).toBe(true);
    expect(rendersOnServer('/Veterinary')).toBe(true);
    // The shell's news and search pages too (their stylesheets linked with the HTML), not its other pages.
    expect(rendersOnServer('/news')).toBe(true);
    expect(rendersOnServer('/Search/')).toBe(true);
    expect(rendersOnServer('/unauthorized')).toBe(false);
    expect(rendersOnServer('/no-such-page')).toBe(false);
    expect(rendersOnServer('/dashboard/products')).toBe(false);
    expect(rendersOnServer('/AurinkoOne')).toBe(false);
  });

  it("shows a remote's area as its server rendered it, in the frame, instead of the loading area", async () => {
    const html = await render('/human/about', 'en', 1500, {
      area: { remote: 'human', html: '<section>Human area</section>' },
    });
    expect(html).toContain('data-remote-area="human"><section>Human area</section></div>');
    expect(html).toContain(enNavbar.brandTagline);
    expect(html).not.toMatch(/<main[^>]*>(<!--\$-->)?<div class="[^"]*" role="status"/);
    // Only the remote it belongs to shows it.
    const other = await render('/veterinary', 'en', 1500, {
      area: { remote: 'human', html: '<section>Human area</section>' },
    });
    expect(other).not.toContain('Human area');
  });
});
