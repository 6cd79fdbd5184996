import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, expectNoAxeViolations, test, WRITE_HEADERS } from '../fixtures';
import { signInAsAdmin, unique } from './dashboard-helpers';

// Issue 33, rich text in an event's description: an admin writes a bulleted list and an external link in the studio's
// one editor and publishes; the news page shows the list and the link (rel="noopener noreferrer") in the HTML the
// server sends and the same after the app takes over. In English and in Arabic (the dashboard, the text and the page).
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

for (const lng of ['en', 'ar'] as const) {
  test(`an event's description with a list and a link (${lng}): on the server-rendered news page and after hydration`, async ({
    page,
    browser,
  }) => {
    const words =
      lng === 'ar'
        ? {
            title: unique('يوم الحقل'),
            place: 'بيون، الهند',
            intro: 'البرنامج على',
            items: ['أحذية', 'دفتر'],
          }
        : {
            title: unique('Field day'),
            place: 'Pune, India',
            intro: 'The programme is on',
            items: ['Boots', 'Notebook'],
          };
    // The English title (required in every form): the page's title in English.
    const english = lng === 'en' ? words.title : unique('Field day');
    const href = 'https://www.fao.org/home/en';
    const textbox = (key: string) => page.getByRole('textbox', { name: studio(lng, key), exact: true });

    await signInAsAdmin(page);
    await page.goto(`/dashboard/Event/new?lng=${lng}`);
    // Before the newest events other tests add (a studio test wants its 2031 event first on /news), within the 50.
    await page.getByLabel(studio(lng, 'fields.date')).fill('2030-06-15');
    await textbox('fields.title').fill(english);
    await textbox('fields.place').fill('Pune, India');
    if (lng === 'ar') {
      // English is required: a one-line description, then the Arabic text in its own tab.
      const editor = textbox('fields.description');
      await editor.click();
      await page.keyboard.type('A field day.');
      const arabic = page.getByRole('tab', { name: /العربية/ });
      await arabic.click();
      await expect(arabic).toHaveAttribute('aria-selected', 'true');
      await textbox('fields.title').fill(words.title);
      await textbox('fields.place').fill(words.place);
    }
    const editor = textbox('fields.description');
    await expect(editor).toHaveAttribute('contenteditable', 'true');
    await expect(editor).toHaveAttribute('lang', lng);
    await expect(editor).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    const field = page.locator('.field').filter({ has: editor });
    const tool = (key: string) =>
      field.getByRole('button', { name: studio(lng, `richText.${key}`), exact: true });

    // A paragraph ending with an external link, then a bulleted list.
    await editor.click();
    await page.keyboard.type(`${words.intro} `);
    await tool('link').click();
    const address = field.getByRole('textbox', { name: studio(lng, 'richText.linkAddress') });
    await address.fill(href);
    await address.press('Enter');
    await expect(editor.locator(`a[href="${href}"]`)).toBeVisible();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await tool('bulletList').click();
    await page.keyboard.type(words.items[0] ?? '');
    await page.keyboard.press('Enter');
    await page.keyboard.type(words.items[1] ?? '');
    await expect(editor.locator('ul > li')).toHaveCount(2);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: studio(lng, 'drafts.publish'), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/Event\/\d+/);
    const id = /Event\/(\d+)/.exec(page.url())?.[1] ?? '';
    try {
      // The news page as the server sends it, without any script.
      const publicAddress = `/news?lng=${lng}`;
      const bare = await browser.newContext({ javaScriptEnabled: false });
      const serverPage = await bare.newPage();
      await serverPage.goto(publicAddress);
      const serverEvent = serverPage.getByTestId('event').filter({ hasText: words.title });
      const serverBody = serverEvent.getByTestId('rich-text');
      await expect(serverBody).toHaveAttribute('lang', lng);
      await expect(serverBody).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
      const serverHtml = await serverBody.innerHTML();
      await bare.close();
      expect(serverHtml).toContain(
        `<p>${words.intro} <a href="${href}" rel="noopener noreferrer">${href}</a></p>` +
          `<ul><li><p>${words.items[0]}</p></li><li><p>${words.items[1]}</p></li></ul>`,
      );
      expect(serverHtml).not.toMatch(/<script|\son\w+=/);

      // After the app takes over: the same HTML, the list and the link as a visitor meets them.
      await page.goto(publicAddress);
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
      const body = page.getByTestId('event').filter({ hasText: words.title }).getByTestId('rich-text');
      await expect(body.getByRole('listitem')).toHaveText(words.items);
      await page.waitForLoadState('networkidle');
      expect(await body.innerHTML()).toBe(serverHtml);
      await expect(body.getByRole('link', { name: href })).toHaveAttribute('rel', 'noopener noreferrer');
      await expectNoAxeViolations(page);
    } finally {
      // The news page is shared by the whole suite: the event goes again.
      await page.request.delete(`/api/admin/events/${id}`, { headers: WRITE_HEADERS });
    }
  });
}
