import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import { cardRecord, page, productRecord, texts } from '../../testing/studio-records';
import { previewHref, statusOf } from './drafts';
import type { StudioRecord } from './studio-api';
import { RESOURCES } from './studio-registry';

let api: FakeApi;

vi.setConfig({ testTimeout: 15_000 });

beforeAll(async () => {
  await setUpEnglish();
  await preloadStudio();
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
  api.on('GET', 'admin/products', { body: page([]) });
  api.on('GET', 'admin/product-cards', { body: page([]) });
});

const draftOf = (values: StudioRecord) => ({
  values,
  fields: ['name'],
  updatedAt: '2026-11-02T09:30:00.000Z',
  updatedBy: 'chief',
});

const status = () => screen.getByTestId('record-status').textContent;

describe('drafts in the resource form', () => {
  it('saves changes as a draft: only what changed, the live record untouched, the status says so', async () => {
    const live = productRecord('12', { en: 'Calcium gel', fr: 'Gel' });
    api.on('GET', 'admin/products/:id', { body: { ...live, draft: null } });
    api.on('PUT', 'admin/products/:id/draft', ({ body }) => ({
      body: {
        ...live,
        draft: draftOf({ ...live, name: texts({ en: 'Calcium gel forte', fr: 'Gel' }) }),
        requestBody: body,
      },
    }));
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_details/12');
    await user.type(await screen.findByLabelText(/^Name/), ' forte');
    expect(status()).toBe('Status: Published');
    expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved: Calcium gel forte')).toBeTruthy();
    expect(api.seen('PUT', /draft$/).map((r) => [r.path, r.body])).toEqual([
      [
        'admin/products/12/draft',
        { name: { en: 'Calcium gel forte', ar: '', fr: 'Gel', ko: '', es: '', ru: '' } },
      ],
    ]);
    expect(api.seen('POST', /./)).toHaveLength(0);
    expect(status()).toContain('Published, with unpublished changes');
    expect(status()).toContain('Draft saved by chief');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Calcium gel forte');
    expect(screen.getByRole('button', { name: 'Discard draft' })).toBeTruthy();
  });

  it('opens a record on its draft; "Discard draft" asks, then goes back to the published version', async () => {
    const live = productRecord('12', 'Calcium gel');
    api.on('GET', 'admin/products/:id', {
      body: { ...live, draft: draftOf({ ...live, name: texts({ en: 'Calcium gel 2' }) }) },
    });
    api.on('DELETE', 'admin/products/:id/draft', { body: { ...live, draft: null } });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_details/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit: Calcium gel 2' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Calcium gel 2');
    expect(status()).toContain('Published, with unpublished changes');

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Discard the unpublished changes to “Calcium gel 2”? The published version stays as it is.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByText('Draft discarded: Calcium gel')).toBeTruthy();
    expect(api.seen('DELETE', /./).map((r) => r.path)).toEqual(['admin/products/12/draft']);
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Calcium gel');
    expect(status()).toBe('Status: Published');
  });

  it('creates a new record saved as a draft unpublished, and says it is a draft', async () => {
    const created = cardRecord('9', 'Feed plus', { published: false });
    api.on('POST', 'admin/product-cards', { status: 201, body: created });
    api.on('GET', 'admin/product-cards/:id', { body: { ...created, draft: null } });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_cart');
    await user.type(await screen.findByLabelText(/^Name/), 'Feed plus');
    await user.type(screen.getByLabelText(/^Details/), 'Helps growth');
    await user.type(screen.getByLabelText(/^Category/), 'Feed{Enter}');
    // Enter submits with the first button: "Save draft", never "Publish".
    await waitFor(() => expect(api.seen('POST', /./)).toHaveLength(1));
    expect(api.seen('POST', /./)[0]?.body).toMatchObject({ name: { en: 'Feed plus' }, published: false });
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/dashboard/global_providers/9'),
    );
    expect(await screen.findByText('Draft saved: Feed plus')).toBeTruthy();
    // The status line comes with the created record's edit screen, which may render after the notice.
    await waitFor(() => expect(status()).toBe('Status: Draft — not published'));
  });

  it('publishes the pending draft with "Publish" and offers a preview of the real public page', async () => {
    const live = productRecord('12', 'Calcium gel', { group: 'Pet', published: false });
    api.on('GET', 'admin/products/:id', { body: { ...live, draft: null } });
    api.on('POST', 'admin/products/:id/publish', { body: { ...live, published: true, draft: null } });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_details/12');
    const preview = await screen.findByRole('link', { name: 'Preview (opens in a new tab)' });
    expect(preview.getAttribute('href')).toBe('/veterinary/pet/12?preview=1');
    expect(preview.getAttribute('target')).toBe('_blank');
    expect(status()).toBe('Status: Draft — not published');

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: Calcium gel')).toBeTruthy();
    expect(api.seen('POST', /./).map((r) => [r.path, r.body])).toEqual([['admin/products/12/publish', {}]]);
    expect(status()).toBe('Status: Published');
  });
});

describe('drafts in the list', () => {
  it('marks records with unpublished changes', async () => {
    api.on('GET', 'admin/products', {
      body: page([productRecord('1', 'Alpha'), productRecord('2', 'Bravo', { hasDraft: true })]),
    });
    renderDashboard(api, '/dashboard/product_details');
    const bravo = (await screen.findByText('Bravo')).closest('tr') as HTMLElement;
    expect(within(bravo).getByText('Unpublished changes')).toBeTruthy();
    const alpha = screen.getByText('Alpha').closest('tr') as HTMLElement;
    expect(within(alpha).queryByText('Unpublished changes')).toBeNull();
  });
});

describe('draft helpers', () => {
  it('names the status and the preview address', () => {
    const live = productRecord('5', 'A', { group: 'Poultry' });
    expect(statusOf({ ...live, draft: null })).toBe('published');
    expect(statusOf({ ...live, draft: draftOf(live) })).toBe('changes');
    expect(statusOf({ ...live, published: false, draft: draftOf(live) })).toBe('draft');
    // A draft moving the product to another group previews at its new address.
    const moved = { ...live, draft: draftOf({ ...live, group: 'Aqua' }) };
    expect(previewHref(RESOURCES.products, moved)).toBe('/veterinary/Aqua/5?preview=1');
    expect(previewHref(RESOURCES['product-cards'], cardRecord('3', 'C'))).toBe('/?preview=1');
  });
});
