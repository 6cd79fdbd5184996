import { existsSync } from 'node:fs';
import path from 'node:path';
import { paragraphsToRichText } from '@aurinko/contract/rich-text';
import type { Page } from '@playwright/test';
import { DATA_DIR, expect, expectNoAxeViolations, expectUploadedImage, test } from '../fixtures';
import { pngFile, signInAsAdmin, unique } from './dashboard-helpers';

// Blog posts and events through the one content studio, end to end: the generic form and list in the dashboard,
// the API's studio routes and storage, and the public pages that show them. Serial: each step builds on the last.
test.describe.configure({ mode: 'serial' });

interface AdminBlog {
  _id: string;
  slug: string;
  title: Record<string, string>;
  sections: Record<string, Array<{ heading: string; body: unknown }>>;
  cover: string | null;
}

interface AdminEvent {
  _id: string;
  title: Record<string, string>;
  date: string;
  images: string[];
}

/** A text field of the form, by its label (dialogs may be labelled by sentences that contain it). */
const text = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
/** Replaces the text of a rich text field (the studio's editor, a contenteditable) by typing, as an editor does. */
async function writeRichText(page: Page, label: string, value: string) {
  const editor = text(page, label);
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
  await expect(editor).toHaveText(value);
}
const section = (page: Page, number: number) =>
  page.getByRole('group', { name: `Section ${number}`, exact: true });

