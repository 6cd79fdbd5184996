import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { renderDashboard } from '../../testing/render-dashboard';
import { page, productRecord } from '../../testing/studio-records';

vi.setConfig({ testTimeout: 15_000 });

let api: FakeApi;

const title = (en: string, extra: Record<string, string> = {}) => ({
  en,
  ar: '',
  fr: '',
  ko: '',
  es: '',
  ru: '',
  ...extra,
});

beforeAll(async () => {
  await setUpEnglish();
  await import('../overview/DashboardHome');
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
  api.on('GET', 'visitors', { body: { totalVisits: 10, uniqueVisitors: 4 } });
  api.on('GET', 'visitors/daily', { body: [] });
  api.on('GET', 'headline/all', { body: [] });
  api.on('GET', 'logo/logos', { body: [] });
  api.on('GET', 'admin/products', { body: page([], 0, 1, 1) });
  api.on('GET', 'admin/product-cards', { body: page([], 0, 1, 1) });
  api.on('GET', 'admin/products/:id', { body: { ...productRecord('7', 'Zincoral Paste'), draft: null } });
  api.on('GET', 'admin/workplace', {
    body: {
      unreadMessages: {
        total: 1,
        items: [{ _id: '3', name: 'Amal Haddad', receivedAt: '2026-11-20T10:00:00.000Z' }],
      },
      pendingReviews: {
        total: 1,
        items: [
          { _id: '9', name: 'Kim Min-jun', rating: 4, language: 'ko', createdAt: '2026-11-21T10:00:00.000Z' },
        ],
      },
      drafts: [
        {
          resource: 'products',
          _id: '5',
          title: title('Stale Calcium'),
          published: false,
          kind: 'unpublished',
          since: '2020-01-02T00:00:00.000Z',
          by: null,
        },
      ],
      missingLanguages: [
        {
          resource: 'products',
          _id: '6',
          title: title('Only English'),
          published: true,
          languages: ['ar', 'fr'],
        },
      ],
      recentChanges: [
        {
          _id: '40',
          at: '2026-11-22T10:00:00.000Z',
          adminName: 'deputy',
          action: 'publish',
          entity: 'products',
          entityId: '5',
        },
      ],
    },
  });
  api.on('GET', 'admin/workplace/search', ({ params }) => ({
    body: {
      items:
        params.q === '징코랄'
          ? [
              {
                resource: 'products',
                _id: '7',
                title: title('Zincoral Paste', { ko: '징코랄 페이스트' }),
                published: true,
              },
            ]
          : [],
    },
  }));
});

describe("the admin's workplace", () => {
  it('lists the work waiting, each entry linking to its record', async () => {
    renderDashboard(api, '/dashboard');
    const messages = await screen.findByRole('region', { name: /Unread messages/ });
    expect(within(messages).getByRole('link', { name: 'Amal Haddad' }).getAttribute('href')).toBe(
      '/dashboard/contact_us/3',
    );
    const reviews = screen.getByRole('region', { name: /Reviews waiting for approval/ });
    expect(within(reviews).getByRole('link', { name: 'Kim Min-jun, 4 out of 5' })).toBeTruthy();
    const drafts = screen.getByRole('region', { name: 'Not yet published (oldest first)' });
    expect(within(drafts).getByRole('link', { name: 'Stale Calcium' }).getAttribute('href')).toBe(
      '/dashboard/product_details/5',
    );
    const languages = screen.getByRole('region', { name: 'Missing a language' });
    expect(within(languages).getByText(/shows English in Arabic and French/)).toBeTruthy();
    const changes = screen.getByRole('region', { name: 'Recent changes by others' });
    expect(
      within(changes)
        .getByRole('link', { name: /^deputy: / })
        .getAttribute('href'),
    ).toBe('/dashboard/product_details/5');
  });

  it('Ctrl+K opens the finder, which opens a record found by its Korean title with Enter', async () => {
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard');
    await screen.findByRole('region', { name: /Unread messages/ });
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Find a record' });
    const input = within(dialog).getByRole('searchbox', { name: 'Find a record' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.type(input, '징코랄');
    expect(await within(dialog).findByRole('link', { name: /Zincoral Paste/ })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('Records found: 1');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/dashboard/product_details/7'),
    );
    expect(screen.queryByRole('dialog', { name: 'Find a record' })).toBeNull();
  });

  it('has no axe violations, with the finder open and showing results', async () => {
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard');
    await screen.findByRole('region', { name: /Unread messages/ });
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Find a record/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Find a record' });
    await user.type(within(dialog).getByRole('searchbox'), '징코랄');
    await within(dialog).findByRole('link', { name: /Zincoral Paste/ });
    expect(await axeViolations()).toEqual([]);
  });
});
