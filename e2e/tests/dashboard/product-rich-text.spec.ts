import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import { signInAsAdmin, unique } from './dashboard-helpers';

// Issue 33, rich text beyond blog sections: a product's Details written in the studio's one editor with a link and a
// list — and a <script> typed and pasted into it — render the same on the server-rendered product page and after the
// app takes over; no script from the product ever runs. In English and in Arabic (the dashboard and the page).
test.slow();

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
type Json = { [key: string]: Json } & string;
function studio(language: string, key: string): string {
  const file = path.join(REPO, `mf-dashboard/src/locales/${language}/dashboard_studio.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as Json;
  const value = key.split('.').reduce<Json | undefined>((node, part) => node?.[part], json);
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${file}`);
  return value;
}

const PASTED =
  '<p>Pasted from a document <script>window.__ranScript = "pasted"</script>' +
  '<img src="x" onerror="window.__ranScript = \'img\'"><span onclick="window.__ranScript = 1">here</span></p>';

/** Pastes HTML into the focused editor as a browser paste does (a ClipboardEvent carrying text/html). */
async function pasteHtml(page: Page, html: string) {
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/html', value);
    data.setData('text/plain', value.replace(/<[^>]+>/g, ''));
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

const ranScript = (page: Page) => page.evaluate(() => (window as { __ranScript?: unknown }).__ranScript);

for (const lng of ['en', 'ar'] as const) {
  test(`a product's Details with a link and a list (${lng}): the same on the server and in the browser; a pasted <script> never runs`, async ({
    page,
    browser,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const words =
      lng === 'ar'
        ? { intro: 'أعطِ الجل مرة يوميا. انظر', items: ['قطط', 'كلاب'] }
        : { intro: 'Give the gel once a day. See', items: ['Cats', 'Dogs'] };
    const name = unique(`Rich details gel ${lng}`);

    await signInAsAdmin(page);
    await page.goto(`/dashboard/Pet?lng=${lng}`);
    await page.getByRole('textbox', { name: studio(lng, 'fields.name'), exact: true }).fill(name);
    if (lng === 'ar') {
      const arabic = page.getByRole('tab', { name: /العربية/ });
      await arabic.click();
      await expect(arabic).toHaveAttribute('aria-selected', 'true');
    }
    const editor = page.getByRole('textbox', { name: studio(lng, 'fields.details'), exact: true });
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    await expect(editor).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    await expect(editor).toHaveAttribute('lang', lng);
    const details = page.locator('.field').filter({ has: editor });
    const tool = (key: string) =>
      details.getByRole('button', { name: studio(lng, `richText.${key}`), exact: true });

    // A paragraph with an external link.
    await editor.click();
    await page.keyboard.type(`${words.intro} `);
    await tool('link').click();
    const address = details.getByRole('textbox', { name: studio(lng, 'richText.linkAddress') });
    await address.fill('https://www.who.int/');
    await address.press('Enter');
    await expect(editor.locator('a[href="https://www.who.int/"]')).toBeVisible();
    // The caret is back in the text as the link form closes (keys pressed then are never lost).
    await expect(editor).toBeFocused();
    // A script typed as text stays text.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('<script>window.__ranScript = "typed"</script>');
    // A bulleted list.
    await page.keyboard.press('Enter');
    await tool('bulletList').click();
    await page.keyboard.type(words.items[0] ?? '');
    await page.keyboard.press('Enter');
    await page.keyboard.type(words.items[1] ?? '');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // Pasted HTML with a script, an image with onerror and a span with onclick: only the text arrives.
    await pasteHtml(page, PASTED);
    await expect(editor).toContainText('Pasted from a document');
    await expect(editor.locator('script, img, [onclick]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(await ranScript(page)).toBeUndefined();

    await page.getByRole('button', { name: studio(lng, 'drafts.publish'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/product_details\/\d+/);
    const id = /product_details\/(\d+)/.exec(page.url())?.[1] ?? '';

    // The page as the server sends it (no script at all), then as the app renders it.
    const publicAddress = `/veterinary/pet/${id}?lng=${lng}`;
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const serverPage = await bare.newPage();
    await serverPage.goto(publicAddress);
    const serverBody = serverPage.getByTestId('rich-text').first();
    await expect(serverBody).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    await expect(serverBody).toHaveAttribute('lang', lng);
    const serverHtml = await serverBody.innerHTML();
    await bare.close();
    expect(serverHtml).toContain('<a href="https://www.who.int/" rel="noopener noreferrer">');
    expect(serverHtml).toContain(
      `<ul><li><p>${words.items[0]}</p></li><li><p>${words.items[1]}</p></li></ul>`,
    );
    expect(serverHtml).toContain('&lt;script&gt;window.__ranScript = "typed"&lt;/script&gt;');
    expect(serverHtml).not.toMatch(/<script|<img|onerror|onclick/);

    // Hydrated: the server's HTML is kept as it is.
    await page.goto(publicAddress);
    const hydrated = page.getByTestId('rich-text').first();
    await expect(hydrated.getByRole('list')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await hydrated.innerHTML()).toBe(serverHtml);
    await expect(hydrated.getByRole('link', { name: 'https://www.who.int/' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expectNoAxeViolations(page);

    // Rendered by the app alone: from the range's list, a client-side navigation to the product, on the list's page
    // that holds it (other tests add products to the range too; 12 a page: LIST_PAGE_SIZE, shared-ui page-reads.ts).
    const { items } = (await (
      await page.request.get('/api/products?group=Pet&page=1&pageSize=50')
    ).json()) as {
      items: Array<{ _id: string | number }>;
    };
    const position = items.findIndex((item) => String(item._id) === id);
    expect(position, 'the new product is in its range').toBeGreaterThanOrEqual(0);
    await page.goto(`/veterinary/pet?lng=${lng}&page=${Math.floor(position / 12) + 1}`);
    await page.evaluate(() => {
      (window as { __samePage?: boolean }).__samePage = true;
    });
    await page.locator(`a[href^="/veterinary/pet/${id}"]`).first().click();
    await expect(page.getByTestId('rich-text').first().getByRole('list')).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await page.getByTestId('rich-text').first().innerHTML()).toBe(serverHtml);

    expect(await ranScript(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
}
