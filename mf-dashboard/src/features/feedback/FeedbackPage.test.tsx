import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { preloadStudio, renderDashboard } from '../../testing/render-dashboard';
import { page } from '../../testing/studio-records';
import type { AdminReview } from './feedback-api';

let api: FakeApi;

vi.setConfig({ testTimeout: 15_000 });

beforeAll(async () => {
  await setUpEnglish();
  await preloadStudio();
  await import('./FeedbackPage');
}, 30_000);

beforeEach(() => {
  api = installFakeApi();
});

const review = (id: string, name: string, extra: Partial<AdminReview> = {}): AdminReview => ({
  _id: id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  rating: 4,
  comment: `Review by ${name}.`,
  product: '12',
  productName: 'Milk Booster Powder',
  productGroup: 'Livestock',
  approved: false,
  approvedAt: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  ...extra,
});

/** A fake API that keeps the reviews and applies bulk actions as the real one does. */
function reviewsApi(initial: AdminReview[]) {
  let reviews = [...initial];
  api.on('GET', 'reviews/all', () => ({
    body: page([...reviews].sort((a, b) => Number(a.approved) - Number(b.approved))),
  }));
  api.on('POST', 'reviews/bulk', ({ body }) => {
    const { action, ids } = body as { action: 'approve' | 'unpublish' | 'reject'; ids: string[] };
    if (action === 'reject') reviews = reviews.filter((r) => !ids.includes(r._id));
    else reviews = reviews.map((r) => (ids.includes(r._id) ? { ...r, approved: action === 'approve' } : r));
    return { body: { action, ids } };
  });
}

const bulkCalls = () => api.seen('POST', /^reviews\/bulk$/).map((request) => request.body);

describe('the reviews', () => {
  it('shows pending reviews first with their product (a link to its edit screen), status and reviewer', async () => {
    reviewsApi([
      review('1', 'Priya', { approved: true, approvedAt: '2026-11-19T00:00:00.000Z' }),
      review('2', 'Ravi'),
      review('3', 'Tendai', { product: null, productName: null, productGroup: null }),
    ]);
    renderDashboard(api, '/dashboard/feedback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy();
    const rows = await screen.findAllByTestId('review-row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Waiting',
      'Waiting',
      'Approved',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Milk Booster Powder' })
        .getAttribute('href'),
    ).toBe('/dashboard/product_details/12');
    expect(within(rows[1] as HTMLElement).getByText('The company (no product)')).toBeTruthy();
    expect(
      within(rows[2] as HTMLElement).getByRole('button', { name: 'Unpublish the review by Priya' }),
    ).toBeTruthy();
    expect(api.seen('GET', /^reviews\/all$/)[0]?.params).toEqual({ page: '1', pageSize: '20', lang: 'en' });
  });

  it('approves the checked reviews after a confirmation, and rejects one after a confirmation naming its author', async () => {
    reviewsApi([review('1', 'Priya'), review('2', 'Ravi'), review('3', 'Tendai')]);
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/feedback');
    await screen.findAllByTestId('review-row');
    expect(screen.getByText('Selected: 0')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Approve selected (0)' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.click(screen.getByLabelText('Select the review by Priya'));
    await user.click(screen.getByLabelText('Select the review by Tendai'));
    expect(screen.getByText('Selected: 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Approve the selected reviews (2)? They will appear on the site.');
    expect(bulkCalls()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Reviews approved: 2')).toBeTruthy();
    expect(bulkCalls()).toEqual([{ action: 'approve', ids: ['1', '3'] }]);
    await waitFor(() => expect(screen.getByText('Selected: 0')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Reject the review by Ravi' }));
    const reject = await screen.findByRole('alertdialog');
    expect(reject.textContent).toContain(
      'Delete the review by Ravi? It will not appear on the site, and this cannot be undone.',
    );
    await user.click(within(reject).getByRole('button', { name: 'Delete review' }));
    expect(await screen.findByText('Reviews deleted: 1')).toBeTruthy();
    expect(bulkCalls().at(-1)).toEqual({ action: 'reject', ids: ['2'] });
    await waitFor(() => expect(screen.getAllByTestId('review-row')).toHaveLength(2));
  });

  it('selects the whole page at once, asks before any selection action, approves and unpublishes from a row at once', async () => {
    reviewsApi([review('1', 'Priya'), review('2', 'Ravi', { approved: true })]);
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/feedback?status=');
    await screen.findAllByTestId('review-row');
    await user.click(screen.getByLabelText('Select all reviews on this page'));
    expect(screen.getByText('Selected: 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve selected (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unpublish selected (1)' })).toBeTruthy();
    await user.click(screen.getByLabelText('Select all reviews on this page'));
    expect(screen.getByText('Selected: 0')).toBeTruthy();

    // The selection's actions always ask, even for one review.
    await user.click(screen.getByLabelText('Select the review by Priya'));
    await user.click(screen.getByRole('button', { name: 'Approve selected (1)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Approve the review by Priya? It will appear on the site.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bulkCalls()).toEqual([]);
    await user.click(screen.getByLabelText('Select the review by Priya'));

    await user.click(screen.getByRole('button', { name: 'Approve the review by Priya' }));
    expect(await screen.findByText('Reviews approved: 1')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Unpublish the review by Ravi' }));
    expect(await screen.findByText('Reviews unpublished: 1')).toBeTruthy();
    expect(bulkCalls()).toEqual([
      { action: 'approve', ids: ['1'] },
      { action: 'unpublish', ids: ['2'] },
    ]);
  });

  it('filters by status and says when the change failed', async () => {
    reviewsApi([review('1', 'Priya')]);
    api.on('POST', 'reviews/bulk', { status: 404, body: { statusCode: 404, message: 'Review 1 not found' } });
    const user = userEvent.setup();
    renderDashboard(api, '/dashboard/feedback');
    await screen.findAllByTestId('review-row');
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await waitFor(() => expect(api.seen('GET', /^reviews\/all$/).at(-1)?.params.status).toBe('pending'));
    await user.click(await screen.findByRole('button', { name: 'Approve the review by Priya' }));
    expect(await screen.findByText('The reviews could not be changed. Nothing was saved.')).toBeTruthy();
  });
});
