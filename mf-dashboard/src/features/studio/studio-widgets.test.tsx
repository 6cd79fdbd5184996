import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import { page, texts } from '../../testing/studio-records';
import { inputOf, newValues, validate, valuesOf } from './studio-form';
import { RESOURCES } from './studio-registry';
import type { ResourceSchema } from './studio-schema';

// The generic pieces of issue 11: the link (`url`) and `language` widgets, the `division` order scope and list
// cells that show an option's group. Tested through the slider, banner and page-banner schemas that use them.

let api: FakeApi;

vi.setConfig({ testTimeout: 15_000 });

beforeAll(async () => {
  await setUpEnglish();
  await preloadStudio();
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
});

const slider = RESOURCES['image-slider'];

const slide = (id: string, alt: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  division: 'veterinary',
  language: 'all',
  link: null,
  alt: texts({ en: alt }),
  image: null,
  sortOrder: Number(id),
  published: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

describe('link and language fields (studio-form)', () => {
  const withAlt = (schema: ResourceSchema, link: string, language: unknown = 'all') => ({
    ...newValues(schema),
    division: 'human',
    alt: { ...texts({ en: 'Cows' }) },
    link,
    language,
  });

  it.each([
    ['', undefined],
    ['/human/about', undefined],
    ['https://example.com/x?y=1', undefined],
    ['  /human  ', undefined],
    ['http://example.com', 'errors.link'],
    ['javascript:alert(1)', 'errors.link'],
    ['//evil.example', 'errors.link'],
    ['human/about', 'errors.link'],
    ['/a b', 'errors.link'],
  ])('a link %j is %s', (link, key) => {
    expect(validate(slider, withAlt(slider, link)).link?.key).toBe(key);
  });

  it('accepts "all" or one of the six languages, nothing else; a new record starts with "all"', () => {
    expect(newValues(slider).language).toBe('all');
    expect(validate(slider, withAlt(slider, '', 'ko')).language).toBeUndefined();
    expect(validate(slider, withAlt(slider, '', 'de')).language).toEqual({ key: 'errors.option' });
  });

  it('leaves an empty link out of a create and sends "" to clear it on update', () => {
    const created = inputOf(slider, withAlt(slider, ''));
    expect(created).toEqual({ division: 'human', language: 'all', alt: { en: 'Cows' }, published: true });
    const saved = valuesOf(slider, slide('4', 'Cows', { link: '/human/about', division: 'human' }));
    expect(saved.link).toBe('/human/about');
    expect(inputOf(slider, { ...saved, link: '' }, saved)).toEqual({ link: '' });
    expect(inputOf(slider, { ...saved, link: ' https://example.com ' }, saved)).toEqual({
      link: 'https://example.com',
    });
  });
});

describe('the slider manager', () => {
  it('shows order buttons only once a division is chosen, and languages by their own names', async () => {
    api.on('GET', 'admin/image-slider', ({ params }) => ({
      body: page(
        params.division === 'veterinary'
          ? [slide('1', 'Calves'), slide('2', 'Piglets', { language: 'ko' })]
          : [slide('1', 'Calves'), slide('2', 'Piglets', { language: 'ko' }), slide('3', 'Wheat')],
      ),
    }));
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/image_slider');
    expect(await screen.findByRole('heading', { level: 1, name: 'Image slider' })).toBeTruthy();
    await screen.findByText('Wheat');
    expect(screen.queryByRole('button', { name: 'Move Calves down' })).toBeNull();
    expect(
      screen.getByText('To change the order, choose one division and clear the published filter.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a slide' }).getAttribute('href')).toBe(
      '/dashboard/image_slider/new',
    );

    await user.selectOptions(screen.getByLabelText('Division'), 'veterinary');
    expect(await screen.findByRole('button', { name: 'Move Calves down' })).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('All languages')).toBeTruthy();
    const korean = within(rows[1] as HTMLElement).getByText('한국어');
    expect(korean.getAttribute('lang')).toBe('ko');
    expect(api.seen('GET', /^admin\/image-slider$/).at(-1)?.params).toMatchObject({ division: 'veterinary' });
  });

  it('checks the link in the form before calling the API, then sends link and language', async () => {
    api.on('GET', 'admin/image-slider', { body: page([]) });
    api.on('POST', 'admin/image-slider', ({ body }) => ({
      status: 201,
      body: slide('9', 'Calves', body as Record<string, unknown>),
    }));
    api.on('GET', 'admin/image-slider/:id', { body: slide('9', 'Calves') });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/image_slider/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New slide' })).toBeTruthy();
    const link = screen.getByLabelText('Link');
    expect(link.getAttribute('aria-describedby')).toContain('hint');
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /\/human\/about.*https:\/\//,
    );
    const language = screen.getByLabelText('Language') as HTMLSelectElement;
    expect(language.value).toBe('all');
    expect([...language.options].map((option) => option.textContent)).toEqual([
      'All languages',
      'English',
      'العربية',
      'Français',
      '한국어',
      'Español',
      'Русский',
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: /^Division/ }), 'veterinary');
    await user.selectOptions(language, 'fr');
    await user.type(screen.getByLabelText(/^Image description/), 'Calves');
    await user.type(link, 'http://example.com');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(
        'Enter a page of this site starting with / or an address starting with https://.',
      ),
    ).toBeTruthy();
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(link);
    expect(api.seen('POST', /./)).toHaveLength(0);

    await user.clear(link);
    await user.type(link, '/veterinary/about');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.seen('POST', /image-slider$/)).toHaveLength(1));
    expect(api.seen('POST', /image-slider$/)[0]?.body).toEqual({
      division: 'veterinary',
      language: 'fr',
      link: '/veterinary/about',
      alt: { en: 'Calves' },
      published: true,
    });
    // Saved: the new slide's edit screen (its record read back), so nothing is left in flight when the test ends.
    expect(await screen.findByRole('heading', { level: 1, name: /^Edit: / })).toBeTruthy();
    expect(api.seen('GET', /^admin\/image-slider\/9$/)).toHaveLength(1);
  });
});

describe('the page banners', () => {
  it('offer the real pages in a select grouped by division, and name a page with its division in the list', async () => {
    api.on('GET', 'admin/page-banners', {
      body: page([
        {
          _id: '3',
          key: 'human/about',
          title: texts({ en: 'Who we are' }),
          image: null,
          sortOrder: 0,
          published: true,
          createdAt: '2026-11-01T10:00:00.000Z',
          updatedAt: '2026-11-01T10:00:00.000Z',
        },
      ]),
    });
    renderDashboard(api, '/dashboard/pages_banner');
    await screen.findByText('Who we are');
    expect(screen.getByText('About Us · Human health')).toBeTruthy();
  });

  it('the add form’s page select lists every division page, by division', async () => {
    api.on('GET', 'admin/page-banners', { body: page([]) });
    renderDashboard(api, '/dashboard/page_banner');
    const select = (await screen.findByLabelText(/^Page/)) as HTMLSelectElement;
    const groups = [...select.querySelectorAll('optgroup')].map((group) => group.label);
    expect(groups).toEqual(['Human health', 'Veterinary', 'Agriculture']);
    const veterinary = select.querySelector('optgroup[label="Veterinary"]');
    const labels = [...(veterinary?.querySelectorAll('option') ?? [])].map((option) => option.textContent);
    expect(labels).toContain('Management');
    expect(labels).toContain('Livestock');
    expect(labels).toHaveLength(17 + 10);
    expect(select.querySelector('option[value="veterinary/livestock"]')?.textContent).toBe('Livestock');
  });
});
