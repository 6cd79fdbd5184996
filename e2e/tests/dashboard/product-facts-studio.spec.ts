import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import { signInAsAdmin, unique } from './dashboard-helpers';

// Product facts in the content studio (issue 34): an admin gives a product its pack sizes, registration number,
// price and an Arabic dosage row; a wrong amount is refused in the form in words; the Arabic page shows "50 غ".

const text = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test('an admin enters a product’s facts; the Arabic page shows them, the pack size as "50 غ"', async ({
  page,
}) => {
  const name = unique('Facts Lick');
  await signInAsAdmin(page);
  await page.goto('/dashboard/Livestock');
  await text(page, 'Name').fill(name);

  const packs = page.getByRole('group', { name: 'Pack sizes' });
  await packs.getByRole('button', { name: 'Add a pack size' }).click();
  await packs.getByRole('textbox', { name: 'Amount' }).fill('0');
  await packs.getByRole('combobox', { name: 'Unit' }).selectOption('g');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(packs.getByText('Enter a number from 0.001 to 100000.')).toBeVisible();
  await packs.getByRole('textbox', { name: 'Amount' }).fill('50');

  await text(page, 'Registration number').fill('FA 2026/0001');
  await text(page, 'Price').fill('12.50');
  const arabic = page.getByRole('tab', { name: /العربية/ });
  await arabic.click();
  await expect(arabic).toHaveAttribute('aria-selected', 'true');
  const dosage = page.getByRole('group', { name: 'Dosage table' });
  await dosage.getByRole('button', { name: 'Add a row' }).click();
  await dosage.getByRole('textbox', { name: 'Species, crop or age group' }).fill('الأبقار');
  await dosage.getByRole('textbox', { name: 'Body weight (or area)' }).fill('100–300 كغ');
  await dosage.getByRole('textbox', { name: 'Dose' }).fill('50 غ يوميًا');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/dashboard\/product_details\/\d+/);
  const id = /product_details\/(\d+)/.exec(page.url())?.[1] ?? '';

  await page.goto(`/veterinary/livestock/${id}?lng=ar&tab=dosage`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('pack-sizes').getByRole('listitem')).toHaveText([/^50\sغ$/]);
  await expect(page.getByText('FA 2026/0001', { exact: true })).toBeVisible();
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText(['الأبقار']);
});
