import { ApiError } from '@aurinko/shared-ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import { page, texts } from '../../testing/studio-records';
import { captionOf, valuesFor } from './bulk-upload';
import { checkAddress, deleteFailure, validate } from './studio-form';
import { RESOURCES, VIDEO_HOSTS } from './studio-registry';

// The generic pieces the gallery and the videos brought to the studio: options from another resource, bulk upload,
// the address widget, a file-or-address rule, a fixed key, and a delete refused because records still use it.
let api: FakeApi;
vi.setConfig({ testTimeout: 15_000 });

const stamps = {
  sortOrder: 0,
  published: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const category = (id: string, key: string, en: string, ko = '') => ({
  _id: id,
  key,
  label: texts({ en, ko }),
  ...stamps,
});
const photo = (id: string, caption: string) => ({
  _id: id,
  category: 'fairs',
  division: null,
  caption: texts({ en: caption }),
  image: null,
  ...stamps,
});
const video = (id: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  title: texts({ en: 'Lab tour' }),
  division: null,
  url: null,
  file: null,
  poster: null,
  ...stamps,
  ...extra,
});

beforeAll(async () => {
  await setUpEnglish();
  await preloadStudio();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
  api.on('GET', 'admin/gallery-categories', {
    body: page([category('1', 'fairs', 'Trade fairs'), category('2', 'lab', 'Laboratory')]),
  });
  api.on('GET', 'admin/gallery', { body: page([]) });
  api.on('GET', 'admin/videos', { body: page([]) });
});

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('pure rules', () => {
  it('takes an uncaptioned photo’s English caption from its file name; a typed one is everyone’s', () => {
    expect(captionOf('stand-a.final.png')).toBe('stand-a.final');
    expect(captionOf('.png')).toBe('.png');
    const gallery = RESOURCES.gallery;
    const values = { category: 'fairs', division: '', caption: texts({ ko: '부스' }), published: true };
    expect(valuesFor(gallery, values, png('booth.png')).caption).toEqual(texts({ en: 'booth', ko: '부스' }));
    const typed = { ...values, caption: texts({ en: 'Our booth' }) };
    expect(valuesFor(gallery, typed, png('booth.png')).caption).toEqual(texts({ en: 'Our booth' }));
  });

  it('accepts https addresses on the allowed hosts only, as the API does', () => {
    const field = RESOURCES.videos.fields.find((candidate) => candidate.name === 'url')!;
    expect(field.allowedHosts).toEqual(VIDEO_HOSTS);
    for (const ok of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/x',
      'https://vimeo.com/1',
    ]) {
      expect(checkAddress(field, ok), ok).toBeUndefined();
    }
    for (const bad of [
      'http://youtube.com/x',
      'https://evil.example/x',
      'https://youtube.com.evil.example/',
      'https://user@youtube.com/',
      'https://youtube.com:444/',
    ]) {
      expect(checkAddress(field, bad)?.key, bad).toBe('errors.urlHost');
    }
    expect(checkAddress(field, 'youtube')?.key).toBe('errors.url');
    const values = { division: '', title: texts({ en: 'x' }), url: 'https://vimeo.com/1', published: true };
    expect(validate(RESOURCES.videos, values)).toEqual({});
    expect(validate(RESOURCES.videos, values, new Set(['file']))).toEqual({
      url: { key: 'errors.videoEither' },
    });
  });

  it('says why a delete failed: the resource’s "still used" message with the count, else the general one', () => {
    const categories = RESOURCES['gallery-categories'];
    const refused = new ApiError('still used', 409, {}, { reason: 'in-use', count: 3 });
    expect(deleteFailure(categories, refused)).toEqual({
      key: 'resources.gallery-categories.inUse',
      values: { count: 3 },
    });
    expect(deleteFailure(categories, new ApiError('down', 503))).toEqual({ key: 'toast.deleteFailed' });
    expect(deleteFailure(RESOURCES.products, refused)).toEqual({ key: 'toast.deleteFailed' });
  });
});

