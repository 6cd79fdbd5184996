// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import home from '../../locales/en/home.json';
import { testI18n } from '../../testing/i18n';
import type { ProductCard } from './home-api';
import { ProductCards } from './ProductCards';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  i18n.addResourceBundle('en', 'home', home);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NodeRequest = globalThis.Request;
/** Node's Request does not know the page's address; a browser resolves `/api/…` against it. */
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

/** The API answers `GET /api/product-cards` with `body` (status `status`). */
function answer(body: unknown, status = 200) {
  const seen: string[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (input: Request | string) => {
    seen.push(typeof input === 'string' ? input : input.url);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return seen;
}

const renderCards = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <ProductCards />
    </I18nextProvider>,
  );

const CARD: ProductCard = {
  _id: '1',
  name: 'NanoCal D3 Capsules',
  details: 'Calcium and vitamin D3.',
  category: 'Health supplement',
  rating: 4,
  image: '/api/uploads/seed/product-cards/a.webp',
};

describe('ProductCards', () => {
  it('shows each card with its name, category, details, an accessible rating and a lazy image', async () => {
    const seen = answer([CARD, { ...CARD, _id: '2', name: 'Nano Nitrogen 4', rating: 5, image: null }]);
    renderCards();
    const section = await screen.findByRole('region', { name: 'Our products around the world' });
    expect(seen[0]).toMatch(/\/api\/product-cards\?lang=en$/);
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('heading', { level: 3 }).textContent).toBe('NanoCal D3 Capsules');
    expect(first.getByText('Health supplement')).toBeTruthy();
    expect(first.getByText('Calcium and vitamin D3.')).toBeTruthy();
    expect(first.getByText('Rated 4 out of 5')).toBeTruthy();
    const img = items[0]?.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBe('480');
    expect(img?.getAttribute('height')).toBe('360');
    expect(items[1]?.querySelector('img')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('Rated 5 out of 5')).toBeTruthy();
  });

  it('renders nothing when there are no cards', async () => {
    const seen = answer([]);
    const { container } = renderCards();
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
  });

  it('renders nothing when the API fails', async () => {
    const seen = answer({ statusCode: 500, message: 'down', error: 'Internal Server Error' }, 500);
    const { container } = renderCards();
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
  });
});
