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
  crop: null,
  source: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  uses: [
    { resource: 'products', id: '3', field: 'image', title: 'Calcium bolus', draft: false },
    { resource: 'image-slider', id: '9', field: 'image', title: 'Calves', draft: false },
    { resource: 'blogs', id: '12', field: 'cover', title: 'Spring calving', draft: true },
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
    // A use inside a draft: the record it is the draft of, linked — not a table name.
    const draftUse = within(panel).getByRole('link', { name: /^Draft of Spring calving/ });
    expect(draftUse.getAttribute('href')).toMatch(/\/12$/);
    expect(panel.textContent).not.toContain('studio_drafts');
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

  it('crops an image with the number fields, and words the server’s refusal of a crop outside the picture', async () => {
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/media?item=7');
    const crop = await screen.findByTestId('media-crop');
    const field = (name: string) => within(crop).getByRole('spinbutton', { name });
    // The whole picture to start with.
    expect((field('Width (px)') as HTMLInputElement).value).toBe('640');
    await user.clear(field('From the left (px)'));
    await user.type(field('From the left (px)'), '600');
    api.on('PUT', 'admin/media/:id', {
      status: 400,
      body: {
        statusCode: 400,
        message: 'crop must lie inside the image (640 × 480 pixels)',
        error: 'Bad Request',
        fields: { crop: ['crop must lie inside the image (640 × 480 pixels)'] },
      },
    });
    await user.click(within(crop).getByRole('button', { name: 'Save the crop' }));
    expect(
      await within(crop).findByText(
        'Not cropped: the crop must lie inside the picture (640 × 480 px) and be at least 1 px wide and high.',
      ),
    ).toBeTruthy();
    expect(api.seen('PUT', /^admin\/media\/7$/).at(-1)?.body).toEqual({
      crop: { x: 600, y: 0, width: 640, height: 480 },
    });

    api.on('PUT', 'admin/media/:id', {
      body: {
        ...item,
        crop: { x: 100, y: 0, width: 480, height: 480 },
        source: { url: item.url, width: 640, height: 480 },
      },
    });
    await user.clear(field('From the left (px)'));
    await user.type(field('From the left (px)'), '100');
    await user.clear(field('Width (px)'));
    await user.type(field('Width (px)'), '480');
    await user.click(within(crop).getByRole('button', { name: 'Save the crop' }));
    await waitFor(() =>
      expect(api.seen('PUT', /^admin\/media\/7$/).at(-1)?.body).toEqual({
        crop: { x: 100, y: 0, width: 480, height: 480 },
      }),
    );
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
