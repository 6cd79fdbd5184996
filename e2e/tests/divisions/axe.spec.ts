import { expect, expectNoAxeViolations, test, useLanguage } from '../fixtures';
import { apiGet, expectLoaded, type Paginated } from './division-helpers';

// Zero axe violations (WCAG 2.1 A/AA) on the key division page kinds, in English and Arabic.
for (const language of ['en', 'ar'] as const) {
  test(`division pages have no axe violations in ${language}`, async ({ page, request }) => {
    await useLanguage(page, language);
    const products = await apiGet<Paginated<{ _id: string }>>(
      request,
      'products?group=Livestock&page=1&pageSize=1',
    );
    const blogs = await apiGet<Paginated<{ slug: string }>>(
      request,
      'blogs?division=veterinary&page=1&pageSize=1',
    );
    const product = products.items[0];
    const post = blogs.items[0];
    if (!product || !post) throw new Error('The seed has no livestock product or veterinary blog post');

    for (const path of [
      '/veterinary',
      '/veterinary/livestock',
      `/veterinary/livestock/${product._id}`,
      `/veterinary/blog/${post.slug}`,
      '/veterinary/contact_us',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectLoaded(page);
      await expectNoAxeViolations(page);
    }
  });
}
