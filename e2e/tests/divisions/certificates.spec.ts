import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin } from '../dashboard/dashboard-helpers';
import { expect, expectNoAxeViolations, test, useLanguage } from '../fixtures';
import { apiGet, expectLoaded } from './division-helpers';

// Certificates as content (issue 35): the page lists the studio's certificates with their number, issuer, validity
// and PDF, the seeded HACCP as lapsed; an admin's renewal shows on the page. The edit test changes a seeded certificate and
// puts it back, so the tests of this file run one after the other.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

interface Certificate {
  _id: string;
  name: string;
  number: string;
  validFrom: string;
  validUntil: string;
  file: string | null;
}

const card = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/**
 * The seeded HACCP certificate has lapsed: its validity says when, and it is set apart by more than colour — a mark
 * (an icon), a frame and bold type.
 */
async function expectExpired(certificate: Locator, text: string | RegExp) {
  const validity = certificate.getByTestId('certificate-validity');
  await expect(validity).toHaveText(text);
  const marked = validity.locator('[data-expired]');
  await expect(marked.locator('svg[aria-hidden="true"]')).toBeVisible();
  const style = await marked.evaluate((el) => {
    const css = getComputedStyle(el);
    return { border: css.borderTopStyle, weight: Number(css.fontWeight) };
  });
  expect(style.border).not.toBe('none');
  expect(style.weight).toBeGreaterThanOrEqual(700);
}

test('English: the six seeded certificates with number, issuer, validity (one lapsed) and their PDF; axe clean', async ({
  page,
  request,
}) => {
  await useLanguage(page, 'en');
  await page.goto('/human/certificates');
  await expectLoaded(page);
  const names = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByTestId('certification-badge') })
    .getByRole('heading', { level: 3 });
  await expect(names).toHaveText(['WHO-GMP', 'FSSAI', 'APEDA', 'HACCP', 'ISO 9001:2015', 'ISO 22000:2018']);

  const who = card(page, 'WHO-GMP');
  await expect(who).toContainText('Certificate number');
  await expect(who).toContainText('TS/DCA/GMP/2024/0457');
  await expect(who).toContainText('Drugs Control Administration, Government of Telangana');
  await expect(who.getByTestId('certificate-validity')).toHaveText('Valid until August 13, 2027');
  await expect(card(page, 'ISO 9001:2015')).toContainText('An accredited certification body (NABCB)');
  await expectExpired(card(page, 'HACCP'), 'Expired on June 30, 2025');
  // A valid one is not marked.
  await expect(who.locator('[data-expired]')).toHaveCount(0);

  // The PDF link names its certificate and leads to the document.
  const link = who.getByRole('link', { name: 'View certificate (PDF) WHO-GMP' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/uploads\/seed\/certificates\/.+\.pdf$/);
  const pdf = await request.get(String(href));
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectNoAxeViolations(page);
});

test('Arabic: numbers and names stay left to right, the validity reads in Arabic; axe clean', async ({
  page,
}) => {
  await useLanguage(page, 'ar');
  await page.goto('/human/certificates');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectLoaded(page);
  const iso = card(page, 'ISO 22000:2018');
  await expect(iso).toContainText('رقم الشهادة');
  // The number and the standard's name are isolated left-to-right runs in the Arabic text.
  await expect(iso.locator('bdi[dir="ltr"]', { hasText: 'ISO 22000:2018' }).first()).toBeVisible();
  await expect(iso.locator('[dir="ltr"]', { hasText: 'IN-FSMS-2420-0031' })).toBeVisible();
  await expect(iso.getByTestId('certificate-validity')).toHaveText(/^سارية حتى .*(2027|٢٠٢٧)/);
  await expect(iso.getByRole('link', { name: /عرض الشهادة \(PDF\)/ })).toBeVisible();
  await expectExpired(card(page, 'HACCP'), /^انتهت صلاحيتها في .*(2025|٢٠٢٥)/);
  await expect(iso.locator('[data-expired]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an admin renews the lapsed certificate in the dashboard; the page shows its new validity, in English and Arabic', async ({
  page,
  request,
}) => {
  const list = await apiGet<Certificate[]>(request, 'certificates?lang=en');
  const haccp = list.find((c) => c.name === 'HACCP');
  if (!haccp) throw new Error('the seed has HACCP');
  await useLanguage(page, 'en');
  await signInAsAdmin(page);

  const setValidity = async (from: string, until: string) => {
    await page.goto(`/dashboard/managecertificates/${haccp._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit: HACCP' })).toBeVisible();
    await page.getByRole('main').getByRole('textbox', { name: 'Valid from', exact: true }).fill(from);
    await page.getByRole('main').getByRole('textbox', { name: 'Valid until', exact: true }).fill(until);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
  };

  // A validity that ends before it starts: the form or the API names the field, nothing is saved.
  await setValidity('2025-07-01', '2025-06-30');
  await expect(page.getByRole('main')).toContainText('The end of validity may not be before its start.');
  expect(
    (await apiGet<Certificate[]>(request, 'certificates')).find((c) => c._id === haccp._id)?.validUntil,
  ).toBe(haccp.validUntil);

  try {
    await setValidity('2025-07-01', '2028-06-30');
    await expect(page.getByTestId('toasts')).toContainText('Published: HACCP');
    await expectNoAxeViolations(page);

    await page.goto('/human/certificates');
    await expectLoaded(page);
    await expect(card(page, 'HACCP').getByTestId('certificate-validity')).toHaveText(
      'Valid until June 30, 2028',
    );
    await expect(card(page, 'HACCP').locator('[data-expired]')).toHaveCount(0);
    await expect(card(page, 'FSSAI').getByTestId('certificate-validity')).toHaveText(
      'Valid until March 31, 2028',
    );
    await expectNoAxeViolations(page);

    await useLanguage(page, 'ar');
    await page.goto('/human/certificates');
    await expectLoaded(page);
    await expect(card(page, 'HACCP').getByTestId('certificate-validity')).toHaveText(
      /^سارية حتى .*(2028|٢٠٢٨)/,
    );
    await expectNoAxeViolations(page);
  } finally {
    await useLanguage(page, 'en');
    await setValidity(haccp.validFrom, haccp.validUntil);
    await expect(page.getByTestId('toasts')).toContainText('Published: HACCP');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the certificates arrive in the server’s HTML, with their validity and PDF links, no loader', async ({
    page,
  }) => {
    await page.goto('/human/certificates?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = page.getByRole('main');
    await expect(main.getByTestId('certification-badge')).toHaveCount(6);
    await expect(main.getByTestId('certificate-validity')).toHaveCount(6);
    await expect(main.getByRole('link', { name: /عرض الشهادة \(PDF\)/ })).toHaveCount(6);
    await expect(main.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
  });
});
