// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import news from '../../locales/en/news.json';
import { testI18n } from '../../testing/i18n';
import { EventsSection } from './EventList';
import { isPast, type SiteEvent } from './events-api';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  i18n.addResourceBundle('en', 'news', news);
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

function answer(items: SiteEvent[]) {
  const seen: string[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (input: Request | string) => {
    seen.push(typeof input === 'string' ? input : input.url);
    const body = { items, total: items.length, page: 1, pageSize: 3 };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return seen;
}

const FUTURE: SiteEvent = {
  _id: '2',
  title: 'Field day',
  date: '2999-01-21T00:00:00.000Z',
  place: 'Harare, Zimbabwe',
  // Rich text (issue 33): two paragraphs and a list with an external link.
  description: {
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'Maize plots.' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Agronomists answer questions.' }] },
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
                    marks: [{ type: 'link', attrs: { href: 'https://example.org/field-day' } }],
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
  images: ['/api/uploads/events/a.webp', '/api/uploads/events/b.webp'],
};
const PAST: SiteEvent = {
  ...FUTURE,
  _id: '1',
  title: 'Farmers’ meeting',
  date: '2001-02-12T00:00:00.000Z',
  images: [],
};

const renderSection = (compact: boolean) =>
  render(
    <I18nextProvider i18n={i18n}>
      <EventsSection id="events" heading="News and events" limit={3} compact={compact} />
    </I18nextProvider>,
  );

describe('isPast', () => {
  it('is true once the event’s day is over where the visitor is', () => {
    const noon = new Date(2026, 10, 23, 12);
    expect(isPast({ date: '2026-11-22T00:00:00.000Z' }, noon)).toBe(true);
    expect(isPast({ date: '2026-11-23T00:00:00.000Z' }, noon)).toBe(false);
    expect(isPast({ date: '2026-11-24T00:00:00.000Z' }, noon)).toBe(false);
  });
});

describe('EventsSection', () => {
  it('lists events in the API’s order, marks past ones, and names every photo', async () => {
    const seen = answer([FUTURE, PAST]);
    renderSection(false);
    const section = await screen.findByRole('region', { name: 'News and events' });
    expect(seen[0]).toMatch(/\/api\/events\?page=1&pageSize=3&lang=en$/);
    const [first, second] = within(section).getAllByTestId('event');
    expect(within(first as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe('Field day');
    expect(within(first as HTMLElement).getByText('Upcoming')).toBeTruthy();
    expect(within(first as HTMLElement).queryByText('Past event')).toBeNull();
    expect(within(first as HTMLElement).getByText('January 21, 2999')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Agronomists answer questions.')).toBeTruthy();
    // The description through the one renderer: the list and its external link (rel set), left to right.
    const programme = within(first as HTMLElement).getByRole('link', { name: 'Programme' });
    expect(programme.getAttribute('rel')).toBe('noopener noreferrer');
    expect(programme.closest('li')?.closest('ul')).toBeTruthy();
    expect(
      within(first as HTMLElement)
        .getByTestId('rich-text')
        .getAttribute('dir'),
    ).toBe('ltr');
    expect(within(first as HTMLElement).getByRole('img', { name: 'Photo 1: Field day' })).toBeTruthy();
    expect(within(first as HTMLElement).getByRole('img', { name: 'Photo 2: Field day' })).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Past event')).toBeTruthy();
    expect(within(second as HTMLElement).queryByRole('img')).toBeNull();
  });

  it('compact: the cover and the first paragraph only', async () => {
    answer([FUTURE]);
    renderSection(true);
    const event = await screen.findByTestId('event');
    expect(within(event).getAllByRole('img')).toHaveLength(1);
    expect(within(event).getByText('Maize plots.')).toBeTruthy();
    expect(within(event).queryByText('Agronomists answer questions.')).toBeNull();
    expect(within(event).queryByRole('link', { name: 'Programme' })).toBeNull();
  });

  it('renders nothing when there are no events', async () => {
    const seen = answer([]);
    const { container } = renderSection(false);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
  });
});
