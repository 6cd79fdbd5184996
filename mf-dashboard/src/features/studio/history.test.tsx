import { i18next } from '@aurinko/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import arDashboard from '../../locales/ar/dashboard.json';
import arInbox from '../../locales/ar/dashboard_inbox.json';
import arStudio from '../../locales/ar/dashboard_studio.json';
import { axeViolations } from '../../testing/axe';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import { docs, page, productRecord, texts } from '../../testing/studio-records';

vi.setConfig({ testTimeout: 20_000 });

let api: FakeApi;

const live = productRecord('12', 'Calcium gel forte', {
  details: docs({ en: 'Third text' }),
  image: '/api/uploads/products/new.webp',
});
/** Three saves of product 12, newest first, and the values each kept. */
const VERSIONS = [
  { _id: '30', kind: 'publish', at: '2026-11-03T10:00:00.000Z', adminName: 'chief' },
  { _id: '20', kind: 'draft', at: '2026-11-02T10:00:00.000Z', adminName: 'deputy' },
  { _id: '10', kind: 'draft', at: '2026-11-01T10:00:00.000Z', adminName: 'chief' },
] as const;
const VALUES: Record<string, Record<string, unknown>> = {
  '30': live,
  '20': { ...live, name: texts({ en: 'Calcium gel' }), image: '/api/uploads/products/old.webp' },
  '10': {
    ...live,
    name: texts({ en: 'Calcium gel', fr: 'Gel de calcium' }),
    details: docs({ en: 'Second text' }),
    image: '/api/uploads/products/old.webp',
  },
};

beforeAll(async () => {
  await setUpEnglish();
  i18next.addResourceBundle('ar', 'dashboard', arDashboard);
  i18next.addResourceBundle('ar', 'dashboard_studio', arStudio);
  i18next.addResourceBundle('ar', 'dashboard_inbox', arInbox);
  await preloadStudio();
}, 30_000);

afterAll(() => i18next.changeLanguage('en'));

beforeEach(async () => {
  await i18next.changeLanguage('en');
  api = installFakeApi();
  api.on('GET', 'admin/products', { body: page([]) });
  api.on('GET', 'admin/products/:id', { body: { ...live, draft: null, _version: 'v1' } });
  api.on('GET', 'admin/products/:id/versions', { body: { items: VERSIONS } });
  api.on('GET', 'admin/products/:id/versions/:versionId', ({ path }) => {
    const id = path.split('/').pop() as string;
    const summary = VERSIONS.find((v) => v._id === id);
    return summary ? { body: { ...summary, values: VALUES[id] } } : { status: 404, body: {} };
  });
});

const history = async () => within(await screen.findByTestId('history'));
const diffRows = async () => {
  const diff = within(await screen.findByTestId('version-diff'));
  await diff.findAllByRole('row');
  return diff.getAllByRole('row').slice(1);
};