describe('the gallery’s add screen', () => {
  it('offers the categories as options and makes one photo per file, with progress and an error per file', async () => {
    let next = 40;
    api.on('POST', 'admin/gallery', ({ body }) => {
      next += 1;
      return { status: 201, body: { ...photo(String(next), ''), ...(body as object) } };
    });
    api.on('DELETE', 'admin/gallery/:id', { body: { _id: '43', message: 'deleted' } });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/Gallery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add photos' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: /^Category/ });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Trade fairs' })).toBeTruthy());
    expect(
      within(screen.getByRole('combobox', { name: /^Division/ })).getByRole('option', {
        name: 'All divisions',
      }),
    ).toBeTruthy();

    // Nothing chosen: refused in the form.
    await user.selectOptions(select, 'fairs');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('Choose at least one file.')).toBeTruthy();
    expect(api.seen('POST', /./)).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: /한국어/ }));
    await user.type(screen.getByLabelText(/^Caption/), '박람회 부스');
    await user.upload(screen.getByTestId('files-image'), [
      png('stand-a.png'),
      png('stand-b.png'),
      png('stand-c.png'),
    ]);
    expect(screen.getByText('3 files to upload')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    // One after the other: create, then upload with its own progress bar.
    await waitFor(() => expect(api.uploads).toHaveLength(1));
    expect(api.seen('POST', /^admin\/gallery$/)[0]?.body).toEqual({
      category: 'fairs',
      caption: { en: 'stand-a', ko: '박람회 부스' },
      published: true,
    });
    act(() => api.uploads[0]!.progress(30, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading stand-a.png' }).getAttribute('value')).toBe(
      '30',
    );
    act(() => api.uploads[0]!.respond({ body: photo('41', 'stand-a') }));
    await waitFor(() => expect(api.uploads).toHaveLength(2));
    act(() => api.uploads[1]!.respond({ body: photo('42', 'stand-b') }));
    await waitFor(() => expect(api.uploads).toHaveLength(3));
    expect(api.uploads[2]!.request.path).toBe('admin/gallery/43/files/image');
    act(() =>
      api.uploads[2]!.respond({
        status: 415,
        body: { statusCode: 415, message: 'image: not an image', fields: { image: ['image: not an image'] } },
      }),
    );

    // The refused file's record is deleted again; only that file stays, with its message.
    expect(
      await screen.findByText('Saved: 2. Not saved: 1 (see the messages next to the files).'),
    ).toBeTruthy();
    expect(api.seen('DELETE', /^admin\/gallery\/43$/)).toHaveLength(1);
    const list = screen.getByRole('list', { name: 'Files for Photo' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('stand-c.png — not saved')).toBeTruthy();
    expect(within(list).getByText('This file is not an image.')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/dashboard/Gallery?lang=ko');
  });

  it('goes to the gallery list once every photo is saved', async () => {
    api.on('POST', 'admin/gallery', { status: 201, body: photo('7', 'one') });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/Gallery');
    const select = await screen.findByRole('combobox', { name: /^Category/ });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Laboratory' })).toBeTruthy());
    await user.selectOptions(select, 'lab');
    await user.upload(screen.getByTestId('files-image'), png('one.png'));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.uploads).toHaveLength(1));
    act(() => api.uploads[0]!.respond({ body: photo('7', 'one') }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/dashboard/gallery_view'));
    expect(screen.getByText('1 photo added.')).toBeTruthy();
  });
});

describe('photo categories', () => {
  it('shows the translated "still has photos" refusal with its count; the list links back to the gallery', async () => {
    api.on('DELETE', 'admin/gallery-categories/:id', {
      status: 409,
      body: {
        statusCode: 409,
        message: 'still has 3 photos',
        error: 'Conflict',
        details: { reason: 'in-use', count: 3 },
      },
    });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/gallery_categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Photo categories' })).toBeTruthy();
    // The navigation's entry and the list's own link to the gallery.
    const links = screen.getAllByRole('link', { name: 'Photo gallery' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/gallery_view',
      '/dashboard/gallery_view',
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete Trade fairs' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete “Trade fairs”' }),
    );
    expect(
      await screen.findByText(
        'Not deleted: 3 photos are still in this category. Move them to another category or delete them first.',
      ),
    ).toBeTruthy();
  });

  it('keeps the key fixed on the edit screen', async () => {
    api.on('GET', 'admin/gallery-categories/:id', { body: category('1', 'fairs', 'Trade fairs') });
    renderDashboard(api, '/dashboard/gallery_categories/1');
    const key = await screen.findByRole('textbox', { name: /^Key/ });
    expect(key.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText('Set when the record was created; it cannot be changed.')).toBeTruthy();
  });
});

describe('videos', () => {
  it('refuses an address on another host, and an address next to a stored file, before calling the API', async () => {
    api.on('GET', 'admin/videos/:id', { body: video('5', { file: '/api/uploads/videos/a.webm' }) });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/Videos');
    await user.type(await screen.findByLabelText(/^Title/), 'Lab tour');
    await user.type(screen.getByLabelText(/^Address on YouTube or Vimeo/), 'https://evil.example/watch?v=1');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      screen.getByText(
        'Only https addresses on youtube.com, www.youtube.com, youtu.be, vimeo.com, player.vimeo.com are accepted.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('MP4 or WebM, up to 100 MB.')).toBeTruthy();
    expect(api.seen('POST', /./)).toHaveLength(0);
  });

  it('on a video with a stored file, an address is refused until the file is removed', async () => {
    api.on('GET', 'admin/videos/:id', { body: video('5', { file: '/api/uploads/videos/a.webm' }) });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/video_view/5');
    await user.type(await screen.findByLabelText(/^Address on YouTube or Vimeo/), 'https://vimeo.com/1');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText(/A video is either an address or an uploaded file/)).toBeTruthy();
    expect(api.seen('POST', /./)).toHaveLength(0);
  });
});
