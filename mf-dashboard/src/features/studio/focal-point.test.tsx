import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import { texts } from '../../testing/studio-records';
import { inputOf, newValues, valuesOf } from './studio-form';
import { RESOURCES } from './studio-registry';

// The focal point field (issue 17): one widget, tied to an image field, on the banners and the blog covers.

let api: FakeApi;
vi.setConfig({ testTimeout: 15_000 });

beforeAll(async () => {
  await setUpEnglish();
  await preloadStudio();
}, 30_000);
beforeEach(() => {
  api = installFakeApi();
});

const banner = (extra: Record<string, unknown> = {}) => ({
  _id: '9',
  key: 'human/about',
  title: texts({ en: 'Who we are' }),
  image: '/api/uploads/banners/cows.webp',
  imageFocus: { x: 20, y: 80 },
  sortOrder: 0,
  published: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  draft: null,
  ...extra,
});

describe('the focal point in the schemas and the form values', () => {
  it('belongs to the slider, the division banners, the page banners and the blog covers', () => {
    const focal = (id: keyof typeof RESOURCES) =>
      RESOURCES[id].fields.filter((field) => field.widget === 'focalPoint').map((f) => [f.name, f.image]);
    expect(focal('image-slider')).toEqual([['imageFocus', 'image']]);
    expect(focal('division-banners')).toEqual([['imageFocus', 'image']]);
    expect(focal('division-hero')).toEqual([['imageFocus', 'image']]);
    expect(focal('page-banners')).toEqual([['imageFocus', 'image']]);
    expect(focal('blogs')).toEqual([['coverFocus', 'cover']]);
  });

  it('is sent as {x, y}, left out of a new record without one, and "" removes it', () => {
    const schema = RESOURCES['page-banners'];
    const fresh = { ...newValues(schema), key: 'human/about', title: texts({ en: 'Who' }) };
    expect(inputOf(schema, fresh)).not.toHaveProperty('imageFocus');
    expect(inputOf(schema, { ...fresh, imageFocus: { x: 10, y: 90 } })).toMatchObject({
      imageFocus: { x: 10, y: 90 },
    });
    const saved = valuesOf(schema, banner());
    expect(saved.imageFocus).toEqual({ x: 20, y: 80 });
    expect(inputOf(schema, { ...saved, imageFocus: '' }, saved)).toEqual({ imageFocus: '' });
    expect(inputOf(schema, saved, saved)).toEqual({});
  });
});

describe('the focal point field on the edit screen', () => {
  const open = async () => {
    api.on('GET', 'admin/page-banners/:id', { body: banner() });
    api.on('PUT', 'admin/page-banners/:id/draft', ({ body }) => ({ body: banner({ draft: body }) }));
    api.on('POST', 'admin/page-banners/:id/publish', ({ body }) => ({
      body: banner(body as Record<string, unknown>),
    }));
    api.on('PUT', 'admin/page-banners/:id', ({ body }) => ({
      body: banner(body as Record<string, unknown>),
    }));
    renderDashboard(api, '/dashboard/pages_banner/9');
    return screen.findByRole('group', { name: 'Focal point' });
  };

  it('shows the point on the picture, moves it with a slider and with a click, and saves it', async () => {
    const user = userEvent.setup();
    await open();
    const across = screen.getByRole('slider', { name: 'Horizontal position' }) as HTMLInputElement;
    const down = screen.getByRole('slider', { name: 'Vertical position' }) as HTMLInputElement;
    expect([across.value, down.value]).toEqual(['20', '80']);
    expect(across.getAttribute('aria-valuetext')).toBe('20 %');
    expect(screen.getByText('Focal point: 20 % across, 80 % down')).toBeTruthy();

    // A native range input: the browser moves it with the arrow keys (jsdom does not, so the change is fired).
    fireEvent.change(across, { target: { value: '22' } });
    expect(across.value).toBe('22');
    expect(screen.getByText('Focal point: 22 % across, 80 % down')).toBeTruthy();

    const picture = screen.getByTestId(/^focal-picture-/);
    picture.getBoundingClientRect = () =>
      ({ left: 100, top: 50, width: 200, height: 100, right: 300, bottom: 150, x: 100, y: 50 }) as DOMRect;
    fireEvent.pointerDown(picture, { clientX: 150, clientY: 125 });
    expect([across.value, down.value]).toEqual(['25', '75']);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(
        [
          ...api.seen('PUT', /page-banners\/9(?!\/presence)/),
          ...api.seen('POST', /page-banners\/9(?!\/presence)/),
        ].length,
      ).toBeGreaterThan(0),
    );
    const sent = [
      ...api.seen('PUT', /page-banners\/9(?!\/presence)/),
      ...api.seen('POST', /page-banners\/9(?!\/presence)/),
    ].map((r) => r.body);
    expect(sent).toContainEqual(expect.objectContaining({ imageFocus: { x: 25, y: 75 } }));
    // The save is done (its notice shown), so nothing is left in flight when the test ends.
    expect(await screen.findByText(/^Published: /)).toBeTruthy();
  });

  it('"Back to the centre" removes it', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'Back to the centre' }));
    expect(screen.getByText('No focal point: the centre is kept in view.')).toBeTruthy();
    expect((screen.getByRole('slider', { name: 'Horizontal position' }) as HTMLInputElement).value).toBe(
      '50',
    );
  });
});
