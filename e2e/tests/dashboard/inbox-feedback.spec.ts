import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, expectNoAxeViolations, test, useLanguage } from '../fixtures';
import { signInAsAdmin, unique } from './dashboard-helpers';

// What visitors send, end to end: the public contact and review forms, the dashboard's inbox, reviews and audit
// screens, the CSV export, and the public pages that show (or never show) a review. Serial: each step builds on
// the messages and reviews the previous ones made.
test.describe.configure({ mode: 'serial' });

interface Paginated<T> {
  items: T[];
  total: number;
}

interface ContactMessage {
  _id: string;
  name: string;
  read: boolean;
  handled: boolean;
}

interface AdminReview {
  _id: string;
  name: string;
  comment: string;
  approved: boolean;
}

/** One token in every name and text this run sends, so searches find exactly its records. */
const TAG = unique('run').split(' ')[1] as string;
const ASKER = `Amal Haddad ${TAG}`;
const ASKER_TEXT = `مرحبًا، أود معرفة أسعار منتجاتكم البيطرية للتصدير. ${TAG}`;
const TRICKSTER = `Formula Tester ${TAG}`;
const FORMULA = `=HYPERLINK("http://evil.example/${TAG}","Price list")`;
const PRAISED = `Priya ${TAG}`;
const PRAISE = `Our hens lay better since we started this supplement (${TAG}).`;
const SPAMMER = `Spammer ${TAG}`;
const SPAM = `Cheap watches at a link you will never see (${TAG}).`;

let messageId = '';
let productId = '';
let productName = '';
const reviewIds: Record<string, string> = {};

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/${path}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** A visitor: a browser context of its own, never signed in. */
async function asVisitor<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

async function sendContactMessage(page: Page, division: string, name: string, message: string) {
  await page.goto(`/${division}/contact_us`);
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Send us a message' }) });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Mobile number').fill('+971 50 123 4567');
  await form.getByLabel('Email').fill('visitor@example.com');
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for contacting us' })).toBeVisible();
}

async function sendReview(page: Page, name: string, comment: string) {
  await page.goto(`/veterinary/poultry/${productId}?tab=feedback`);
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Your name').fill(name);
  await panel.getByLabel('Email').fill('reviewer@example.com');
  await panel.getByLabel('Your review').fill(comment);
  await panel.locator('label', { has: page.getByRole('radio', { name: '5 out of 5 stars' }) }).click();
  await panel.getByRole('button', { name: 'Submit review' }).click();
  await expect(panel.getByText('Thank you! Your review will appear after approval.')).toBeVisible();
}

/** The navigation's link to the inbox; its name carries the unread count ("Contact messages (unread: 3)"). */
const inboxLink = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Contact messages/ });

/**
 * The badge shows what the API counts, in digits and in words. Other specs may send messages meanwhile: when the
 * two disagree, read both again.
 */
async function expectBadgeMatchesApi(page: Page) {
  await expect(async () => {
    await page.reload();
    await expect(inboxLink(page)).toHaveAccessibleName(/^Contact messages \(unread: \d+\)$/, {
      timeout: 15_000,
    });
    const shown = await inboxLink(page).locator('[aria-hidden="true"]').textContent();
    const { unread } = await apiJson<{ unread: number }>(page, 'contact/unread-count');
    expect(shown).toBe(String(unread));
    await expect(inboxLink(page)).toHaveAccessibleName(`Contact messages (unread: ${unread})`);
  }).toPass({ timeout: 45_000 });
}

