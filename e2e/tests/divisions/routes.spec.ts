import { expect, test, useLanguage } from '../fixtures';
import {
  apiGet,
  DIVISIONS,
  type Division,
  divisionRoutes,
  expectLoaded,
  navigate,
  type Paginated,
  unexpectedConsoleErrors,
  watchFailedRequests,
} from './division-helpers';

// Every route of every division, in English and Arabic: the page heading in that language, content
// loaded, no console errors. One test per division and language keeps the run short.
for (const language of ['en', 'ar'] as const) {
  for (const division of DIVISIONS) {
    test(`${division}: every route renders its content in ${language}`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      await useLanguage(page, language);
      const failed = watchFailedRequests(page);
      const blogs = await apiGet<Paginated<{ slug: string; title: string }>>(
        request,
        `blogs?division=${division}&page=1&pageSize=1&lang=${language}`,
      );
      const routes = divisionRoutes(division as Division, language);
      const post = blogs.items[0];
      if (post) routes.push({ path: `/${division}/blog/${post.slug}`, heading: post.title });

      // The first route by deep link, the others as in-app navigation (fast, and what visitors do).
      await page.goto(`/${division}`);
      for (const route of routes) {
        await navigate(page, route.path);
        await expect(page).toHaveURL(new RegExp(`${route.path}$`));
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
        await expectLoaded(page);
        await expect(page).toHaveTitle(
          new RegExp((route.title ?? route.heading).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
        );
      }
      expect(failed).toEqual([]);
      expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
    });
  }
}