const storedPath = (url: string) => path.join(DATA_DIR, 'uploads', url.replace(/^\/api\/uploads\//, ''));

async function adminRecord<T>(page: Page, resource: string, id: string): Promise<T> {
  const response = await page.request.get(`/api/admin/${resource}/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/** Fills the next new section of the tab shown (paragraphs typed in its rich text editor, Enter between two). */
async function addSection(page: Page, number: number, heading: string, paragraphs: string) {
  await page.getByRole('button', { name: 'Add a section' }).click();
  const group = section(page, number);
  await expect(group.getByRole('textbox', { name: 'Heading' })).toBeFocused();
  await group.getByRole('textbox', { name: 'Heading' }).fill(heading);
  await group.getByRole('textbox', { name: 'Text' }).click();
  for (const [index, paragraph] of paragraphs.split(/\n\n/).entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(paragraph);
  }
}

/** The section headings of the public article, in order. */
const publicHeadings = (page: Page) => page.locator('article h2');

const suffix = unique('x').split(' ').at(-1) ?? '';
const englishTitle = `Calcium for fresh cows ${suffix}`;
const frenchTitle = `Le calcium des vaches fraîches ${suffix}`;
const slug = `calcium-for-fresh-cows-${suffix}`;
let blogId = '';

test.describe('content studio: a blog post', () => {
  test('created with a cover and two sections in English and French, it shows on its public page in French', async ({
    page,
    consoleErrors,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/Blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'New blog post' })).toBeVisible();
    await text(page, 'Title').fill(englishTitle);
    // The address follows the English title until it is edited.
    await expect(text(page, 'Address (slug)')).toHaveValue(slug);
    await page.getByRole('combobox', { name: 'Division' }).selectOption('veterinary');
    await page.getByLabel('Published on').fill('2026-03-14');
    await text(page, 'Excerpt').fill('How to keep blood calcium up after calving.');
    await addSection(
      page,
      1,
      'Why calcium matters',
      'Calcium keeps muscles working.\n\nFresh cows need the most.',
    );
    await addSection(page, 2, 'What to feed', 'A low-calcium diet before calving.');

    const french = page.getByRole('tab', { name: /Français/ });
    await french.click();
    await expect(french).toHaveAttribute('aria-selected', 'true');
    await expect(text(page, 'Title')).toHaveAttribute('lang', 'fr');
    await text(page, 'Title').fill(frenchTitle);
    await expect(french).toContainText('missing: shows English');
    await addSection(page, 1, 'Pourquoi le calcium compte', 'Le calcium fait travailler les muscles.');
    await addSection(page, 2, 'Que donner', 'Une ration pauvre en calcium avant le vêlage.');
    await text(page, 'Excerpt').fill('Garder la calcémie après le vêlage.');
    await expect(french).toContainText('translated');
    await expect(text(page, 'Address (slug)')).toHaveValue(slug);

    await page.getByTestId('file-cover').setInputFiles(pngFile('cover.png', [200, 120, 40]));
    await expect(page.getByText('To upload: cover.png')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/dashboard\/Blogs_view\/\d+\?lang=fr$/);
    blogId = /Blogs_view\/(\d+)/.exec(page.url())?.[1] ?? '';
    await expect(page.getByRole('heading', { level: 1, name: `Edit: ${englishTitle}` })).toBeVisible();
    const record = await adminRecord<AdminBlog>(page, 'blogs', blogId);
    expect(record.slug).toBe(slug);
    expect(record.sections.fr?.map((s) => s.heading)).toEqual(['Pourquoi le calcium compte', 'Que donner']);
    expect(record.sections.en?.[0]?.body).toEqual(
      paragraphsToRichText(['Calcium keeps muscles working.', 'Fresh cows need the most.']),
    );
    expect(record.cover).toMatch(/^\/api\/uploads\/blogs\/.+\.webp$/);
    expect(existsSync(storedPath(record.cover ?? ''))).toBe(true);

    // Public: in French, the French title and sections, the cover; listed on the division's blog.
    await page.goto(`/veterinary/blog/${slug}?lng=fr`);
    await expect(page.getByRole('heading', { level: 1, name: frenchTitle })).toBeVisible();
    await expect(publicHeadings(page)).toHaveText(['Pourquoi le calcium compte', 'Que donner']);
    await expect(page.getByText('Garder la calcémie après le vêlage.')).toBeVisible();
    await expect(page.locator(`picture:has(source[srcset*="${record.cover}"]) img`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/veterinary/blog?lng=fr');
    await expect(page.getByRole('link', { name: frenchTitle })).toBeVisible();
    // Korean has no sections of its own: the English ones, as a whole.
    await page.goto(`/veterinary/blog/${slug}?lng=ko`);
    await expect(publicHeadings(page)).toHaveText(['Why calcium matters', 'What to feed']);
    expect(consoleErrors).toEqual([]);
  });

  test('sections reordered in French show in the new order publicly; an edited title shows too', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto(`/dashboard/Blogs_view/${blogId}?lang=fr`);
    await expect(section(page, 1).getByRole('textbox', { name: 'Heading' })).toHaveValue(
      'Pourquoi le calcium compte',
    );
    await page.getByRole('button', { name: 'Move down: section 1' }).click();
    await expect(section(page, 1).getByRole('textbox', { name: 'Heading' })).toHaveValue('Que donner');
    await expect(page.getByRole('button', { name: 'Move down: section 2' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move up: section 2' })).toBeFocused();
    await page.getByRole('tab', { name: /^English/ }).click();
    await text(page, 'Title').fill(`${englishTitle} explained`);
    // An existing post keeps its address when its title changes.
    await expect(text(page, 'Address (slug)')).toHaveValue(slug);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('toasts')).toContainText(`Published: ${englishTitle} explained`);

    await page.goto(`/veterinary/blog/${slug}?lng=fr`);
    await expect(publicHeadings(page)).toHaveText(['Que donner', 'Pourquoi le calcium compte']);
    await page.goto(`/veterinary/blog/${slug}?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: `${englishTitle} explained` })).toBeVisible();
    await expect(publicHeadings(page)).toHaveText(['Why calcium matters', 'What to feed']);
  });

  test('a duplicate slug is refused with the translated conflict message on the slug field', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/Blogs?lng=fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await text(page, 'Titre').fill(`Another post ${suffix}`);
    await text(page, 'Adresse (slug)').fill(slug);
    await page.getByRole('button', { name: 'Publier' }).click();
    const message = page.getByText('Un autre article utilise déjà cette adresse. Modifiez le slug.');
    await expect(message).toBeVisible();
    await expect(text(page, 'Adresse (slug)')).toHaveAttribute('aria-invalid', 'true');
    await expect(text(page, 'Adresse (slug)')).toBeFocused();
    await expect(page).toHaveURL(/\/dashboard\/Blogs\?lng=fr$/);
    await expectNoAxeViolations(page);
  });

  test('listed in Arabic (axe-clean), then deleted: gone from the public site, its cover kept with it in the bin', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const { cover } = await adminRecord<AdminBlog>(page, 'blogs', blogId);
    await page.goto('/dashboard/Blogs_view?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'مقالات المدونة' })).toBeVisible();
    await expect(page.getByRole('cell', { name: slug })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/dashboard/Blogs_view?lng=en');
    await page.getByRole('button', { name: `Delete ${englishTitle} explained` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('toasts')).toContainText(`Deleted: ${englishTitle} explained`);
    expect((await page.request.get(`/api/blogs/${slug}`)).status()).toBe(404);
    // In the bin with its post (restorable for 30 days): the cover stays stored until the purge.
    expect(existsSync(storedPath(cover ?? ''))).toBe(true);
    await page.goto(`/veterinary/blog/${slug}?lng=en`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This blog post could not be found.' }),
    ).toBeVisible();
  });
});

const eventTitle = unique('Poultry health day');
const arabicTitle = `يوم صحة الدواجن ${suffix}`;
let eventId = '';