test.describe('the inbox, the reviews and the audit log', () => {
  test('a visitor’s message reaches the inbox: unread count, open, handled, filters, CSV export', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    // A long journey through public pages and the dashboard (several page loads on a shared machine).
    test.slow();
    await asVisitor(browser, async (visitor) => {
      await sendContactMessage(visitor, 'veterinary', ASKER, ASKER_TEXT);
      await sendContactMessage(visitor, 'human', TRICKSTER, FORMULA);
    });

    await signInAsAdmin(page);
    await page.goto('/dashboard');
    await expectBadgeMatchesApi(page);
    await inboxLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/contact_us$/);
    await expectNoAxeViolations(page);

    // Newest first, both unread; filter by division and search.
    await page.getByLabel('Search name, e-mail, phone or text').fill(TAG);
    // The search reaches the address once typing pauses; wait for it, or it would land after the next click.
    await expect(page).toHaveURL(new RegExp(`q=${TAG}`));
    const rows = page.getByTestId('inbox-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(TRICKSTER);
    await expect(rows.nth(1)).toContainText(ASKER);
    await expect(rows.nth(1).getByText('New', { exact: true })).toBeVisible();
    await page.getByLabel('Sent from').selectOption('veterinary');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Veterinary');

    // Open it: the whole message, sender, division; it is read now, and the count follows.
    await rows
      .first()
      .getByRole('link', { name: `Open the message from ${ASKER}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Message from ${ASKER}` })).toBeVisible();
    await expect(page.getByText(ASKER_TEXT)).toBeVisible();
    await expect(page.getByRole('link', { name: 'visitor@example.com' })).toHaveAttribute(
      'href',
      'mailto:visitor@example.com',
    );
    await expect(page.getByRole('definition').filter({ hasText: 'Veterinary' })).toBeVisible();
    messageId = page.url().split('/').at(-1) as string;
    await expect
      .poll(async () => (await apiJson<ContactMessage>(page, `contact/${messageId}`)).read)
      .toBe(true);
    await expectNoAxeViolations(page);
    // One unread fewer: the badge follows the API.
    await expectBadgeMatchesApi(page);

    await page.getByRole('button', { name: 'Mark as handled' }).click();
    await expect(page.getByText(`Marked as handled: message from ${ASKER}`)).toBeVisible();
    await expect(page.getByTestId('message-status')).toContainText('Handled on');

    // Back to the list as it was left; the handled filter finds it, the other one does not.
    await page.getByRole('link', { name: 'Back to the contact messages' }).click();
    await expect(page).toHaveURL(/division=veterinary/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByLabel(`Handled: message from ${ASKER}`)).toBeChecked();
    await expect(rows.first().getByText('New', { exact: true })).toHaveCount(0);
    await page.getByLabel('Status').selectOption('false');
    await expect(page.getByText('Nothing matches this search or these filters.')).toBeVisible();
    await page.getByLabel('Sent from').selectOption('');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(TRICKSTER);

    // The export holds the filtered list: all this run's messages once the status filter is cleared.
    await page.getByLabel('Status').selectOption('');
    await expect(rows).toHaveCount(2);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export the filtered list (CSV)' }).click();
    const download = await downloading;
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`contact-messages-${today}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = parse(bytes, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(csv.map((row) => row.Name)).toEqual([TRICKSTER, ASKER]);
    expect(csv[0]).toMatchObject({ Message: `'${FORMULA}`, Division: 'human', Handled: 'no' });
    expect(csv[1]).toMatchObject({
      Message: ASKER_TEXT,
      Division: 'veterinary',
      Handled: 'yes',
      Read: 'yes',
    });
    expect(consoleErrors).toEqual([]);
  });

  test('a visitor’s review is approved and shows on the product and home pages; another is rejected and never shows', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    const products = await apiJson<Paginated<{ _id: string; name: string }>>(
      page,
      'products?group=Poultry&page=1&pageSize=1&lang=en',
    );
    productId = products.items[0]?._id ?? '';
    productName = products.items[0]?.name ?? '';
    expect(productId).not.toBe('');

    await asVisitor(browser, async (visitor) => {
      await sendReview(visitor, PRAISED, PRAISE);
      await sendReview(visitor, SPAMMER, SPAM);
    });

    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reviews' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await page.getByLabel('Search name, e-mail or text').fill(TAG);
    await expect(page).toHaveURL(new RegExp(`q=${TAG}`));
    const rows = page.getByTestId('review-row');
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await expect(row).toContainText('Waiting');
    const praised = rows.filter({ hasText: PRAISED });
    await expect(praised.getByRole('link', { name: productName })).toHaveAttribute(
      'href',
      `/dashboard/product_details/${productId}`,
    );
    await expectNoAxeViolations(page);

    // Approve one through the selection (confirmed); reject the other from its row (confirmed, naming its author).
    await praised.getByLabel(`Select the review by ${PRAISED}`).check();
    await page.getByRole('button', { name: 'Approve selected (1)' }).click();
    const approve = page.getByRole('alertdialog');
    await expect(approve).toContainText(`Approve the review by ${PRAISED}? It will appear on the site.`);
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Reviews approved: 1')).toBeVisible();
    await expect(praised).toContainText('Approved');
    await expect(praised.getByRole('button', { name: `Unpublish the review by ${PRAISED}` })).toBeVisible();

    await rows
      .filter({ hasText: SPAMMER })
      .getByRole('button', { name: `Reject the review by ${SPAMMER}` })
      .click();
    const reject = page.getByRole('alertdialog');
    await expect(reject).toContainText(
      `Delete the review by ${SPAMMER}? It will not appear on the site, and this cannot be undone.`,
    );
    await reject.getByRole('button', { name: 'Delete review' }).click();
    await expect(page.getByText('Reviews deleted: 1')).toBeVisible();
    await expect(rows).toHaveCount(1);

    const all = await apiJson<Paginated<AdminReview>>(page, `reviews/all?q=${TAG}`);
    expect(all.items.map((review) => [review.name, review.approved])).toEqual([[PRAISED, true]]);
    reviewIds.praised = all.items[0]?._id ?? '';

    // The public pages: the approved review on its product page and on the home page, the rejected one nowhere.
    await asVisitor(browser, async (visitor) => {
      await expect(async () => {
        await visitor.goto(`/veterinary/poultry/${productId}?tab=feedback`);
        await expect(visitor.getByTestId('approved-reviews').getByText(PRAISE)).toBeVisible({
          timeout: 3000,
        });
      }).toPass({ timeout: 20_000 });
      await expect(visitor.getByText(SPAM)).toHaveCount(0);
      await expect(async () => {
        await visitor.goto('/');
        await expect(visitor.getByTestId('home-approved-review').getByText(PRAISE)).toBeVisible({
          timeout: 3000,
        });
      }).toPass({ timeout: 20_000 });
      await expect(visitor.getByTestId('home-approved-review').getByText(PRAISED)).toBeVisible();
      await expect(visitor.getByText(SPAM)).toHaveCount(0);
    });
    expect(consoleErrors).toEqual([]);
  });

  test('the audit log lists these actions, and a row’s link opens the record', async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Content').selectOption('contact-messages');
    const rows = page.getByTestId('audit-row');
    /** Rows about one record (by its whole "Record" cell: `#12` must not match `#123`). */
    const about = (record: string) =>
      rows.filter({ has: page.getByRole('cell', { name: record, exact: true }) });
    const record = `Contact messages #${messageId}`;
    await expect(about(record).filter({ hasText: 'Marked as handled' })).toHaveCount(1);
    await expect(about(record).filter({ hasText: 'Marked as read' })).toHaveCount(1);

    await page.getByLabel('Content').selectOption('reviews');
    await expect(about(`Reviews #${reviewIds.praised}`).filter({ hasText: 'Approved' })).toHaveCount(1);
    await page.getByLabel('Action').selectOption('reject');
    await expect(rows.first()).toContainText('Rejected');
    // A rejected review is gone: its row has no link.
    await expect(rows.first().getByRole('link')).toHaveCount(0);

    // The handled message's row opens the message.
    await page.getByLabel('Content').selectOption('contact-messages');
    await page.getByLabel('Action').selectOption('mark-handled');
    await rows.getByRole('link', { name: record, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Message from ${ASKER}` })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('in Arabic, right to left: the three screens and one message, axe-clean', async ({
    page,
    consoleErrors,
  }) => {
    // Four screens, each checked by axe.
    test.slow();
    await useLanguage(page, 'ar');
    await signInAsAdmin(page);
    await page.goto(`/dashboard/contact_us?q=${TAG}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'رسائل التواصل' })).toBeVisible();
    await expect(page.getByTestId('inbox-row')).toHaveCount(2);
    await expect(page.getByRole('navigation').getByRole('link', { name: /^رسائل التواصل/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: `افتح رسالة ${ASKER}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `رسالة من ${ASKER}` })).toBeVisible();
    await expect(page.getByText(ASKER_TEXT)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/dashboard/feedback?q=${TAG}`);
    await expect(page.getByRole('heading', { level: 1, name: 'التقييمات' })).toBeVisible();
    await expect(page.getByTestId('review-row')).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.goto('/dashboard/audit?entity=reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'سجل التغييرات' })).toBeVisible();
    await expect(page.getByTestId('audit-row').first()).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('on a 390 px phone, in English and Arabic: messages and reviews are cards, their actions in reach, axe-clean', async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    const labels = {
      en: {
        handled: `Handled: message from ${ASKER}`,
        deleteMessage: `Delete the message from ${ASKER}`,
        selectAll: 'Select all reviews on this page',
        unpublish: `Unpublish the review by ${PRAISED}`,
        deleteReview: `Delete the review by ${PRAISED}`,
      },
      ar: {
        handled: `تمت المعالجة: رسالة ${ASKER}`,
        deleteMessage: `احذف رسالة ${ASKER}`,
        selectAll: 'حدّد كل التقييمات في هذه الصفحة',
        unpublish: `إلغاء النشر لتقييم ${PRAISED}`,
        deleteReview: `حذف تقييم ${PRAISED}`,
      },
    } as const;
    /** Seen without scrolling sideways: inside the phone's width, and the page no wider than the phone. */
    const expectInReach = async (control: Locator) => {
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeVisible();
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    };
    const expectNoSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await signInAsAdmin(page);
    for (const language of ['en', 'ar'] as const) {
      await useLanguage(page, language);
      const label = labels[language];

      await page.goto(`/dashboard/contact_us?q=${TAG}`);
      await expect(page.getByTestId('inbox-row')).toHaveCount(2);
      const row = page.getByTestId('inbox-row').filter({ hasText: ASKER });
      // A card: the row laid out as a block, the columns' names beside each value, no table header on screen.
      expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('block');
      await expect(page.locator('thead').first()).not.toBeInViewport();
      await expectInReach(row.getByRole('checkbox', { name: label.handled }));
      await expectInReach(row.getByRole('button', { name: label.deleteMessage }));
      await expectInReach(row.getByRole('link', { name: new RegExp(ASKER) }));
      await expectNoSidewaysScroll();
      await expectNoAxeViolations(page);

      await page.goto(`/dashboard/feedback?q=${TAG}`);
      await expect(page.getByTestId('review-row')).toHaveCount(1);
      const review = page.getByTestId('review-row');
      expect(await review.evaluate((element) => getComputedStyle(element).display)).toBe('block');
      await expectInReach(page.getByRole('checkbox', { name: label.selectAll }));
      await expectInReach(review.getByRole('button', { name: label.unpublish }));
      await expectInReach(review.getByRole('button', { name: label.deleteReview }));
      await expectNoSidewaysScroll();
      await expectNoAxeViolations(page);
      // Reachable is usable: select all from the phone's control checks the card's box.
      await page.getByRole('checkbox', { name: label.selectAll }).check();
      await expect(review.getByRole('checkbox')).toBeChecked();
    }
    expect(consoleErrors).toEqual([]);
  });
});
