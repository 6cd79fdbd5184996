import { LANGUAGES } from '@aurinko/shared-ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import { cardRecord } from '../../testing/studio-records';
import { editLinkOf, fieldLabelKey, percent, schemaOf } from './coverage';

vi.setConfig({ testTimeout: 15_000 });

let api: FakeApi;

const counts = (values: Record<string, number>) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, values])) as Record<
    string,
    Record<string, number>
  >;
const none = { total: 0, records: [] };

const COVERAGE = {
  languages: [...LANGUAGES],
  resources: [
    {
      resource: 'product-cards',
      total: 4,
      fields: ['name', 'details', 'category'],
      filled: { ...counts({ name: 4, details: 4, category: 4 }), fr: { name: 3, details: 4, category: 4 } },
      fallbacks: {
        ar: none,
        fr: { total: 1, records: [{ _id: '7', title: 'Omega Herd Oil', fields: ['name'] }] },
        ko: none,
        es: none,
        ru: none,
      },
      stale: {
        ar: { total: 1, records: [{ _id: '5', title: 'Calf Starter', fields: ['details'] }] },
        fr: none,
        ko: none,
        es: none,
        ru: none,
      },
    },
    {
      resource: 'brand-new-things',
      total: 1,
      fields: ['title'],
      filled: { ...counts({ title: 1 }), ko: { title: 0 } },
      fallbacks: {
        ar: none,
        fr: none,
        ko: { total: 3, records: [{ _id: '2', title: 'Thing', fields: ['title'] }] },
        es: none,
        ru: none,
      },
      stale: { ar: none, fr: none, ko: none, es: none, ru: none },
    },
    {
      // The headlines: counted, edited outside the studio (no links).
      resource: 'headlines',
      total: 2,
      fields: ['text'],
      filled: { ...counts({ text: 2 }), ru: { text: 1 } },
      fallbacks: {
        ar: none,
        fr: none,
        ko: none,
        es: none,
        ru: { total: 1, records: [{ _id: '1', title: 'New', fields: ['text'] }] },
      },
      // Their translations are tracked like the studio's: one French text older than its English.
      stale: {
        ar: none,
        fr: { total: 1, records: [{ _id: '2', title: 'Free delivery', fields: ['text'] }] },
        ko: none,
        es: none,
        ru: none,
      },
    },
  ],
};

beforeAll(async () => {
  await setUpEnglish();
  await preloadStudio();
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
  api.on('GET', 'admin/translation-coverage', { body: COVERAGE });
});

describe('coverage helpers', () => {
  it('map an API resource to the studio schema with the same API path, and its edit screen on a tab', () => {
    expect(schemaOf('product-cards')?.id).toBe('product-cards');
    expect(editLinkOf('products', '3', 'fr')).toBe('/dashboard/product_details/3?lang=fr');
    expect(editLinkOf('product-cards', '7', 'ar')).toBe('/dashboard/global_providers/7?lang=ar');
    expect(editLinkOf('brand-new-things', '2', 'ko')).toBeUndefined();
    expect(fieldLabelKey('products', 'name')).toBe('dashboard_studio:fields.name');
  });

  it('round percentages down, so only a full column reads 100', () => {
    expect(percent(199, 200)).toBe(99);
    expect(percent(4, 4)).toBe(100);
    expect(percent(0, 0)).toBe(100);
  });
});

describe('the translation coverage screen', () => {
  it('shows filled texts per field and language, and links each fallback to its language tab', async () => {
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/translations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Translation coverage' })).toBeTruthy();
    const cards = screen.getByRole('region', { name: 'Home product cards' });
    const table = within(cards).getByRole('table');
    const nameRow = within(table).getByRole('row', { name: /^Name/ });
    expect(
      within(nameRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4/4 (100 %)', '4/4 (100 %)', '3/4 (75 %)', '4/4 (100 %)', '4/4 (100 %)', '4/4 (100 %)']);
    expect(within(cards).getByRole('heading', { name: 'Français — records: 1' })).toBeTruthy();
    const link = within(cards).getByRole('link', { name: 'Omega Herd Oil, edit in Français' });
    expect(link.getAttribute('href')).toBe('/dashboard/global_providers/7?lang=fr');
    expect(within(cards).getByText('(missing: Name)')).toBeTruthy();
    // Beside the missing ones, the translations older than their English text: counted per language and listed.
    const totals = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(totals(/^Records showing English/)).toEqual(['—', '0', '1', '0', '0', '0']);
    expect(totals(/^Records needing an update/)).toEqual(['—', '1', '0', '0', '0', '0']);
    expect(within(cards).getByRole('heading', { name: 'Needing an update' })).toBeTruthy();
    expect(within(cards).getByRole('heading', { name: 'العربية — records: 1' })).toBeTruthy();
    expect(
      within(cards).getByRole('link', { name: 'Calf Starter, edit in العربية' }).getAttribute('href'),
    ).toBe('/dashboard/global_providers/5?lang=ar');
    expect(within(cards).getByText('(English changed: Details)')).toBeTruthy();
    const headlines = screen.getByRole('region', { name: 'Headlines' });
    expect(within(headlines).getByRole('row', { name: /^Text/ })).toBeTruthy();
    expect(within(headlines).getByRole('heading', { name: 'Français — records: 1' })).toBeTruthy();
    expect(within(headlines).getByText('Free delivery')).toBeTruthy();
    expect(within(headlines).getByText('(English changed: Text)')).toBeTruthy();

    // A resource the dashboard does not edit yet is still counted, without links; the rest not listed is said.
    const other = screen.getByRole('region', { name: 'brand-new-things' });
    expect(within(other).getByText('Thing')).toBeTruthy();
    expect(within(other).queryByRole('link')).toBeNull();
    expect(within(other).getByText('Not listed here: 2 more.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    api.on('GET', 'admin/product-cards/:id', { body: cardRecord('7', 'Omega Herd Oil') });
    await user.click(link);
    expect(await screen.findByRole('tab', { name: /Français/, selected: true })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/dashboard/global_providers/7?lang=fr');
  });

  it('is readable by a viewer', async () => {
    renderDashboard(api, '/dashboard/translations', { role: 'viewer' });
    expect(await screen.findByRole('link', { name: 'Omega Herd Oil, edit in Français' })).toBeTruthy();
  });

  it('offers to try again when the API cannot answer', async () => {
    api.on('GET', 'admin/translation-coverage', { status: 503, body: { statusCode: 503, message: 'Down' } });
    renderDashboard(api, '/dashboard/translations');
    expect(await screen.findByText('The coverage could not be loaded.')).toBeTruthy();
    api.on('GET', 'admin/translation-coverage', { body: COVERAGE });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Home product cards' })).toBeTruthy();
  });
});
