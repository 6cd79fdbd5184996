import { paragraphsToRichText } from '@aurinko/contract/rich-text';
import { i18next } from '@aurinko/shared-ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import arDashboard from '../../locales/ar/dashboard.json';
import arStudio from '../../locales/ar/dashboard_studio.json';
import { axeViolations } from '../../testing/axe';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import { docs, page, texts } from '../../testing/studio-records';
import { slugify } from './studio-schema';

// The widgets added for blog posts and events (slug, date, sections, images), through the one form and list.
let api: FakeApi;

vi.setConfig({ testTimeout: 20_000 });

const stamps = { createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' };
const noSections = { en: [], ar: [], fr: [], ko: [], es: [], ru: [] };

function blogRecord(id: string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    slug: 'milk-fever',
    title: texts({ en: 'Milk fever' }),
    excerpt: texts(),
    sections: {
      ...noSections,
      en: [
        { heading: 'Causes', body: paragraphsToRichText(['Low calcium.', 'At calving.']) },
        { heading: 'Prevention', body: paragraphsToRichText(['Feed a low-calcium diet.']) },
        { heading: 'Treatment', body: paragraphsToRichText(['Calcium, slowly.']) },
      ],
    },
    category: 'Dairy',
    division: null,
    publishedAt: '2026-02-17T08:00:00.000Z',
    cover: null,
    sortOrder: 1,
    published: true,
    ...stamps,
    ...extra,
  };
}

