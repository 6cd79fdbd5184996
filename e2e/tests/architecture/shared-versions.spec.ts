import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { portOf } from '../../../shared-ui/contract/topology.mjs';
import { expect, test } from '../fixtures';
import { fingerprint, privateDeployment, REPO, rebuildRemote } from './private-stack';

/**
 * Issue 15: each division team ships alone. Sharing rules in shared-ui/build/federation.mjs (decision table in
 * ARCHITECTURE.md): the shared division pages are each remote's own copy; the core is a strict singleton.
 */

type Division = 'human' | 'veterinary';
const divisionArea = (page: Page, division: Division) => page.locator(`[data-division="${division}"]`);
const pagesRelease = (page: Page) => page.getByTestId('division-pages-release');

/** Client-side navigation (no reload): the header's brand link home, then the division's block on the home page. */
async function navigateTo(page: Page, division: Division): Promise<void> {
  await page.getByRole('banner').locator('a[href="/"]').first().click();
  await page.getByRole('main').locator(`a[href="/${division}"]`).first().click();
  await expect(divisionArea(page, division)).toBeVisible();
}

async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

async function sameDocument(page: Page): Promise<boolean | undefined> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);
}

const fallbackTitle = (language: string): string =>
  JSON.parse(readFileSync(path.join(REPO, 'shared-ui/src/locales', language, 'common.json'), 'utf8')).remote
    .unavailableTitle;

test.describe('independent deployment of the shared division pages', () => {
  test('a change in a shared division page shipped by mf-human alone shows on /human whichever division was opened first; /veterinary keeps its own build; the shell is unchanged', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const stack = await privateDeployment('mf-human', 'human', portOf('shell') + 800);
    try {
      const shellBefore = await fingerprint(path.join(REPO, 'shell', 'dist'));
      // The human team's build of the shared division pages (DivisionHome renders this stamp); the veterinary
      // remote keeps the stack's build, made without it.
      const stamp = `Human division pages ${Date.now()}`;
      const newBuild = await rebuildRemote('mf-human', '', { PUBLIC_DIVISION_PAGES_RELEASE: stamp });
      stack.remoteServer()?.setRoot(newBuild);

      // /human opened first, then /veterinary in the same tab.
      await page.goto(`${stack.shellUrl}/human`);
      await expect(pagesRelease(page)).toHaveText(stamp);
      await markDocument(page);
      await navigateTo(page, 'veterinary');
      await expect(divisionArea(page, 'veterinary').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(pagesRelease(page)).toHaveCount(0);
      expect(await sameDocument(page)).toBe(true);

      // /veterinary opened first, then /human in the same tab: still the human team's build of the pages.
      await page.goto(`${stack.shellUrl}/veterinary`);
      await expect(divisionArea(page, 'veterinary').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(pagesRelease(page)).toHaveCount(0);
      await markDocument(page);
      // The division pages' texts come from the human build too: the namespaces the veterinary build loaded are
      // reloaded from the human remote's own chunks (a text the human team changed shows as well).
      const humanOrigin = new URL(stack.shellUrl).origin.replace(
        /:(\d+)$/,
        (_, port) => `:${Number(port) + 1}`,
      );
      const humanTexts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(`${humanOrigin}/static/js/`)) humanTexts.push(response.text());
      });
      await navigateTo(page, 'human');
      await expect(pagesRelease(page)).toHaveText(stamp);
      expect((await Promise.all(humanTexts)).some((body) => body.includes('"divisions":{'))).toBe(true);
      // …and back on /veterinary, its own build again.
      await navigateTo(page, 'veterinary');
      await expect(divisionArea(page, 'veterinary').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(pagesRelease(page)).toHaveCount(0);
      expect(await sameDocument(page)).toBe(true);

      expect(await fingerprint(path.join(REPO, 'shell', 'dist'))).toEqual(shellBefore);
    } finally {
      await stack.close();
    }
  });
});

test.describe('a remote built against an incompatible shared core', () => {
  test('is refused loudly: the fallback with retry, an error naming both versions, and the rest of the site works', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const coreVersion = JSON.parse(readFileSync(path.join(REPO, 'shared-ui/package.json'), 'utf8')).version;
    const major = Number(coreVersion.split('.')[0]);
    const stack = await privateDeployment('mf-veterinary', 'veterinary', portOf('shell') + 900);
    try {
      // The veterinary team builds against the next major version of the shared core.
      const incompatible = await rebuildRemote('mf-veterinary', '', {
        SHARED_VERSION_OVERRIDE: `@aurinko/shared-ui@${major + 1}.0.0`,
      });
      stack.remoteServer()?.setRoot(incompatible);

      await page.goto(`${stack.shellUrl}/veterinary`);
      const fallback = page.getByTestId('remote-unavailable');
      await expect(fallback).toBeVisible();
      await expect(fallback).toContainText(fallbackTitle('en'));
      await expect(fallback.getByRole('button')).toBeEnabled();
      await expect(divisionArea(page, 'veterinary')).toHaveCount(0);
      // The console names the package, the version on the page and the version the remote needs.
      await expect
        .poll(() =>
          consoleErrors.filter(
            (e) =>
              e.includes('@aurinko/shared-ui') &&
              e.includes(`Version ${coreVersion}`) &&
              e.includes(`^${major + 1}.0.0`) &&
              e.includes('veterinary'),
          ),
        )
        .not.toEqual([]);

      // The rest of the site works: header, language switch (the fallback follows it), another division.
      await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByTestId('language-select').selectOption('fr');
      await expect(fallback).toContainText(fallbackTitle('fr'));
      await page.getByTestId('language-select').selectOption('en');
      await markDocument(page);
      await navigateTo(page, 'human');
      await expect(divisionArea(page, 'human').getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByTestId('language-select').selectOption('es');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await page.getByTestId('language-select').selectOption('en');

      // Still refused when visited again in the same tab.
      await page.getByRole('banner').locator('a[href="/"]').first().click();
      await page.getByRole('main').locator('a[href="/veterinary"]').first().click();
      await expect(fallback).toBeVisible();
      expect(await sameDocument(page)).toBe(true);
      // Once the team redeploys a compatible build, retry loads it (a refused remote's retry reloads the page:
      // its code already ran in this one).
      stack.remoteServer()?.setRoot(path.join(REPO, 'mf-veterinary', 'dist'));
      await fallback.getByRole('button').click();
      await expect(divisionArea(page, 'veterinary').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(fallback).toHaveCount(0);
      await expect(page).toHaveURL(`${stack.shellUrl}/veterinary`);
    } finally {
      await stack.close();
    }
  });
});
