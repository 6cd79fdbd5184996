import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import { productRecord } from '../../testing/studio-records';

vi.setConfig({ testTimeout: 20_000 });

const EMPTY = { en: '', ar: '', fr: '', ko: '', es: '', ru: '' };
const herd = {
  _id: '7',
  url: '/api/uploads/media/herd.webp',
  kind: 'image' as const,
  originalName: 'herd.png',
  size: 48_000,
  width: 640,
  height: 480,
  alt: EMPTY,
  caption: EMPTY,
  focus: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
};

let api: FakeApi;

beforeAll(async () => {
  await setUpEnglish();
  await preloadStudio();
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
  api.on('GET', 'admin/products/:id', { body: productRecord('12', 'Calcium gel') });
  api.on('GET', 'admin/media', { body: { items: [herd], total: 1, page: 1, pageSize: 24 } });
});

describe('a file field picks from the media library', () => {
  it('lists the library’s images of the field’s kind, and puts the chosen one into the field when the form saves', async () => {
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_details/12');
    await screen.findByLabelText(/^Name/);
    const field = screen.getByTestId('file-image').closest('fieldset') as HTMLElement;
    await user.click(within(field).getByRole('button', { name: 'Choose from the library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose from the library: Image' });
    await within(dialog).findByRole('button', { name: 'Use herd.png' });
    expect(api.seen('GET', /^admin\/media$/).at(-1)?.params).toMatchObject({ kind: 'image' });
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Use herd.png' }));
    expect(within(field).getByText('From the library: herd.png')).toBeTruthy();

    api.on('POST', 'admin/products/:id/publish', { body: productRecord('12', 'Calcium gel') as never });
    api.on('POST', 'admin/media/:id/uses', {
      body: productRecord('12', 'Calcium gel', { image: herd.url }) as never,
    });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.seen('POST', /^admin\/media\/7\/uses$/)).toHaveLength(1));
    expect(api.seen('POST', /^admin\/media\/7\/uses$/)[0]?.body).toEqual({
      resource: 'products',
      record: '12',
      field: 'image',
    });
    expect(api.uploads).toHaveLength(0);
  });
});