function eventRecord(id: string, extra: Record<string, unknown> = {}) {
  return {
    _id: id,
    title: texts({ en: 'Farmers’ meeting' }),
    date: '2026-02-12T00:00:00.000Z',
    place: texts({ en: 'Anand' }),
    description: docs({ en: 'Feeding fresh cows.' }),
    images: ['/api/uploads/events/a.webp', '/api/uploads/events/b.webp'],
    sortOrder: 1,
    published: true,
    ...stamps,
    ...extra,
  };
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const headings = () =>
  screen.getAllByRole<HTMLInputElement>('textbox', { name: /^Heading/ }).map((input) => input.value);

beforeAll(async () => {
  await setUpEnglish();
  i18next.addResourceBundle('ar', 'dashboard', arDashboard);
  i18next.addResourceBundle('ar', 'dashboard_studio', arStudio);
  await preloadStudio();
  URL.createObjectURL = vi.fn(() => `blob:preview-${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
  api.on('GET', 'admin/blogs', { body: page([blogRecord('1')]) });
  api.on('GET', 'admin/blogs/:id', { body: blogRecord('1') });
  api.on('GET', 'admin/events', { body: page([eventRecord('4')]) });
  api.on('GET', 'admin/events/:id', { body: eventRecord('4') });
});

afterAll(() => i18next.changeLanguage('en'));

describe('slugify', () => {
  it('makes an address segment of a title', () => {
    expect(slugify('Milk Fever in Dairy Cows: Stages & Causes')).toBe(
      'milk-fever-in-dairy-cows-stages-causes',
    );
    expect(slugify('  Crème brûlée — été 2026 ')).toBe('creme-brulee-ete-2026');
    expect(slugify('حمى الحليب')).toBe('');
    expect(slugify('a'.repeat(130))).toHaveLength(120);
  });
});

describe('a blog post in the form', () => {
  it('generates the slug from the English title until the admin edits it; sections per language', async () => {
    api.on('POST', 'admin/blogs', { status: 201, body: blogRecord('7') });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/Blogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'New blog post' })).toBeTruthy();
    const slug = screen.getByRole<HTMLInputElement>('textbox', { name: /^Address \(slug\)/ });
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await user.type(title, 'Calcium for Fresh Cows');
    expect(slug.value).toBe('calcium-for-fresh-cows');
    expect(slug.getAttribute('dir')).toBe('ltr');
    // Another language's title never changes it.
    await user.click(tab(/Français/));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Le calcium');
    expect(slug.value).toBe('calcium-for-fresh-cows');
    await user.click(tab(/^English/));
    await user.clear(slug);
    await user.type(slug, 'calcium-guide');
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), '!');
    expect(slug.value).toBe('calcium-guide');
    // The date starts as today; the division as "All divisions".
    expect(screen.getByLabelText<HTMLInputElement>(/^Published on/).value).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Division' }).value).toBe('');
    expect(screen.getByRole('option', { name: 'All divisions' })).toBeTruthy();

    // Two sections in English, one in French.
    expect(screen.getByText(/No sections in this language yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a section' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Heading/ }));
    await user.type(screen.getByRole('textbox', { name: /^Heading/ }), 'Why');
    await user.type(await screen.findByRole('textbox', { name: /^Text/ }), 'First.{Enter}Second.');
    await user.click(screen.getByRole('button', { name: 'Add a section' }));
    const [, heading2] = screen.getAllByRole('textbox', { name: /^Heading/ });
    await user.type(heading2 as HTMLElement, 'How');
    await user.type((await screen.findAllByRole('textbox', { name: /^Text/ }))[1] as HTMLElement, 'Slowly.');
    await user.click(tab(/Français/));
    expect(tab(/Français/).textContent).toContain('missing: shows English');
    await user.click(screen.getByRole('button', { name: 'Add a section' }));
    await user.type(screen.getByRole('textbox', { name: /^Heading/ }), 'Pourquoi');
    await user.type(await screen.findByRole('textbox', { name: /^Text/ }), 'Premier.');
    expect(screen.getByRole('textbox', { name: /^Heading/ }).getAttribute('lang')).toBe('fr');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(api.seen('POST', /^admin\/blogs$/)).toHaveLength(1));
    const body = api.seen('POST', /^admin\/blogs$/)[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      slug: 'calcium-guide',
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      title: { en: 'Calcium for Fresh Cows!', fr: 'Le calcium' },
      sections: {
        en: [
          { heading: 'Why', body: paragraphsToRichText(['First.', 'Second.']) },
          { heading: 'How', body: paragraphsToRichText(['Slowly.']) },
        ],
        fr: [{ heading: 'Pourquoi', body: paragraphsToRichText(['Premier.']) }],
      },
      published: true,
    });
  });

  it('checks the slug, the date and each section before calling the API', async () => {
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/Blogs');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Calcium');
    const slug = screen.getByRole('textbox', { name: /^Address \(slug\)/ });
    await user.clear(slug);
    await user.type(slug, 'Calcium Guide');
    await user.clear(screen.getByLabelText(/^Published on/));
    await user.click(screen.getByRole('button', { name: 'Add a section' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      screen.getByText('Use lower-case letters, digits and single hyphens only, e.g. milk-fever-in-cows.'),
    ).toBeTruthy();
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    const heading = screen.getByRole('textbox', { name: /^Heading/ });
    expect(heading.getAttribute('aria-invalid')).toBe('true');
    expect((await screen.findByRole('textbox', { name: /^Text/ })).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Published on/).getAttribute('aria-invalid')).toBe('true');
    expect(api.seen('POST', /./)).toHaveLength(0);
  });

  it('moves sections up and down (focus follows) and removes one; the update sends the new order', async () => {
    api.on('POST', 'admin/blogs/:id/publish', ({ body }) => ({
      body: blogRecord('1', { sections: { ...noSections, ...(body as { sections: object }).sections } }),
    }));
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/Blogs_view/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit: Milk fever' })).toBeTruthy();
    expect(headings()).toEqual(['Causes', 'Prevention', 'Treatment']);
    expect(screen.getByRole('button', { name: 'Move up: section 1' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move down: section 3' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Move down: section 1' }));
    expect(headings()).toEqual(['Prevention', 'Causes', 'Treatment']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down: section 2' }));
    await user.click(screen.getByRole('button', { name: 'Move up: section 3' }));
    expect(headings()).toEqual(['Prevention', 'Treatment', 'Causes']);
    // Moved to the top the up button is disabled: the focus goes to its down button.
    await user.click(screen.getByRole('button', { name: 'Move up: section 2' }));
    expect(headings()).toEqual(['Treatment', 'Prevention', 'Causes']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down: section 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove: section 2' }));
    expect(headings()).toEqual(['Treatment', 'Causes']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a section' }));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: Milk fever')).toBeTruthy();
    expect(api.seen('POST', /^admin\/blogs\/1\/publish$/)[0]?.body).toEqual({
      sections: {
        ...noSections,
        en: [
          { heading: 'Treatment', body: paragraphsToRichText(['Calcium, slowly.']) },
          { heading: 'Causes', body: paragraphsToRichText(['Low calcium.', 'At calving.']) },
        ],
      },
    });
    expect(headings()).toEqual(['Treatment', 'Causes']);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('shows a 409 on the slug as a translated "already used" message, on the slug field', async () => {
    api.on('POST', 'admin/blogs/:id/publish', {
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: 'slug "milk-fever-2" is already used by another record; choose another',
        fields: { slug: ['slug "milk-fever-2" is already used by another record; choose another'] },
      },
    });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/Blogs_view/1');
    const slug = await screen.findByRole('textbox', { name: /^Address \(slug\)/ });
    // An existing post keeps its address when the title changes.
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), ' explained');
    expect((slug as HTMLInputElement).value).toBe('milk-fever');
    await user.type(slug, '-2');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Another post already uses this address. Change the slug.')).toBeTruthy();
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(slug));
    expect(screen.getByText('Not saved: please check the marked fields.')).toBeTruthy();
  });

  it('lists posts with their date and "All divisions"', async () => {
    renderDashboard(api, '/dashboard/Blogs_view');
    const row = (await screen.findAllByRole('row'))[1] as HTMLElement;
    expect(within(row).getByText('Milk fever')).toBeTruthy();
    expect(within(row).getByText('milk-fever')).toBeTruthy();
    expect(within(row).getByText('Feb 17, 2026')).toBeTruthy();
    expect(within(row).getByText('All divisions')).toBeTruthy();
  });
});

describe('an event in the form', () => {
  it('lists events with the first image as thumbnail and the day', async () => {
    renderDashboard(api, '/dashboard/Event');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add an event' }).getAttribute('href')).toBe(
      '/dashboard/Event/new',
    );
    const row = (await screen.findAllByRole('row'))[1] as HTMLElement;
    expect(within(row).getByText('Feb 12, 2026')).toBeTruthy();
    expect(row.querySelector('img')?.getAttribute('src')).toBe('/api/uploads/events/a.webp');
  });

  it('creates an event, then uploads each chosen image in turn with progress', async () => {
    api.on('POST', 'admin/events', { status: 201, body: eventRecord('9', { images: [] }) });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/Event/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New event' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Field day');
    await user.type(screen.getByRole('textbox', { name: /^Place/ }), 'Harare');
    // The description is rich text (issue 33): the studio's one editor, loaded on demand.
    await user.type(await screen.findByRole('textbox', { name: /^Description/ }), 'Maize plots.');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Date/), '2027-01-21');

    expect(screen.getByText('Images: 0 of at most 12')).toBeTruthy();
    await user.upload(screen.getByTestId('file-images'), [png('one.png'), png('two.png')]);
    expect(screen.getByText('Images: 2 of at most 12')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'New image: one.png' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Do not add one.png' }));
    await user.upload(screen.getByTestId('file-images'), png('three.png'));
    expect(screen.queryByText('To upload: one.png')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.uploads).toHaveLength(1));
    expect(api.seen('POST', /^admin\/events$/)[0]?.body).toEqual({
      date: '2027-01-21',
      title: { en: 'Field day' },
      place: { en: 'Harare' },
      description: { en: paragraphsToRichText(['Maize plots.']) },
      published: true,
    });
    const first = api.uploads[0]!;
    expect(first.request.path).toBe('admin/events/9/files/images');
    expect(((first.request.body as FormData).get('file') as File).name).toBe('two.png');
    act(() => first.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading Images' }).getAttribute('value')).toBe('25');
    act(() => first.respond({ body: eventRecord('9', { images: ['/api/uploads/events/2.webp'] }) }));
    await waitFor(() => expect(api.uploads).toHaveLength(2));
    expect(screen.getByRole('progressbar', { name: 'Uploading Images' }).getAttribute('value')).toBe('50');
    act(() =>
      api.uploads[1]!.respond({
        body: eventRecord('9', { images: ['/api/uploads/events/2.webp', '/api/uploads/events/3.webp'] }),
      }),
    );
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/dashboard/Event/9'));
  });

  it('removes a stored image by its URL on save, and refuses more images than allowed', async () => {
    api.on('DELETE', 'admin/events/:id/files/images', {
      body: eventRecord('4', { images: ['/api/uploads/events/b.webp'] }),
    });
    api.on('POST', 'admin/events/:id/publish', { body: eventRecord('4') });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/Event/4');
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.getByText('Will be removed when you save')).toBeTruthy();
    expect(screen.getByText('Images: 1 of at most 12')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep image 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));

    const many = Array.from({ length: 12 }, (_, i) => png(`p${i}.png`));
    await user.upload(screen.getByTestId('file-images'), many);
    expect(screen.getByText('At most 12 images.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.seen('DELETE', /files\/images$/)).toHaveLength(1));
    expect(api.seen('DELETE', /files\/images$/)[0]?.params.url).toBe('/api/uploads/events/a.webp');
    expect(await screen.findByText('Published: Farmers’ meeting')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /^Image/ })).toHaveLength(1);
  });
});

describe.each(['en', 'ar'])('blog and event screens in %s', (language) => {
  beforeEach(async () => {
    await i18next.changeLanguage(language);
  });

  it('blog form: no axe violations', async () => {
    renderDashboard(api, '/dashboard/Blogs_view/1');
    await screen.findAllByRole('tab');
    expect(await axeViolations()).toEqual([]);
  });

  it('event form and list: no axe violations', async () => {
    renderDashboard(api, '/dashboard/Event/4');
    await screen.findAllByRole('tab');
    expect(await axeViolations()).toEqual([]);
  });
});
