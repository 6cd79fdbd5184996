import { expect, test } from '../fixtures';

// The site runs with its Content-Security-Policy on (no inline code, no eval); every browser test also fails on
// any CSP violation (fixtures.ts). These check the policy is really there and Module Federation works under it.
test('the shell’s HTML has a strict CSP and a remote still renders under it', async ({ page }) => {
  const response = await page.goto('/human');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).not.toBeEmpty();
});
