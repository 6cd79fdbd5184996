import { expect, remoteUrl, test } from '../fixtures';
import { text } from './division-helpers';

// Each division team deploys its remote on its own: the production build serves its pages standalone.
for (const [app, division] of [
  ['mf-human', 'human'],
  ['mf-veterinary', 'veterinary'],
  ['mf-agriculture', 'agriculture'],
] as const) {
  test(`${app} runs standalone on its own port`, async ({ page, consoleErrors }) => {
    await page.goto(`${remoteUrl(app)}/${division}/about`);
    await expect(page.getByRole('heading', { level: 1, name: text('en', 'about:heading') })).toBeVisible();
    await page.goto(`${remoteUrl(app)}/${division}`);
    await expect(
      page.getByRole('heading', { level: 1, name: text('en', `division:divisions.${division}.hero.title`) }),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Division pages' })
      .getByRole('link', { name: 'Contact Us' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
  });
}
