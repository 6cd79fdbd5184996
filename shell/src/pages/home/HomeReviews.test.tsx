// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import homePart3 from '../../locales/en/home_part3.json';
import { testI18n } from '../../testing/i18n';
import { HomeReviews } from './HomeReviews';
import type { ApprovedReview } from './home-api';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  i18n.addResourceBundle('en', 'home_part3', homePart3);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

function answer(body: unknown, status = 200) {
  const seen: string[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (input: Request | string) => {
    seen.push(typeof input === 'string' ? input : input.url);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return seen;
}

const renderReviews = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <HomeReviews />
    </I18nextProvider>,
  );

const REVIEW: ApprovedReview = {
  _id: '7',
  name: 'أحمد م.',
  rating: 4,
  comment: 'منتج ممتاز، لاحظت فرقًا في آلام المفاصل بعد عدة أسابيع.',
  product: '3',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('HomeReviews', () => {
  it('shows the featured testimonials and then the newest approved reviews from the API', async () => {
    const seen = answer({ items: [REVIEW], total: 1, page: 1, pageSize: 6 });
    renderReviews();
    const section = screen.getByRole('region', { name: 'What our customers say' });
    const approved = await within(section).findByTestId('home-approved-review');
    expect(seen[0]).toMatch(/\/api\/reviews\?page=1&pageSize=6&lang=en$/);
    expect(within(approved).getByText(REVIEW.comment).getAttribute('dir')).toBe('auto');
    expect(within(approved).getByText(REVIEW.name)).toBeTruthy();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(homePart3.reviews.items.length + 1);
    expect(items.at(-1)).toBe(approved);
    expect(within(section).getByText(homePart3.reviews.items[0]?.name as string)).toBeTruthy();
  });

  it('keeps the featured testimonials alone when the API fails', async () => {
    const seen = answer({ statusCode: 503, message: 'down', error: 'Service Unavailable' }, 503);
    renderReviews();
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('listitem')).toHaveLength(homePart3.reviews.items.length);
    expect(screen.queryByTestId('home-approved-review')).toBeNull();
  });
});
