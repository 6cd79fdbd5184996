import { i18next } from '@aurinko/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import arDashboard from '../../locales/ar/dashboard.json';
import arMedia from '../../locales/ar/dashboard_media.json';
import arStudio from '../../locales/ar/dashboard_studio.json';
import { axeViolations } from '../../testing/axe';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import type { MediaItemDetail } from './media-api';

vi.setConfig({ testTimeout: 20_000 });

const EMPTY = { en: '', ar: '', fr: '', ko: '', es: '', ru: '' };
const item: MediaItemDetail = {
  _id: '7',
  url: '/api/uploads/media/herd.webp',
  kind: 'image',
  originalName: 'herd.png',
  size: 48_000,
  width: 640,
  height: 480,
  alt: { ...EMPTY, en: 'A herd' },
  caption: EMPTY,
  focus: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  uses: [
    { resource: 'products', id: '3', field: 'image', title: 'Calcium bolus' },
    { resource: 'image-slider', id: '9', field: 'image', title: 'Calves' },
  ],
};
const { uses: _uses, ...listed } = item;

let api: FakeApi;

beforeAll(async () => {
  await setUpEnglish();
  i18next.addResourceBundle('ar', 'dashboard', arDashboard);
  i18next.addResourceBundle('ar', 'dashboard_studio', arStudio);
  i18next.addResourceBundle('ar', 'dashboard_media', arMedia);
  await preloadStudio();
  await import('./MediaLibraryPage');
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
  api.on('GET', 'admin/media', { body: { items: [listed], total: 1, page: 1, pageSize: 24 } });
  api.on('GET', 'admin/media/:id', { body: item });
});

afterAll(() => i18next.changeLanguage('en'));

describe('the media library screen', () => {
  beforeEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('keeps search and kind in the address, opens an item with its uses linked, saves alt text per language', async () => {
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/media');
    await screen.findByRole('heading', { level: 1, name: 'Media library' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'pdf');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/dashboard/media?kind=pdf'));
    await waitFor(() => expect(api.seen('GET', /^admin\/media$/).at(-1)?.params.kind).toBe('pdf'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), '');

    await user.click(await screen.findByRole('button', { name: 'herd.png' }));
    const panel = await screen.findByTestId('media-panel');
    expect(
      within(panel)
        .getByRole('link', { name: /Calcium bolus/ })
        .getAttribute('href'),
    ).toBe('/dashboard/product_details/3');
    expect(
      within(panel)
        .getByRole('link', { name: /Calves/ })
        .getAttribute('href'),
    ).toBe('/dashboard/image_slider/9');
    api.on('PUT', 'admin/media/:id', { body: { ...item, alt: { ...item.alt, fr: 'Un troupeau' } } });
    await user.type(within(panel).getByTestId('media-alt-fr'), 'Un troupeau');
    await user.click(within(panel).getByRole('button', { name: 'Save texts and focal point' }));
    await waitFor(() => expect(api.seen('PUT', /^admin\/media\/7$/)).toHaveLength(1));
    expect(api.seen('PUT', /^admin\/media\/7$/)[0]?.body).toMatchObject({
      alt: { en: 'A herd', fr: 'Un troupeau' },
      focus: '',
    });
  });

  it('says a used item was not deleted, with how many records use it', async () => {
    const user = userEvent.setup();
    api.on('DELETE', 'admin/media/:id', {
      status: 409,
      body: {
        statusCode: 409,
        message: 'This file is still used by 2 record field(s)',
        error: 'Conflict',
        details: { reason: 'in-use', count: 2 },
      },
    });
    renderDashboard(api, '/dashboard/media?item=7');
    const panel = await screen.findByTestId('media-panel');
    await user.click(within(panel).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Not deleted: 2 records still use this file. Remove it there first.'),
    ).toBeTruthy();
  });

  it('refuses a file it does not take before uploading, saying why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDashboard(api, '/dashboard/media');
    await screen.findByRole('heading', { level: 1, name: 'Media library' });
    await user.upload(
      screen.getByTestId('media-file-input'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(
      await screen.findByText(
        'notes.txt was not added: this kind of file is not accepted (images, PDFs, MP4 or WebM videos only).',
      ),
    ).toBeTruthy();
    expect(api.uploads).toHaveLength(0);
  });
});

describe.each(['en', 'ar'])('the media library in %s', (language) => {
  beforeEach(async () => {
    await i18next.changeLanguage(language);
  });

  it('list and open item: no axe violations', async () => {
    renderDashboard(api, '/dashboard/media?item=7');
    await screen.findByTestId('media-panel');
    await screen.findAllByTestId('media-item');
    expect(await axeViolations()).toEqual([]);
  });
});
