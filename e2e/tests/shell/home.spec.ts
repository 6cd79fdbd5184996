import { adminLogin, expect, expectNoAxeViolations, SHELL_URL, test, WRITE_HEADERS } from '../fixtures';
import { addPartnerLogo, expectVisitorCounter, openIn, scrollThrough } from './helpers';

const HEADLINE = `E2E shell headline ${Date.now()}`;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await adminLogin(request);
  const headline = await request.post(`${SHELL_URL}/api/headline/create`, {
    data: { headline1: HEADLINE },
    headers: WRITE_HEADERS,
  });
  expect(headline.ok(), await headline.text()).toBe(true);
  await addPartnerLogo(request);
  await request.dispose();
});

const TEXTS = {
  en: {
    welcomeTo: 'Welcome to',
    formerly: 'Formerly Known as',
    knowMore: 'Know More',
    affiliations: 'Affiliations',
    welcome: 'Welcome to a healthier tomorrow',
    blocks: ['Human probiotics and nutraceuticals', 'Animal feed supplements', 'Agriculture products'],
    yeppuen: 'Yeppuen care',
    ayush: 'Ayush products',
    touch: 'Get in touch',
    enroll: 'Enroll now',
    review: 'Write a review',
    reviews: 'What our customers say',
    reviewer: 'Anita Sharma, Bengaluru',
    facts: '21 November 2014',
    offices: ['India – Head Office', 'Zimbabwe Office', 'Korea Office'],
    rights: 'All rights reserved',
    logoAlt: 'e2e partner logo',
    cards: 'Our products around the world',
    card: 'NanoCal D3 Capsules',
    rating: 'Rated 5 out of 5',
  },
  ar: {
    welcomeTo: 'مرحبًا بكم في',
    formerly: 'المعروفة سابقًا باسم',
    knowMore: 'اعرف المزيد',
    affiliations: 'الانتماءات',
    welcome: 'مرحبًا بكم في غدٍ أكثر صحة',
    blocks: ['البروبيوتيك والمغذيات الدوائية للإنسان', 'مكملات الأعلاف الحيوانية', 'المنتجات الزراعية'],
    yeppuen: 'عناية يبوين',
    ayush: 'منتجات أيوش',
    touch: 'تواصل معنا',
    enroll: 'سجّل الآن',
    review: 'اكتب تقييمًا',
    reviews: 'ماذا يقول عملاؤنا',
    reviewer: 'أنيتا شارما، بنغالورو',
    facts: '2014',
    offices: ['الهند – المكتب الرئيسي', 'مكتب زيمبابوي', 'مكتب كوريا'],
    rights: 'جميع الحقوق محفوظة',
    logoAlt: 'شعار e2e partner',
    cards: 'منتجاتنا حول العالم',
    card: 'كبسولات نانوكال د3',
    rating: 'التقييم 5 من 5',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`home page (${lang}): banner, API headline and logo, blocks, product cards, reviews, footer, counter`, async ({
    page,
    consoleErrors,
  }) => {
    const text = TEXTS[lang];
    await openIn(page, '/', lang);
    const banner = page.getByRole('region', { name: new RegExp(text.welcomeTo) });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text.welcomeTo);
    await expect(banner.getByText(text.formerly)).toBeVisible();
    await expect(banner.getByText('Surya Nanopharma')).toBeVisible();
    await expect(banner.getByRole('link', { name: text.knowMore })).toHaveAttribute('href', '/human/about');
    await expect(page.getByRole('heading', { name: text.affiliations })).toBeVisible();
    const logo = page.getByTestId('partner-logos').getByRole('img', { name: text.logoAlt });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('src', /\/api\/uploads\//);

    const ticker = page.getByTestId('headline-ticker');
    await expect(ticker.getByRole('listitem').filter({ hasText: HEADLINE }).first()).toBeAttached();
    const pause = ticker.getByRole('button');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');

    await expect(page.getByRole('heading', { name: text.welcome })).toBeVisible();
    await expect(page.getByTestId('company-facts')).toContainText(text.facts);
    for (const [index, title] of text.blocks.entries()) {
      const heading = page.getByRole('heading', { name: title, exact: true });
      await expect(heading).toBeVisible();
      const href = ['/human', '/veterinary', '/agriculture'][index];
      await expect(heading.locator('xpath=..').getByRole('link')).toHaveAttribute('href', href ?? '');
    }
    // The seeded home product cards, from GET /api/product-cards in the page's language.
    const cards = page.getByRole('region', { name: text.cards });
    const card = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: text.card }) });
    await expect(card).toBeVisible();
    await expect(card.getByText(text.rating)).toBeAttached();
    await expect(card.getByRole('img')).toHaveCount(0); // decorative image: alt=""
    await expect(card.locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(page.getByTestId('yeppuen-block').getByRole('link')).toHaveAttribute(
      'href',
      '/human/Yeppuen',
    );
    await expect(page.getByRole('heading', { name: text.yeppuen })).toBeVisible();
    await expect(page.getByTestId('ayush-block').getByRole('link')).toHaveAttribute('href', '/human/ayush');
    await expect(page.getByRole('heading', { name: text.ayush })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.touch })).toBeVisible();
    await expect(page.getByRole('link', { name: text.enroll })).toHaveAttribute('href', '/human/contact_us');
    await expect(page.getByRole('link', { name: text.review })).toHaveAttribute('href', '/human/review');
    await expect(page.getByRole('heading', { name: text.reviews })).toBeVisible();
    await expect(page.getByText(text.reviewer)).toBeVisible();

    const offices = page.getByTestId('footer-offices');
    for (const office of text.offices) {
      await expect(offices.getByRole('heading', { name: office })).toBeVisible();
    }
    await expect(offices.getByRole('link', { name: 'info@aurinkolifesciences.com' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(text.rights);
    await expectVisitorCounter(page);

    await scrollThrough(page);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}

test('home page meta: title and description in the current language', async ({ page }) => {
  await openIn(page, '/', 'ar');
  await expect(page).toHaveTitle(/أورينكو/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /أورينكو/);
});

test('the ticker stands still for visitors who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openIn(page, '/', 'en');
  const ticker = page.getByTestId('headline-ticker');
  await expect(ticker.getByText(HEADLINE).first()).toBeVisible();
  const animation = await ticker
    .locator('ul')
    .first()
    .evaluate((list) => getComputedStyle(list.parentElement as HTMLElement).animationName);
  expect(animation).toBe('none');
});
