import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, useLanguage, WRITE_HEADERS } from '../fixtures';
import { signInAsAdmin, unique } from './dashboard-helpers';

// The admin's workplace (issue 34): the start screen lists the work and finds any record (Ctrl+K), the dashboard has
// its own frame, the studio's lists sort, filter (kept in the address) and act on a selection — in English and
// Arabic, on a desktop and a 390 px phone.
test.slow();

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
type Json = { [key: string]: Json } & string;
/** A text of the dashboard's locale files, e.g. `workplace('ar', 'bulk.unpublish')`. */
function text(namespace: string, language: string, key: string): string {
  const file = path.join(REPO, `mf-dashboard/src/locales/${language}/${namespace}.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as Json;
  const value = key.split('.').reduce<Json | undefined>((node, part) => node?.[part], json);
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${file}`);
  return value;
}
const workplace = (language: string, key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (out, [name, value]) => out.replace(`{{${name}}}`, String(value)),
    text('dashboard_workplace', language, key),
  );

const PHONE = { width: 390, height: 844 };
const SETUPS = [
  { language: 'en', viewport: { width: 1366, height: 900 } },
  { language: 'ar', viewport: PHONE },
] as const;

/** A Pet care product through the admin API; its id. */
async function createProduct(page: Page, name: Record<string, string>, published = true): Promise<string> {
  const response = await page.request.post('/api/admin/products', {
    data: { group: 'Pet', name, composition: { en: 'Made for the workplace test.' }, published },
    headers: WRITE_HEADERS,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

/** A visitor's review, waiting for approval. */
async function sendReview(page: Page, name: string): Promise<void> {
  const response = await page.request.post('/api/reviews', {
    data: { name, email: 'visitor@example.org', rating: 5, comment: 'Our cat loves it.', website: '' },
    headers: WRITE_HEADERS,
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function visitorPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

for (const { language, viewport } of SETUPS) {
  const phone = viewport.width === PHONE.width;
  test.describe(`the workplace in ${language} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the home lists a pending review and the drafts waiting longest, and Ctrl+K opens a product by its Korean name', async ({
      page,
      consoleErrors,
    }) => {
      await signInAsAdmin(page);
      const reviewer = unique('Reviewer');
      await sendReview(page, reviewer);
      const english = unique('Waiting Tonic');
      const korean = `대기 강장제 ${english.split(' ').at(-1)}`;
      const id = await createProduct(page, { en: english, ko: korean }, false);

      await useLanguage(page, language);
      await page.goto('/dashboard');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      // Its own frame: the dashboard's header with the site link, not the public header and footer.
      // The one banner is the dashboard's (beside the main, not in it): the public header's menu is not there.
      const banner = page.getByRole('banner');
      await expect(banner).toHaveCount(1);
      await expect(banner.getByRole('link', { name: workplace(language, 'frame.site') })).toBeVisible();
      await expect(page.locator('main header')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.locator('a[href="/human/contact_us"]')).toHaveCount(0);

      const reviews = page.getByRole('region', { name: workplace(language, 'reviews.title') });
      await expect(reviews.getByRole('link', { name: new RegExp(reviewer) })).toBeVisible();
      // The drafts waiting longest, as the API counts them: in a shared database other tests' unpublished records
      // may be older than this one, so this one is listed only while fewer than ten wait.
      const drafts = page.getByRole('region', { name: workplace(language, 'drafts.title') });
      await expect(async () => {
        const answer = await page.request.get('/api/admin/workplace');
        expect(answer.status()).toBe(200);
        const view = (await answer.json()) as { drafts: Array<{ title: Record<string, string> }> };
        const titles = view.drafts.map(
          ({ title }) => title[language] || title.en || Object.values(title).find(Boolean) || '',
        );
        if (titles.length < 10) expect(titles).toContain(english);
        await page.reload();
        await expect(drafts.getByRole('link').first()).toBeVisible();
        expect(await drafts.getByRole('link').allTextContents()).toEqual(titles);
      }).toPass({ timeout: 30_000 });
      if (phone) {
        // Content first: the menu is folded behind its button until asked for.
        const nav = page.getByRole('navigation', { name: text('dashboard', language, 'nav.label') });
        await expect(nav).toBeHidden();
        const menu = page.getByRole('button', { name: workplace(language, 'frame.menu') });
        await menu.click();
        await expect(nav).toBeVisible();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        await menu.click();
        await expect(nav).toBeHidden();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(PHONE.width);
      }
      await expectNoAxeViolations(page);

      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: workplace(language, 'palette.title') });
      await expect(dialog).toBeVisible();
      const search = dialog.getByRole('searchbox', { name: workplace(language, 'search.label') });
      await expect(search).toBeFocused();
      await search.fill(korean);
      // The result shows the title in the UI's language (English where there is none).
      const found = dialog.getByRole('link', { name: new RegExp(english) });
      await expect(found).toBeVisible();
      await expectNoAxeViolations(page);
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/dashboard/product_details/${id}$`));
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('textbox', { name: text('dashboard_studio', language, 'fields.name'), exact: true }),
      ).toHaveValue(english);
      expect(consoleErrors).toEqual([]);
    });

    test('a sorted and filtered list survives a reload; bulk unpublish of three products hides them publicly', async ({
      page,
      browser,
    }) => {
      await signInAsAdmin(page);
      const prefix = unique('Bulk Kibble');
      const ids: string[] = [];
      for (const letter of ['A', 'C', 'B'])
        ids.push(await createProduct(page, { en: `${prefix} ${letter}` }));

      await useLanguage(page, language);
      await page.goto('/dashboard/product_details');
      await page
        .getByRole('searchbox', { name: text('dashboard_studio', language, 'list.search') })
        .fill(prefix);
      await page
        .getByLabel(text('dashboard_studio', language, 'list.published'), { exact: true })
        .selectOption('true');
      const nameHeader = page.getByRole('columnheader', {
        name: new RegExp(`^${text('dashboard_studio', language, 'fields.name')}`),
      });
      const sortByName = nameHeader.getByRole('button');
      const names = page.getByRole('row').filter({ hasText: prefix });
      await expect(names).toHaveCount(3);
      // A desktop sorts by the column's header (twice: the other way); a phone, whose cards hide the headers, by the
      // Sort by select.
      const sortBy = async (sort: string) => {
        if (phone) await page.getByLabel(workplace(language, 'sort.label')).selectOption(sort);
        else await sortByName.click();
      };
      await sortBy('name');
      await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
      await sortBy('-name');
      await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
      const expected = ['C', 'B', 'A'].map((letter) => `${prefix} ${letter}`);
      const order = async () =>
        (await names.allTextContents()).map((row) => expected.find((name) => row.includes(name)));
      await expect.poll(order).toEqual(expected);
      await expect(page).toHaveURL(/sort=-name/);
      await expect(page).toHaveURL(/published=true/);

      await page.reload();
      await expect(
        page.getByRole('searchbox', { name: text('dashboard_studio', language, 'list.search') }),
      ).toHaveValue(prefix);
      await expect(
        page.getByLabel(text('dashboard_studio', language, 'list.published'), { exact: true }),
      ).toHaveValue('true');
      await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
      await expect.poll(order).toEqual(expected);
      if (phone) {
        // Cards: no sideways scrolling, each row's actions in reach.
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(PHONE.width);
        const edit = page.getByRole('link', {
          name: text('dashboard_studio', language, 'list.editLabel').replace('{{name}}', expected[0] ?? ''),
        });
        // Reached by scrolling down only: once there, the whole button is on screen.
        await edit.scrollIntoViewIfNeeded();
        await expect(edit).toBeInViewport({ ratio: 1 });
        const box = await edit.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      }
      await expectNoAxeViolations(page);

      await page.getByRole('checkbox', { name: workplace(language, 'bulk.selectPage') }).check();
      await expect(page.getByText(workplace(language, 'bulk.selected', { count: 3 }))).toBeVisible();
      await page.getByRole('button', { name: workplace(language, 'bulk.unpublish') }).click();
      const confirm = page.getByRole('alertdialog');
      // The dialog says what it does, on its button too.
      await expect(confirm).toContainText(workplace(language, 'bulk.confirm.unpublish').split('(')[0] ?? '');
      await confirm
        .getByRole('button', { name: workplace(language, 'bulk.action.unpublish', { count: 3 }) })
        .click();
      await expect(page.getByTestId('toasts')).toContainText(
        workplace(language, 'bulk.done.unpublish', { count: 3 }),
      );
      // Filtered to published ones: the three are gone from the list.
      await expect(names).toHaveCount(0);

      const visitor = await visitorPage(browser);
      for (const id of ids) {
        await visitor.goto(`/veterinary/pet/${id}?lng=en`);
        await expect(
          visitor.getByRole('heading', { level: 1, name: 'This product could not be found.' }),
        ).toBeVisible();
      }
      await visitor.context().close();
    });
  });
}