describe('the History panel of a studio record', () => {
  it('lists every version with who and when, and shows what changed between the two newest', async () => {
    renderDashboard(api, '/dashboard/product_details/12');
    const panel = await history();
    const rows = await panel.findAllByTestId('version-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('chief'),
      expect.stringContaining('deputy'),
      expect.stringContaining('chief'),
    ]);
    expect(rows[0]?.textContent).toContain('Published');
    expect(rows[1]?.textContent).toContain('Draft saved');
    await waitFor(async () => expect(await diffRows()).toHaveLength(2));
    const [name, image] = await diffRows();
    expect(within(name as HTMLElement).getByRole('rowheader').textContent).toBe('Name');
    expect(name?.textContent).toContain('English');
    expect(name?.textContent).toContain('Calcium gel');
    expect(name?.textContent).toContain('Calcium gel forte');
    // Images as thumbnails, before and after.
    const pictures = within(image as HTMLElement).getAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual([
      '/api/uploads/products/old.webp',
      '/api/uploads/products/new.webp',
    ]);
  });

  it('compares any two versions, per language', async () => {
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_details/12');
    const panel = await history();
    await panel.findAllByTestId('version-row');
    await user.click(panel.getByRole('radio', { name: /^Compare from: Draft saved, .*, by chief$/ }));
    await waitFor(async () => {
      const paths = (await diffRows()).map((row) => row.getAttribute('data-path'));
      expect(paths).toEqual(['name.en', 'name.fr', 'details.en', 'image']);
    });
    const french = (await diffRows())[1] as HTMLElement;
    expect(french.textContent).toContain('Français');
    expect(french.textContent).toContain('Gel de calcium');
  });

  it('restores a version as the draft after asking, and the form shows it', async () => {
    api.on('POST', 'admin/products/:id/versions/:versionId/restore', {
      body: {
        ...live,
        _version: 'v2',
        draft: {
          values: VALUES['10'],
          fields: ['name', 'details'],
          updatedAt: '2026-11-04T10:00:00.000Z',
          updatedBy: 'chief',
        },
      },
    });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_details/12');
    const panel = await history();
    await panel.findAllByTestId('version-row');
    await user.click(panel.getByRole('button', { name: /^Restore as draft: Draft saved, Nov 1.*chief$/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('replaces the current draft');
    await user.click(within(dialog).getByRole('button', { name: 'Restore as draft' }));
    expect(await screen.findByText(/is now the draft/)).toBeTruthy();
    const restore = api.seen('POST', /restore$/);
    expect(restore.map((r) => r.path)).toEqual(['admin/products/12/versions/10/restore']);
    expect(restore[0]?.headers.get('If-Match')).toBe('"v1"');
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Calcium gel');
  });

  it.each(['en', 'ar'])('has no axe violations in %s', async (language) => {
    await i18next.changeLanguage(language);
    renderDashboard(api, '/dashboard/product_details/12');
    await (await history()).findAllByTestId('version-row');
    await waitFor(async () => expect(await diffRows()).toHaveLength(2));
    expect(await axeViolations()).toEqual([]);
  });
});

describe('the bin', () => {
  const entry = {
    _id: '5',
    resource: 'events',
    recordId: '44',
    title: { en: 'Poultry health day', ar: 'يوم صحة الدواجن' },
    deletedAt: '2026-11-20T09:30:00.000Z',
    deletedBy: 'chief',
    purgeAt: '2026-12-20T09:30:00.000Z',
  };

  it('lists deleted records with kind, title, who and when, and puts one back', async () => {
    api.on('GET', 'bin', { body: { items: [entry], total: 1, page: 1, pageSize: 25 } });
    api.on('POST', 'bin/:id/restore', {
      body: { resource: 'events', recordId: '44', message: 'events 44 restored' },
    });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/bin');
    const [row] = await screen.findAllByTestId('bin-row');
    expect(row?.textContent).toContain('Events');
    expect(row?.textContent).toContain('Poultry health day');
    expect(row?.textContent).toContain('chief');
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Restore Poultry health day' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('“Poultry health day” is back where it was.')).toBeTruthy();
    expect(api.seen('POST', /restore$/).map((r) => r.path)).toEqual(['bin/5/restore']);
  });

  it('says which field blocks a restore (409)', async () => {
    api.on('GET', 'bin', { body: { items: [entry], total: 1, page: 1, pageSize: 25 } });
    api.on('POST', 'bin/:id/restore', {
      status: 409,
      body: { statusCode: 409, message: 'slug taken', error: 'Conflict', fields: { slug: ['taken'] } },
    });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/bin');
    const [row] = await screen.findAllByTestId('bin-row');
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Restore Poultry health day' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(/another record now uses the same/)).toBeTruthy();
  });

  it.each(['en', 'ar'])('has no axe violations in %s', async (language) => {
    await i18next.changeLanguage(language);
    api.on('GET', 'bin', { body: { items: [entry], total: 1, page: 1, pageSize: 25 } });
    renderDashboard(api, '/dashboard/bin');
    await screen.findAllByTestId('bin-row');
    expect(await axeViolations()).toEqual([]);
  });
});