test.describe('content studio: an event', () => {
  test('created with images, in English and Arabic, it shows on /news and in the home news area in Arabic', async ({
    page,
    consoleErrors,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/dashboard/Event');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Add an event' }).click();
    await expect(page).toHaveURL(/\/dashboard\/Event\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();

    // Far ahead, so it is the newest: first on /news and on the home page.
    await page.getByLabel('Date').fill('2031-05-20');
    await text(page, 'Title').fill(eventTitle);
    await text(page, 'Place').fill('Namakkal, India');
    await writeRichText(page, 'Description', 'Vaccination and gut health for broiler farms.');
    const arabic = page.getByRole('tab', { name: /العربية/ });
    await arabic.click();
    await expect(arabic).toHaveAttribute('aria-selected', 'true');
    await expect(text(page, 'Title')).toHaveAttribute('lang', 'ar');
    await text(page, 'Title').fill(arabicTitle);
    await text(page, 'Place').fill('ناماكال، الهند');
    await writeRichText(page, 'Description', 'التحصين وصحة الأمعاء في مزارع الدجاج اللاحم.');
    await expect(arabic).toContainText('translated');
    await page
      .getByTestId('file-images')
      .setInputFiles([pngFile('hall.png', [20, 120, 200]), pngFile('stand.png', [200, 60, 60])]);
    await expect(page.getByText('Images: 2 of at most 12')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/dashboard\/Event\/\d+\?lang=ar$/);
    eventId = /Event\/(\d+)/.exec(page.url())?.[1] ?? '';
    const record = await adminRecord<AdminEvent>(page, 'events', eventId);
    expect(record.date).toBe('2031-05-20T00:00:00.000Z');
    expect(record.images).toHaveLength(2);
    for (const url of record.images) expect(existsSync(storedPath(url))).toBe(true);
    await expect(page.getByRole('img', { name: 'Image 2' })).toBeVisible();

    await page.goto('/news?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const news = page.getByRole('region', { name: 'الأخبار والفعاليات' });
    const first = news.getByTestId('event').first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(arabicTitle);
    await expect(first).toContainText('قادمة');
    await expect(first).toContainText('ناماكال، الهند');
    await expectUploadedImage(
      first.getByRole('img', { name: `الصورة 1: ${arabicTitle}` }),
      record.images[0] ?? '',
    );
    await expect(first.getByRole('img', { name: `الصورة 2: ${arabicTitle}` })).toBeVisible();
    // The seeded events of the past are marked as such.
    await expect(news.getByTestId('event').filter({ hasText: 'فعالية سابقة' }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/?lng=ar');
    const home = page.getByRole('region', { name: 'الأخبار والفعاليات' });
    await expect(home.getByTestId('event').first().getByRole('heading', { level: 3 })).toHaveText(
      arabicTitle,
    );
    await expect(home.getByRole('link', { name: 'كل الأخبار والفعاليات' })).toHaveAttribute(
      'href',
      '/news#events',
    );
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('edited (a past date, one image removed): shown as a past event; the Arabic editor is axe-clean', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const before = await adminRecord<AdminEvent>(page, 'events', eventId);
    await page.goto(`/dashboard/Event/${eventId}?lng=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('tablist')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/dashboard/Event/${eventId}?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: `Edit: ${eventTitle}` })).toBeVisible();
    await page.getByLabel('Date').fill('2026-11-01');
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await expect(page.getByText('Will be removed when you save')).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('toasts')).toContainText(`Published: ${eventTitle}`);
    const after = await adminRecord<AdminEvent>(page, 'events', eventId);
    expect(after.date).toBe('2026-11-01T00:00:00.000Z');
    expect(after.images).toEqual([before.images[1]]);
    // An earlier version of the event (its History) still shows the removed image: it stays stored.
    expect(existsSync(storedPath(before.images[0] ?? ''))).toBe(true);
    // The field's pictures ("Image 1"), not the History panel's thumbnails.
    await expect(page.getByRole('img', { name: /^Image \d/ })).toHaveCount(1);

    await page.goto('/news?lng=ar');
    const card = page.getByTestId('event').filter({ has: page.getByRole('heading', { name: arabicTitle }) });
    await expect(card).toContainText('فعالية سابقة');
    await expect(card.getByRole('img')).toHaveCount(1);
  });

  test('deleted from the list: gone from /news, its images kept with it in the bin', async ({ page }) => {
    await signInAsAdmin(page);
    const { images } = await adminRecord<AdminEvent>(page, 'events', eventId);
    await page.goto('/dashboard/Event');
    await page.getByRole('button', { name: `Delete ${eventTitle}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('toasts')).toContainText(`Deleted: ${eventTitle}`);
    // In the bin with the event (restorable for 30 days): its images stay stored until the purge.
    for (const url of images) expect(existsSync(storedPath(url))).toBe(true);
    await page.goto('/news?lng=en');
    await expect(
      page.getByRole('region', { name: 'News and events' }).getByTestId('event').first(),
    ).toBeVisible();
    await expect(page.getByText(eventTitle)).toHaveCount(0);
  });
});
