import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import { page } from '../../testing/studio-records';
import type { AuditEntry } from './audit-api';

let api: FakeApi;

vi.setConfig({ testTimeout: 15_000 });

beforeAll(async () => {
  await setUpEnglish();
  await preloadStudio();
  await import('./AuditPage');
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
  api.on('GET', 'audit/filters', {
    body: { adminNames: ['chief', 'deputy'], entities: ['contact-messages', 'products', 'reviews'] },
  });
});

const entry = (id: string, extra: Partial<AuditEntry>): AuditEntry => ({
  _id: id,
  at: '2026-11-20T09:30:00.000Z',
  adminName: 'chief',
  action: 'update',
  entity: 'products',
  entityId: '7',
  fields: ['name', 'details'],
  title: null,
  changes: {},
  versionId: null,
  ...extra,
});

const listCalls = () => api.seen('GET', /^audit$/).map((request) => request.params);

describe('the audit log', () => {
  it('shows a studio change’s values before and after, the record’s title and a link to its version', async () => {
    api.on('GET', 'audit', {
      body: page([
        entry('2', {
          action: 'delete',
          entity: 'events',
          entityId: '44',
          fields: [],
          title: { en: 'Poultry health day', ar: 'يوم صحة الدواجن' },
        }),
        entry('1', {
          fields: ['name', 'image'],
          title: { en: 'Calcium gel forte' },
          changes: {
            name: {
              before: { en: 'Calcium gel', ar: '', fr: 'Gel', ko: '', es: '', ru: '' },
              after: { en: 'Calcium gel forte', ar: '', fr: 'Gel', ko: '', es: '', ru: '' },
            },
            published: { before: false, after: true },
          },
          versionId: '31',
        }),
      ]),
    });
    renderDashboard(api, '/dashboard/audit');
    const [deleted, updated] = (await screen.findAllByTestId('audit-row')) as [HTMLElement, HTMLElement];
    // A deleted record still has its title (no link: it is gone).
    expect(within(deleted).getByTestId('audit-title').textContent).toBe('Poultry health day');
    expect(within(deleted).queryByRole('link')).toBeNull();
    expect(within(updated).getByRole('link', { name: 'Calcium gel forte' }).getAttribute('href')).toBe(
      '/dashboard/product_details/7',
    );
    expect(within(updated).getByRole('link', { name: 'Open this version' }).getAttribute('href')).toBe(
      '/dashboard/product_details/7?version=31',
    );
    const changes = within(updated).getAllByRole('listitem');
    expect(changes.map((item) => item.textContent)).toEqual([
      'Name (English)Before: Calcium gel → After: Calcium gel forte',
      expect.stringMatching(/^Published.*Before: No → After: Yes$/),
    ]);
    // A file is named, not valued.
    expect(within(updated).getByText('Image')).toBeTruthy();
  });

  it('lists who changed what, each row linking to its record where one exists', async () => {
    api.on('GET', 'audit', {
      body: page([
        entry('4', {
          action: 'mark-handled',
          entity: 'contact-messages',
          entityId: '9',
          fields: ['handled'],
        }),
        entry('3', {
          action: 'approve',
          entity: 'reviews',
          entityId: '5',
          fields: ['approved'],
          adminName: 'deputy',
        }),
        entry('2', { action: 'delete', entity: 'products', entityId: '8', fields: [] }),
        entry('1', {}),
      ]),
    });
    renderDashboard(api, '/dashboard/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    const rows = await screen.findAllByTestId('audit-row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0] as HTMLElement).slice(1)).toEqual([
      'chief',
      'Marked as handled',
      'Contact messages #9',
      'Handled',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Contact messages #9' })
        .getAttribute('href'),
    ).toBe('/dashboard/contact_us/9');
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'Reviews #5' })
        .getAttribute('href'),
    ).toBe('/dashboard/feedback');
    expect(within(rows[2] as HTMLElement).queryByRole('link')).toBeNull();
    expect(
      within(rows[3] as HTMLElement)
        .getByRole('link', { name: 'Products #7' })
        .getAttribute('href'),
    ).toBe('/dashboard/product_details/7');
    expect(cells(rows[3] as HTMLElement)[4]).toBe('Name, Details');
  });

  it('filters by administrator, resource, action and days; the filters live in the address', async () => {
    api.on('GET', 'audit', { body: page([entry('1', {})], 60) });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/audit');
    await screen.findAllByTestId('audit-row');
    const resources = within(screen.getByLabelText('Content')).getAllByRole('option');
    expect(resources.map((option) => option.textContent)).toEqual([
      'All content',
      'Contact messages',
      'Products',
      'Reviews',
    ]);
    await user.selectOptions(screen.getByLabelText('Administrator'), 'deputy');
    await user.selectOptions(screen.getByLabelText('Content'), 'reviews');
    await user.selectOptions(screen.getByLabelText('Action'), 'approve');
    await user.type(screen.getByLabelText('From (day)'), '2026-11-20');
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({
        page: '1',
        pageSize: '25',
        adminName: 'deputy',
        entity: 'reviews',
        action: 'approve',
        from: new Date(2026, 10, 20).toISOString(),
        lang: 'en',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listCalls().at(-1)?.page).toBe('2'));
    expect(screen.getByTestId('address').textContent).toBe(
      '/dashboard/audit?adminName=deputy&entity=reviews&action=approve&from=2026-11-20&page=2',
    );
  });
});
