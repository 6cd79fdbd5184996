import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { renderDashboard } from '../../testing/render-dashboard';
import { page } from '../../testing/studio-records';

vi.setConfig({ testTimeout: 15_000 });

let api: FakeApi;

beforeAll(async () => {
  await setUpEnglish();
  await import('./DashboardHome');
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
  api.on('GET', 'visitors', { body: { totalVisits: 10, uniqueVisitors: 4 } });
  api.on('GET', 'visitors/daily', { body: [] });
  api.on('GET', 'headline/all', { body: [] });
  api.on('GET', 'logo/logos', { body: [] });
  const totals: Record<string, number> = { human: 12, veterinary: 7, agriculture: 3 };
  api.on('GET', 'admin/products', ({ params }) => ({
    body: page([], totals[params.division ?? ''] ?? 0, 1, 1),
  }));
  api.on('GET', 'admin/product-cards', { body: page([], 5, 1, 1) });
});

describe('the overview and the navigation', () => {
  it("counts products per division and home cards from the lists' totals", async () => {
    renderDashboard(api, '/dashboard');
    const stat = async (label: string) =>
      (await screen.findByRole('link', { name: label })).closest('div')?.querySelector('dd')?.textContent;
    expect(await stat('Products: Human health')).toBe('12');
    expect(await stat('Products: Veterinary')).toBe('7');
    expect(await stat('Products: Agriculture')).toBe('3');
    expect(await stat('Home product cards')).toBe('5');
    expect(api.seen('GET', /^admin\/products$/).map((r) => r.params)).toContainEqual({
      division: 'veterinary',
      page: '1',
      pageSize: '1',
      lang: 'en',
    });
  });

  it('still shows the visits when the product lists cannot answer', async () => {
    api.on('GET', 'admin/products', {
      status: 503,
      body: { statusCode: 503, message: 'Service Unavailable' },
    });
    renderDashboard(api, '/dashboard');
    expect(await screen.findByText('Total visits')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Products: Veterinary' })).toBeNull();
  });

  it('lists every group by division, with its manage and add pages, and the home cards', async () => {
    renderDashboard(api, '/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const veterinary = within(nav).getByRole('list', { name: 'Veterinary products' });
    expect(within(veterinary).getByRole('link', { name: 'Livestock' }).getAttribute('href')).toBe(
      '/dashboard/Livestocks',
    );
    expect(
      within(veterinary).getByRole('link', { name: 'Add a product to Livestock' }).getAttribute('href'),
    ).toBe('/dashboard/Livestock');
    const hrefs = within(nav)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href'));
    // 22 manage pages + 22 add pages + all products, new product, cards list, new card; blog posts and events
    // (list and add each) + the 5 media pages (gallery, its categories, videos); division pages (heroes, slider,
    // banners, page banners and a new one, management and a new member); documents (reports, brochures, certificates,
    // downloads, each + new); the bin and the media library.
    expect(
      hrefs.filter(
        (href) =>
          href?.startsWith('/dashboard/') &&
          !/AddHeadline|Pioneer|admins|account|translations|contact_us|feedback|audit|status/.test(href),
      ),
    ).toHaveLength(74);
    for (const href of [
      '/dashboard/managecertificates',
      '/dashboard/addcertificate',
      '/dashboard/downloads',
      '/dashboard/downloads/new',
      '/dashboard/division_hero',
      '/dashboard/Blogs_view',
      '/dashboard/Blogs',
      '/dashboard/Event',
      '/dashboard/Event/new',
    ])
      expect(hrefs).toContain(href);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/dashboard/product_details',
        '/dashboard/product_detail',
        '/dashboard/global_providers',
        '/dashboard/product_cart',
        '/dashboard/gallery_view',
        '/dashboard/Gallery',
        '/dashboard/gallery_categories',
        '/dashboard/video_view',
        '/dashboard/Videos',
        // What visitors send, who changed what, and which build of each front end is live.
        '/dashboard/contact_us',
        '/dashboard/feedback',
        '/dashboard/audit',
        '/dashboard/status',
      ]),
    );
  });
});
