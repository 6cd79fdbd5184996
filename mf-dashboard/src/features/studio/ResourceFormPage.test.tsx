import { i18next } from '@aurinko/shared-ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import { cardRecord, page, productRecord, texts } from '../../testing/studio-records';

let api: FakeApi;

// Whole-dashboard renders with typing; the machine running the suite may be busy.
vi.setConfig({ testTimeout: 15_000 });

beforeAll(async () => {
  await setUpEnglish();
  await preloadStudio();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
  api.on('GET', 'admin/products', { body: page([]) });
  api.on('GET', 'admin/product-cards', { body: page([]) });
});

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('the resource form', () => {
  it('checks required English texts and the rating before calling the API, in translated words', async () => {
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'New product card' })).toBeTruthy();
    const rating = screen.getByLabelText(/^Rating/);
    await user.clear(rating);
    await user.type(rating, '7');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(screen.getByLabelText(/^Name/)).toHaveProperty('id', document.activeElement?.id);
    expect(within(screen.getByRole('tabpanel')).getAllByText('The English text is required.').length).toBe(3);
    expect(screen.getByText('The rating must be a whole number from 1 to 5.')).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(tab(/^English/).textContent).toContain('required texts missing');
    expect(tab(/^English/).textContent).toContain('has errors');
    expect(api.seen('POST', /./)).toHaveLength(0);

    await user.click(screen.getByLabelText(/^Name/));
    await user.paste('x'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('At most 120 characters.')).toBeTruthy();
  });

  it("puts the server's field errors on their fields and selects the tab that holds the first one", async () => {
    api.on('POST', 'admin/product-cards', {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'name.fr must be shorter than or equal to 200 characters; rating must not be greater than 5',
        fields: {
          'name.fr': ['name.fr contains a forbidden character'],
          rating: ['rating must not be greater than 5'],
        },
      },
    });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_cart');
    await user.type(await screen.findByLabelText(/^Name/), 'Feed plus');
    await user.type(screen.getByLabelText(/^Details/), 'Helps growth');
    await user.type(screen.getByLabelText(/^Category/), 'Feed');
    await user.click(tab(/Français/));
    await user.type(screen.getByLabelText(/^Name/), 'Aliment <plus>');
    await user.click(tab(/^English/));
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Not saved: please check the marked fields.')).toBeTruthy();
    expect(api.seen('POST', /product-cards$/)[0]?.body).toEqual({
      name: { en: 'Feed plus', fr: 'Aliment <plus>' },
      details: { en: 'Helps growth' },
      category: { en: 'Feed' },
      rating: 5,
      published: true,
    });
    await waitFor(() => expect(tab(/Français/).getAttribute('aria-selected')).toBe('true'));
    expect(tab(/Français/).textContent).toContain('has errors');
    const frenchName = screen.getByLabelText(/^Name/);
    expect(frenchName.getAttribute('lang')).toBe('fr');
    expect(frenchName.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(frenchName));
    // In the admin's words, not the API's ("name.fr contains a forbidden character"): each refused field is marked.
    expect(screen.getAllByText('This value was not accepted. Check it and save again.')).toHaveLength(2);
    expect(screen.queryByText(/name\.fr|forbidden character/)).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/dashboard/product_cart?lang=fr'),
    );
  });

  it('marks each language missing or translated, and opens the tab named in the address', async () => {
    api.on('GET', 'admin/products/:id', {
      body: productRecord(
        '12',
        { en: 'Calcium gel', fr: 'Gel de calcium' },
        { composition: texts({ en: 'Strong bones' }) },
      ),
    });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_details/12?lang=fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit: Calcium gel' })).toBeTruthy();
    expect(tab(/Français/).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Gel de calcium');
    expect(tab(/^English/).textContent).toContain('complete');
    // The composition is in English only: French is missing a text, and so is Arabic (nothing at all).
    expect(tab(/Français/).textContent).toContain('missing: shows English');
    expect(tab(/العربية/).textContent).toContain('missing: shows English');

    await user.type(screen.getByLabelText(/^Composition/), 'Des os solides');
    expect(tab(/Français/).textContent).toContain('translated');
    expect(tab(/Français/).textContent).not.toContain('missing');
  });

  it('says a translation needs an update when the API found it older than English, until it is edited', async () => {
    api.on('GET', 'admin/products/:id', {
      body: {
        ...productRecord('14', { en: 'Iron drops', fr: 'Gouttes de fer', ar: 'قطرات الحديد' }),
        translationStatus: {
          ar: { status: 'filled', missing: [], stale: [] },
          fr: { status: 'stale', missing: [], stale: ['name'] },
          ko: { status: 'missing', missing: ['name'], stale: [] },
          es: { status: 'missing', missing: ['name'], stale: [] },
          ru: { status: 'missing', missing: ['name'], stale: [] },
        },
      },
    });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_details/14');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit: Iron drops' })).toBeTruthy();
    // Said in words (the tab's accessible name), not by colour only.
    expect(screen.getByRole('tab', { name: /Français.*needs update: English changed/ })).toBeTruthy();
    expect(tab(/العربية/).textContent).toContain('translated');
    expect(tab(/한국어/).textContent).toContain('missing: shows English');

    await user.click(tab(/Français/));
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'Gouttes de fer (nouveau)');
    expect(tab(/Français/).textContent).toContain('translated');
    expect(tab(/Français/).textContent).not.toContain('needs update');
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps unsaved edits when the interface language changes (a record carries every language)', async () => {
    api.on('GET', 'admin/products/:id', { body: productRecord('12', 'Calcium gel') });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_details/12');
    await user.type(await screen.findByLabelText(/^Name/), ' forte');
    await act(() => i18next.changeLanguage('fr'));
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Calcium gel forte');
    expect(api.seen('GET', /^admin\/products\/12$/)).toHaveLength(1);
  });

  it('names the refused field in a translated sentence when it is not a field of the form', async () => {
    api.on('GET', 'admin/products/:id', { body: productRecord('12', 'Calcium gel') });
    api.on('PUT', 'admin/products/:id/draft', {
      status: 400,
      body: {
        statusCode: 400,
        message: 'property colour should not exist',
        fields: { colour: ['should not exist'] },
      },
    });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_details/12');
    await user.type(await screen.findByLabelText(/^Name/), ' forte');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // The server's English sentence is not shown; the refusal is put in the UI's words, naming the field.
    expect(await screen.findByText('Could not save. Please check: colour.')).toBeTruthy();
  });

  it('publishes only what changed, with "" removing a language', async () => {
    const record = productRecord('12', { en: 'Calcium gel', fr: 'Gel' });
    api.on('GET', 'admin/products/:id', { body: record });
    api.on('POST', 'admin/products/:id/publish', {
      body: { ...productRecord('12', 'Calcium gel'), draft: null },
    });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_details/12?lang=fr');
    await user.clear(await screen.findByLabelText(/^Name/));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: Calcium gel')).toBeTruthy();
    expect(api.seen('POST', /./)[0]?.body).toEqual({
      name: { en: 'Calcium gel', ar: '', fr: '', ko: '', es: '', ru: '' },
    });
  });

  it('warns before leaving with unsaved changes, by a link or by closing the page', async () => {
    api.on('GET', 'admin/products/:id', { body: productRecord('12', 'Calcium gel') });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_details/12');
    const name = await screen.findByLabelText(/^Name/);

    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.type(name, ' forte');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Headlines' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Leave this page? Your unsaved changes will be lost.',
    });
    expect(screen.getByTestId('address').textContent).toBe('/dashboard/product_details/12');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Calcium gel forte');

    await user.click(screen.getByRole('link', { name: 'Headlines' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/dashboard/AddHeadline'));
  });

  it('uploads a chosen image after creating the record, with progress, then opens the new record', async () => {
    api.on('POST', 'admin/product-cards', { status: 201, body: cardRecord('9', 'Feed plus') });
    api.on('GET', 'admin/product-cards/:id', {
      body: cardRecord('9', 'Feed plus', { image: '/api/uploads/cards/9.webp' }),
    });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_cart');
    await user.type(await screen.findByLabelText(/^Name/), 'Feed plus');
    await user.type(screen.getByLabelText(/^Details/), 'Helps growth');
    await user.type(screen.getByLabelText(/^Category/), 'Feed');

    expect(screen.getByText('No file chosen')).toBeTruthy();
    expect(screen.getByText('JPEG, PNG, WebP or GIF, up to 5 MB.')).toBeTruthy();
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'feed.png', { type: 'image/png' });
    await user.click(screen.getByRole('button', { name: 'Choose an image' }));
    await user.upload(screen.getByTestId('file-image'), image);
    expect(screen.getByText('To upload: feed.png')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.uploads).toHaveLength(1));
    const upload = api.uploads[0]!;
    expect(upload.request.method).toBe('POST');
    expect(upload.request.path).toBe('admin/product-cards/9/files/image');
    expect((upload.request.body as FormData).get('file')).toBeInstanceOf(File);

    act(() => upload.progress(50, 100));
    const bar = screen.getByRole('progressbar', { name: 'Uploading Image' });
    expect(bar.getAttribute('value')).toBe('50');
    act(() => upload.respond({ body: cardRecord('9', 'Feed plus', { image: '/api/uploads/cards/9.webp' }) }));

    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/dashboard/global_providers/9'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit: Feed plus' })).toBeTruthy();
    expect(screen.getByText('Published: Feed plus')).toBeTruthy();
    expect(screen.getByText('Stored: 9.webp')).toBeTruthy();
  });

  it('refuses a file that is too large or of the wrong type before uploading', async () => {
    api.on('GET', 'admin/products/:id', { body: productRecord('12', 'Calcium gel') });
    const user = userEvent.setup({ applyAccept: false });
    renderDashboard(api, '/dashboard/product_details/12');
    await screen.findByLabelText(/^Name/);
    expect(screen.getAllByText('PDF, up to 20 MB.')).toHaveLength(2);
    await user.upload(
      screen.getByTestId('file-report'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(screen.getByText('This file is not a PDF.')).toBeTruthy();
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('file-image'), huge);
    expect(screen.getByText('The file is larger than 5 MB.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(api.uploads).toHaveLength(0);
  });
});
