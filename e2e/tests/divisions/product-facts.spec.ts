import { PRODUCT_GROUPS } from '@aurinko/contract/catalogue';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, expectNoAxeViolations, SHELL_URL, test } from '../fixtures';
import { apiGet, expectLoaded, type Paginated, text } from './division-helpers';

/**
 * Product facts (issue 34) and full ranges (issue 35) as a visitor meets them: a seeded product's pack sizes written
 * the Arabic way ("50 غ", the number first in reading order) on its page and on its data sheet, the dosage table in
 * Arabic, and every range page listing the six or more products the seed gives it.
 */

interface Product {
  _id: string;
  name: string;
  group: string;
  packSizes: Array<{ amount: number; unit: string }>;
  registrationNumber: string;
  dosage: Array<{ species: string; weight: string; dose: string }>;
  price: string | null;
}

/** The seeded spice sold in 50 g and 200 g packs (found by its packs, not by a stored id). */
async function fiftyGramProduct(request: Parameters<typeof apiGet>[0], lang: string): Promise<Product> {
  const list = await apiGet<Paginated<Product>>(
    request,
    `products?group=food&page=1&pageSize=50&lang=${lang}`,
  );
  const product = list.items.find((item) =>
    item.packSizes.some((size) => size.amount === 50 && size.unit === 'g'),
  );
  if (!product) throw new Error('The seed has no food product sold in 50 g');
  return product;
}

test('the Arabic product page writes its pack sizes as "50 غ", isolated, and shows the dosage table in Arabic', async ({
  page,
  request,
}) => {
  const product = await fiftyGramProduct(request, 'ar');
  await page.goto(`/human/Foods_and_Spices/${product._id}?lng=ar`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expectLoaded(page);

  const facts = page.getByRole('region', { name: text('ar', 'productcart:keyFacts') });
  await expect(facts.getByText(text('ar', 'productcart:labels.packSizes'), { exact: true })).toBeVisible();
  const packs = facts.getByTestId('pack-sizes').getByRole('listitem');
  await expect(packs.first()).toHaveText(/^50\sغ$/);
  await expect(facts.getByTestId('pack-sizes')).not.toContainText('g');
  // Each pack size is its own isolated run: "50 غ" cannot mix with the next one in the line.
  await expect(packs.first().locator('bdi')).toHaveCount(1);
  // Drawn right to left: the digits at the right, the unit at their left, as an Arabic reader reads "50 غ".
  const digits = await packs.first().evaluate((item) => {
    const node = item.querySelector('bdi')?.firstChild;
    if (!node?.textContent) return null;
    const range = document.createRange();
    const at = (index: number) => {
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getBoundingClientRect().x;
    };
    const text = node.textContent;
    return { number: at(text.indexOf('5')), unit: at(text.indexOf('غ')) };
  });
  expect(digits).not.toBeNull();
  expect(digits?.number).toBeGreaterThan(digits?.unit ?? Number.POSITIVE_INFINITY);
  // The price (or "price on request") is always stated.
  await expect(facts.getByText(text('ar', 'productcart:labels.price'), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // A veterinary product's dosage table, in Arabic, with its column headers.
  const poultry = await apiGet<Paginated<Product>>(
    request,
    'products?group=Poultry&page=1&pageSize=50&lang=ar',
  );
  const withDosage = poultry.items.find((item) => item.dosage.length > 1);
  if (!withDosage) throw new Error('The seed has no poultry product with a dosage table');
  await page.goto(`/veterinary/poultry/${withDosage._id}?lng=ar&tab=dosage`);
  const table = page.getByRole('table', { name: text('ar', 'productcart:dosage.caption') });
  await expect(table.getByRole('columnheader')).toHaveText([
    text('ar', 'productcart:dosage.species'),
    text('ar', 'productcart:dosage.weight'),
    text('ar', 'productcart:dosage.dose'),
  ]);
  await expect(table.getByRole('row')).toHaveCount(withDosage.dosage.length + 1);
  await expect(table.getByRole('rowheader').first()).toHaveText(withDosage.dosage[0]?.species ?? '');
  await expectNoAxeViolations(page);
});

test('the Arabic data sheet prints the same pack sizes ("50 غ"), the English one "50 g"', async ({
  request,
}) => {
  const product = await fiftyGramProduct(request, 'ar');
  const sheet = async (lang: string) => {
    const response = await request.get(`${SHELL_URL}/api/products/${product._id}/datasheet.pdf?lang=${lang}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const document = await getDocumentProxy(new Uint8Array(await response.body()));
    const { text: content } = await extractText(document, { mergePages: true });
    return content.replace(/\s+/g, ' ');
  };
  const ar = await sheet('ar');
  expect(ar).toContain(text('ar', 'productcart:labels.packSizes'));
  // A PDF reader returns a right-to-left line's runs in visual order, each Arabic run in logical order: "50 غ و200 غ"
  // drawn right to left comes back as [غ] [200] [غ و] [50] — "50" rightmost, its unit "غ" at its left.
  expect(ar).toContain('غ 200غ و 50');
  expect(ar).not.toMatch(/\d ?g\b/);
  const en = await sheet('en');
  expect(en).toContain('50 g and 200 g');
});

/** Products on one page of a range's list (`LIST_PAGE_SIZE` in shared-ui/division/pages/page-reads.ts). */
const LIST_PAGE_SIZE = 12;

test('every range page lists all of its products, six or more', async ({ page, request }) => {
  for (const { group, division, routeKey } of PRODUCT_GROUPS) {
    const list = await apiGet<Paginated<Product>>(
      request,
      `products?group=${group}&page=1&pageSize=50&lang=en`,
    );
    expect(list.total, group).toBeGreaterThanOrEqual(6);
    await page.goto(`/${division}/${routeKey}`);
    const cards = page.getByRole('link', { name: /^View details of / });
    // A page of the list shows at most LIST_PAGE_SIZE (shared-ui page-reads.ts) products; other tests add products.
    await expect(cards, `${division}/${routeKey}`).toHaveCount(Math.min(list.total, LIST_PAGE_SIZE));
    await expect(cards.first()).toHaveAccessibleName(`View details of ${list.items[0]?.name}`);
  }
});
