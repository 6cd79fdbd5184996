import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import { signInAsAdmin, unique } from './dashboard-helpers';

// Issue 33, rich text: a blog post written in the studio's editor with a link, a list and a table — and a <script>
// typed and pasted into it — publishes, and its public page shows the same HTML rendered on the server and by the
// app in the browser; no script from the post ever runs. In English and in Arabic (the dashboard and the page).
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
  '<img src="x" onerror="window.__ranScript = \'img\'"><span style="color:red" onclick="window.__ranScript = 1">here</span></p>';

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
  test(`a blog post with a link, a list and a table (${lng}): the same on the server and in the browser; a pasted <script> never runs`, async ({
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
        ? {
            heading: 'الجرعة حسب الوزن',
            intro: 'أعطِ الكالسيوم ببطء. انظر',
            items: ['كالسيوم', 'مغنيسيوم'],
            cells: ['الوزن', 'الجرعة', '500 كغ', '8 غ'],
          }
        : {
            heading: 'Dose by weight',
            intro: 'Give calcium slowly. See',
            items: ['Calcium', 'Magnesium'],
            cells: ['Weight', 'Dose', '500 kg', '8 g'],
          };
    const englishTitle = unique(`Rich text dosing ${lng}`);

    await signInAsAdmin(page);
    await page.goto(`/dashboard/Blogs?lng=${lng}`);
    const field = (key: string) => page.getByRole('textbox', { name: studio(lng, key), exact: true });
    await field('fields.title').fill(englishTitle);
    await expect(field('fields.slug')).not.toHaveValue('');
    const slug = await field('fields.slug').inputValue();
    await page
      .getByRole('combobox', { name: studio(lng, 'fields.division'), exact: true })
      .selectOption('veterinary');
    if (lng === 'ar') {
      const arabic = page.getByRole('tab', { name: /العربية/ });
      await arabic.click();
      await expect(arabic).toHaveAttribute('aria-selected', 'true');
      await field('fields.title').fill('جرعات الكالسيوم');
    }

    await page.getByRole('button', { name: studio(lng, 'form.sections.add') }).click();
    const section = page.getByRole('group', {
      name: studio(lng, 'form.sections.number').replace('{{number}}', '1'),
    });
    await section.getByRole('textbox', { name: studio(lng, 'form.sections.heading') }).fill(words.heading);
    const editor = section.getByRole('textbox', { name: studio(lng, 'form.sections.body') });
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    await expect(editor).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    const tool = (key: string) =>
      section.getByRole('button', { name: studio(lng, `richText.${key}`), exact: true });

    // A paragraph with an external link.
    await editor.click();
    await page.keyboard.type(`${words.intro} `);
    await tool('link').click();
    const address = section.getByRole('textbox', { name: studio(lng, 'richText.linkAddress') });
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await expect(section.getByText(studio(lng, 'richText.linkInvalid'))).toBeVisible();
    await address.fill('https://www.who.int/');
    await address.press('Enter');
    await expect(editor.locator('a[href="https://www.who.int/"]')).toBeVisible();
    // A script typed as text stays text.
    await page.keyboard.press('Enter');
    await page.keyboard.type('<script>window.__ranScript = "typed"</script>');
    // A bulleted list.
    await page.keyboard.press('Enter');
    await tool('bulletList').click();
    await expect(tool('bulletList')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type(words.items[0] ?? '');
    await page.keyboard.press('Enter');
    await page.keyboard.type(words.items[1] ?? '');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // Pasted HTML with a script, an image with onerror and a styled span: only the text arrives.
    await pasteHtml(page, PASTED);
    await expect(editor).toContainText('Pasted from a document');
    await expect(editor.locator('script, img, [style], [onclick]')).toHaveCount(0);
    // A table: a header row and one row (the editor inserts two rows of two cells).
    await page.keyboard.press('Enter');
    await tool('table').click();
    for (const [index, cell] of words.cells.entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(cell);
    }
    await expect(editor.locator('table th')).toHaveCount(2);
    await expectNoAxeViolations(page);
    expect(await ranScript(page)).toBeUndefined();

    await page.getByRole('button', { name: studio(lng, 'drafts.publish'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/Blogs_view\/\d+/);

    // The page as the server sends it (no script at all), then as the app renders it after a client-side navigation.
    const publicAddress = `/veterinary/blog/${slug}?lng=${lng}`;
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const serverPage = await bare.newPage();
    await serverPage.goto(publicAddress);
    const serverBody = serverPage.getByTestId('rich-text').first();
    await expect(serverBody).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    await expect(serverBody).toHaveAttribute('lang', lng);
    const serverHtml = await serverBody.innerHTML();
    await bare.close();
    expect(serverHtml).toContain(`<a href="https://www.who.int/" rel="noopener noreferrer">`);
    expect(serverHtml).toContain(
      `<ul><li><p>${words.items[0]}</p></li><li><p>${words.items[1]}</p></li></ul>`,
    );
    expect(serverHtml).toContain(`<th scope="col"><p>${words.cells[0]}</p></th>`);
    expect(serverHtml).toContain(`<td><p>${words.cells[3]}</p></td>`);
    expect(serverHtml).toContain('&lt;script&gt;window.__ranScript = "typed"&lt;/script&gt;');
    expect(serverHtml).not.toMatch(/<script|<img|onerror|onclick|style=/);

    // Hydrated: the server's HTML is kept as it is.
    await page.goto(publicAddress);
    const hydrated = page.getByTestId('rich-text').first();
    await expect(page.getByRole('heading', { level: 2, name: words.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await hydrated.innerHTML()).toBe(serverHtml);
    await expect(hydrated.getByRole('link', { name: 'https://www.who.int/' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(hydrated.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);

    // Rendered by the app alone: from the blog list, a client-side navigation to the post.
    await page.goto(`/veterinary/blog?lng=${lng}`);
    await page.evaluate(() => {
      (window as { __samePage?: boolean }).__samePage = true;
    });
    await page
      .getByRole('link', { name: lng === 'ar' ? 'جرعات الكالسيوم' : englishTitle })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 2, name: words.heading })).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(await page.getByTestId('rich-text').first().innerHTML()).toBe(serverHtml);

    expect(await ranScript(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
}
