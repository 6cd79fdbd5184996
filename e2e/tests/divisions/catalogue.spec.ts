import { adminLogin, expect, SHELL_URL, test, WRITE_HEADERS } from '../fixtures';
import { apiGet, type Paginated, unexpectedConsoleErrors } from './division-helpers';

interface Product {
  _id: string;
  name: string;
  composition: string;
  indications: string;
  /** Rich text (issue 33): an empty document when the product has none. */
  usage: { content: unknown[] };
  dosage: unknown[];
  report: string | null;
  brochure: string | null;
}

test('a product opens from its list, its tabs work and its URL can be shared', async ({
  page,
  request,
  consoleErrors,
}) => {
  const products = await apiGet<Paginated<Product>>(
    request,
    'products?group=Wellness&page=1&pageSize=50&lang=en',
  );
  const product =
    products.items.find((item) => item.composition && item.usage.content.length > 0) ?? products.items[0];
  if (!product) throw new Error('The seed has no Wellness product');

  await page.goto('/human/Wellness');
  await page.getByRole('link', { name: `View details of ${product.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/human/Wellness/${product._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  const tablist = page.getByRole('tablist', { name: 'Product information' });
  const expected = [
    'General Info',
    ...(product.composition ? ['Composition'] : []),
    ...(product.indications ? ['Indications'] : []),
    ...(product.usage.content.length > 0 ? ['Usage'] : []),
    ...(product.dosage.length > 0 ? ['Dosage'] : []),
    ...(product.report ? ['Report'] : []),
    ...(product.brochure ? ['Brochure'] : []),
    'Feedback',
  ];
  await expect(tablist.getByRole('tab')).toHaveText(expected);
  await expect(page.getByRole('tab', { name: 'General Info' })).toHaveAttribute('aria-selected', 'true');
  // The key facts sit beside the picture, with the enquiry and the data sheet.
  const facts = page.getByRole('region', { name: 'Key facts' });
  for (const label of ['Segment', 'Type', 'Category', 'Pack sizes', 'Storage', 'Price']) {
    await expect(facts.getByText(label, { exact: true })).toBeVisible();
  }

  // Keyboard: the arrow key moves to the next tab and shows its panel.
  await page.getByRole('tab', { name: 'General Info' }).focus();
  await page.keyboard.press('ArrowRight');
  const second = expected[1] ?? 'Feedback';
  await expect(page.getByRole('tab', { name: second })).toBeFocused();
  await expect(page.getByRole('tab', { name: second })).toHaveAttribute('aria-selected', 'true');

  if (product.report) {
    await page.getByRole('tab', { name: 'Report' }).click();
    const link = page.getByRole('tabpanel').getByRole('link', { name: /Open report \(PDF\)/ });
    await expect(link).toHaveAttribute('href', product.report);
    await expect(link).toHaveAttribute('target', '_blank');
  }

  await page.getByRole('tab', { name: 'Feedback' }).click();
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Share your feedback' }),
  ).toBeVisible();

  // The URL is the product (and the open tab): a reload shows the same.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Feedback' })).toHaveAttribute('aria-selected', 'true');
  expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
});

test('a review appears only after an admin approves it', async ({ page, request }) => {
  const products = await apiGet<Paginated<Product>>(
    request,
    'products?group=Poultry&page=1&pageSize=1&lang=en',
  );
  const product = products.items[0];
  if (!product) throw new Error('The seed has no Poultry product');
  const comment = `Great results in our broiler flock (${Date.now()})`;

  await page.goto(`/veterinary/poultry/${product._id}?tab=feedback`);
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Your name').fill('Ravi Kumar');
  await panel.getByLabel('Email').fill('ravi@example.com');
  await panel.getByLabel('Your review').fill(comment);
  await panel.getByText('Submit review').click();
  // The form refuses a missing rating.
  await expect(panel.getByText('Please choose a rating.')).toBeVisible();
  // The stars are the labels of a radio group.
  await panel.locator('label', { has: page.getByRole('radio', { name: '4 out of 5 stars' }) }).click();
  await expect(panel.getByRole('radio', { name: '4 out of 5 stars' })).toBeChecked();
  await panel.getByRole('button', { name: 'Submit review' }).click();
  await expect(panel.getByText('Thank you! Your review will appear after approval.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Approved reviews' })).toBeVisible();
  await expect(
    page
      .getByTestId('approved-reviews')
      .or(page.getByText('No reviews yet. Be the first to share your experience.')),
  ).toBeVisible();
  await expect(page.getByText(comment)).toHaveCount(0);

  await adminLogin(request);
  const pending = await apiGet<Paginated<{ _id: string; comment: string }>>(
    request,
    'reviews/pending?page=1&pageSize=50',
  );
  const review = pending.items.find((item) => item.comment === comment);
  if (!review) throw new Error('The submitted review is not pending');
  const approved = await request.put(`${SHELL_URL}/api/reviews/${review._id}/approve`, {
    headers: WRITE_HEADERS,
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  await page.reload();
  await expect(page.getByTestId('approved-reviews').getByText(comment)).toBeVisible();
});
