import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import { page, productRecord } from '../../testing/studio-records';

let api: FakeApi;

// Whole-dashboard renders with typing; the machine running the suite may be busy.
vi.setConfig({ testTimeout: 15_000 });

beforeAll(async () => {
  await setUpEnglish();
  await preloadStudio();
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
});

afterEach(() => {
  vi.useRealTimers();
});

const listCalls = () => api.seen('GET', /^admin\/products$/).map((request) => request.params);

describe('the resource list', () => {
  it('sends search (debounced), filters and the page to the API, and shows the answer', async () => {
    api.on('GET', 'admin/products', ({ params }) => ({
      body: page(
        [productRecord('1', `Result ${params.q ?? 'all'} p${params.page}`)],
        45,
        Number(params.page),
      ),
    }));
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_details');

    // The first render loads the lazy screens.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All products' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await screen.findByText('Result all p1')).toBeTruthy();
    expect(listCalls()[0]).toEqual({ page: '1', pageSize: '20', lang: 'en' });

    await user.type(screen.getByLabelText('Search by name'), 'vita');
    await screen.findByText('Result vita p1', {}, { timeout: 10_000 });
    // One request for the whole word, not one per key.
    expect(listCalls().filter((params) => params.q)).toEqual([
      { page: '1', pageSize: '20', q: 'vita', lang: 'en' },
    ]);

    await user.selectOptions(screen.getByLabelText('Division'), 'veterinary');
    await waitFor(() =>
      expect(listCalls().at(-1)).toMatchObject({ q: 'vita', division: 'veterinary', page: '1' }),
    );
    // The group filter offers only the division's groups.
    const groups = within(screen.getByLabelText('Product group')).getAllByRole('option');
    expect(groups.map((option) => option.textContent)).toContain('Livestock');
    expect(groups.map((option) => option.textContent)).not.toContain('Wellness');
    await user.selectOptions(screen.getByLabelText('Product group'), 'Livestock');
    await user.selectOptions(screen.getByLabelText('Published'), 'false');
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({
        page: '1',
        pageSize: '20',
        q: 'vita',
        division: 'veterinary',
        group: 'Livestock',
        published: 'false',
        lang: 'en',
      }),
    );

    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Result vita p2')).toBeTruthy();
    expect(listCalls().at(-1)).toMatchObject({ page: '2', group: 'Livestock' });
    expect(screen.getByTestId('address').textContent).toContain('page=2');
  });

  it('says "more than" when a search matched more records than the API counted, and pages as far as it counted', async () => {
    api.on('GET', 'admin/products', ({ params }) => ({
      body: params.q
        ? { ...page([productRecord('1', 'Zinc 1')], 500, Number(params.page)), totalCapped: true }
        : page([productRecord('2', 'Other')], 1),
    }));
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/product_details');
    expect(await screen.findByText('Records found: 1')).toBeTruthy();
    await user.type(screen.getByLabelText('Search by name'), 'zinc');
    expect(
      await screen.findByText(
        'Records found: more than 500 (add words to narrow the search)',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Page 1 of 25')).toBeTruthy();
  });

  it("a group's manage page lists only that group and offers its add page", async () => {
    api.on('GET', 'admin/products', { body: page([]) });
    renderDashboard(api, '/dashboard/Livestocks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Livestock: products' })).toBeTruthy();
    expect(await screen.findByText('No products yet.')).toBeTruthy();
    expect(listCalls()[0]).toMatchObject({ group: 'Livestock' });
    expect(screen.queryByLabelText('Product group')).toBeNull();
    const adds = screen.getAllByRole('link', { name: 'Add a product' });
    expect(adds.every((link) => link.getAttribute('href') === '/dashboard/Livestock')).toBe(true);
  });

  it('moves a row with keyboard-reachable buttons, disabled at the edges, and keeps focus on the moved row', async () => {
    let order = ['1', '2', '3'];
    const names: Record<string, string> = { '1': 'Alpha', '2': 'Bravo', '3': 'Charlie' };
    api.on('GET', 'admin/products', { body: page([]) });
    api.on('GET', 'admin/products', () => ({
      body: page(order.map((id) => productRecord(id, names[id] ?? ''))),
    }));
    api.on('POST', 'admin/products/:id/move', ({ path, body }) => {
      const id = path.split('/')[2] ?? '';
      const at = order.indexOf(id);
      const to = (body as { direction: string }).direction === 'up' ? at - 1 : at + 1;
      const next = [...order];
      [next[at], next[to]] = [next[to] ?? '', next[at] ?? ''];
      order = next;
      return { body: productRecord(id, names[id] ?? '') };
    });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/Livestocks');

    const up = await screen.findByRole('button', { name: 'Move Charlie up' });
    expect(screen.getByRole('button', { name: 'Move Alpha up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Charlie down' })).toHaveProperty('disabled', true);

    up.focus();
    await user.keyboard('{Enter}');
    expect(api.seen('POST', /move$/).map((r) => [r.path, r.body])).toEqual([
      ['admin/products/3/move', { direction: 'up' }],
    ]);
    await waitFor(() => {
      const rows = screen.getAllByRole('row').slice(1);
      // Cells: the selection's checkbox, the thumbnail, then the name.
      expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
        'Alpha',
        'Charlie',
        'Bravo',
      ]);
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Charlie up' })),
    );
    expect(await screen.findByText('Moved: Charlie')).toBeTruthy();

    // At the top edge the up button is disabled, so focus lands on the row's other order button.
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Charlie down' })),
    );
    expect(screen.getByRole('button', { name: 'Move Charlie up' })).toHaveProperty('disabled', true);
  });

  it('hides the order buttons where a move would not be visible (all groups, or a search)', async () => {
    api.on('GET', 'admin/products', { body: page([productRecord('1', 'Alpha')]) });
    renderDashboard(api, '/dashboard/product_details');
    await screen.findByText('Alpha');
    expect(screen.queryByRole('button', { name: 'Move Alpha up' })).toBeNull();
    expect(
      screen.getByText(
        'To change the order, choose one product group and clear the search and the published filter.',
      ),
    ).toBeTruthy();
  });

  it('publishes and unpublishes a row with its toggle', async () => {
    let published = true;
    api.on('GET', 'admin/products', () => ({ body: page([productRecord('7', 'Alpha', { published })]) }));
    api.on('PUT', 'admin/products/:id/published', ({ body }) => {
      published = (body as { published: boolean }).published;
      return { body: productRecord('7', 'Alpha', { published }) };
    });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/Livestocks');
    const toggle = await screen.findByRole('checkbox', { name: 'Published: Alpha' });
    expect(toggle).toHaveProperty('checked', true);
    await user.click(toggle);
    expect(await screen.findByText('Unpublished: Alpha')).toBeTruthy();
    expect(api.seen('PUT', /published$/).map((r) => [r.path, r.body])).toEqual([
      ['admin/products/7/published', { published: false }],
    ]);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Published: Alpha' })).toHaveProperty('checked', false),
    );
  });

  it('deletes only after the in-page confirmation, which names the item', async () => {
    let items = [productRecord('4', 'Alpha')];
    api.on('GET', 'admin/products', () => ({ body: page(items) }));
    api.on('DELETE', 'admin/products/:id', () => {
      items = [];
      return { body: { _id: '4', message: 'deleted' } };
    });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/Livestocks');
    await user.click(await screen.findByRole('button', { name: 'Delete Alpha' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Delete “Alpha”? It goes to the bin with its files; you can restore it there for 30 days.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.seen('DELETE', /./)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Alpha' }));
    // The dialog's button says what it does.
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete “Alpha”' }));
    expect(await screen.findByText('Deleted: Alpha')).toBeTruthy();
    expect(await screen.findByText('No products yet.')).toBeTruthy();
    expect(api.seen('DELETE', /./).map((r) => r.path)).toEqual(['admin/products/4']);
  });

  it('shows a placeholder for a broken thumbnail, and an error with retry when the list fails', async () => {
    let fail = true;
    api.on('GET', 'admin/products', () =>
      fail
        ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } }
        : { body: page([productRecord('1', 'Alpha', { image: '/api/uploads/missing.webp' })]) },
    );
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/Livestocks');
    expect(await screen.findByText('The list could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Alpha');
    const image = document.querySelector('tbody img');
    expect(image?.getAttribute('src')).toBe('/api/uploads/missing.webp');
    image?.dispatchEvent(new Event('error'));
    expect(await screen.findByText('No image')).toBeTruthy();
  });

  it('sorts by a column header, keeps sort and page size in the address, and unpublishes a selection after a confirmation', async () => {
    const rows = [productRecord('1', 'Alpha'), productRecord('2', 'Bravo'), productRecord('3', 'Charlie')];
    api.on('GET', 'admin/products', () => ({ body: page(rows) }));
    api.on('POST', 'admin/products/bulk', ({ body }) => ({
      body: {
        action: 'unpublish',
        done: (body as { ids: string[] }).ids,
        missing: [],
        refused: [],
      },
    }));
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/Livestocks');
    await screen.findByText('Charlie');

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ sort: 'name' }));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ sort: '-name' }));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ sort: '-name', pageSize: '50' }));
    expect(screen.getByTestId('address').textContent).toBe('/dashboard/Livestocks?sort=-name&size=50');

    await user.click(await screen.findByRole('checkbox', { name: 'Select Alpha' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Charlie' }));
    expect(screen.getByText('Selected: 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unpublish selected' }));
    const dialog = screen.getByRole('alertdialog', {
      name: /^Unpublish the selected records \(.+: 2\)\? Visitors will no longer see them\.$/,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish records: 2' }));
    expect(await screen.findByText('Unpublished: 2')).toBeTruthy();
    expect(api.seen('POST', /bulk$/).map((r) => r.body)).toEqual([{ action: 'unpublish', ids: ['1', '3'] }]);
  });
});
