import { readFileSync } from 'node:fs';
import path from 'node:path';
import { portOf } from '../../../shared-ui/contract/topology.mjs';
import { ADMIN, expect, expectNoAxeViolations, test, useLanguage, WRITE_HEADERS } from '../fixtures';
import { fingerprint, privateDeployment, REPO, rebuildRemote } from './private-stack';

type Division = 'human' | 'veterinary' | 'agriculture';
const DIVISIONS: Division[] = ['human', 'veterinary', 'agriculture'];

/** The division's name and hero title in a language, as the content files give them. */
function divisionTexts(language: string, division: Division): RegExp {
  const file = path.join(REPO, 'shared-ui/division/locales', language, 'division.json');
  const { name: divisionName, hero } = JSON.parse(readFileSync(file, 'utf8')).divisions[division];
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${literal(divisionName)}|${literal(hero.title)}`);
}

const divisionArea = (page: import('@playwright/test').Page, division: Division) =>
  page.locator(`[data-division="${division}"]`);

test.describe('runtime composition', () => {
  test('each division renders inside the shell by deep link', async ({ page, consoleErrors }) => {
    for (const division of DIVISIONS) {
      await page.goto(`/${division}`);
      await expect(divisionArea(page, division)).toBeVisible();
      await expect(divisionArea(page, division)).toContainText(divisionTexts('en', division));
      // The shell's frame is around it.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByTestId('language-select')).toBeVisible();
    }
    expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
  });

  test("a division's first view comes whole with the HTML: its remote's stylesheet and API answers, each file fetched once, no remote map request", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const count = (url: string) => requests.filter((request) => request === url).length;
    await page.goto('/human/about?lng=ar');
    await expect(divisionArea(page, 'human')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The area's HTML came from the remote's server; its stylesheet is linked in the head, from the remote's origin.
    const stylesheets = await page
      .locator('head link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const remoteOrigin = `http://localhost:${portOf('mf-human')}`;
    expect(
      stylesheets.filter((href) => href.startsWith(`${remoteOrigin}/static/css/`)).length,
    ).toBeGreaterThan(0);
    // The remote then loads in the browser and takes the area over; every file of it and of the shell is fetched
    // once (the linked stylesheet too), the manifest once, and the remote map came with the HTML.
    await expect(page.locator('[data-remote-area]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const files = [...new Set(requests.filter((url) => new URL(url).pathname.startsWith('/static/')))];
    expect(files.filter((url) => url.startsWith(remoteOrigin)).length).toBeGreaterThan(2);
    for (const url of files) expect(count(url), url).toBe(1);
    expect(count(`${remoteOrigin}/mf-manifest.json`)).toBe(1);
    expect(requests.some((url) => url.endsWith('/remotes.json'))).toBe(false);

    // A page whose first screen needs API data has those answers in the page: the browser does not read them again.
    requests.length = 0;
    await page.goto('/veterinary?lng=en');
    await expect(divisionArea(page, 'veterinary')).toBeVisible();
    await expect(page.locator('[data-remote-area]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const data = JSON.parse((await page.locator('#page-data').textContent()) ?? '{}');
    expect(Object.keys(data.reads ?? {})).toContain('banners?division=veterinary&placement=slider');
    expect(
      count(`http://localhost:${portOf('shell')}/api/banners?division=veterinary&placement=slider&lang=en`),
    ).toBe(0);
    await expect(page.getByRole('main').locator('img').first()).toBeVisible();
  });

  test('each division renders inside the shell by clicking its block on the home page', async ({ page }) => {
    for (const division of DIVISIONS) {
      await page.goto('/');
      // The page comes rendered from the server; its links navigate in place once the app has taken it over (the
      // API's headlines appear then). A click before that is an ordinary link: a full page load.
      await expect(page.getByTestId('headline-ticker')).toBeVisible();
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      await page.getByRole('main').locator(`a[href="/${division}"]`).first().click();
      await expect(divisionArea(page, division)).toContainText(divisionTexts('en', division));
      // Client-side navigation: the page was not reloaded.
      expect(
        await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true);
    }
  });

  test('remotes are fetched only when their route is first visited', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      const port = Number(new URL(request.url()).port);
      if (
        [
          portOf('mf-human'),
          portOf('mf-veterinary'),
          portOf('mf-agriculture'),
          portOf('mf-dashboard'),
        ].includes(port)
      ) {
        remoteRequests.push(request.url());
      }
    });
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(remoteRequests).toEqual([]);
    await page.goto('/veterinary');
    await expect(divisionArea(page, 'veterinary')).toBeVisible();
    const ports = new Set(remoteRequests.map((url) => Number(new URL(url).port)));
    expect([...ports]).toEqual([portOf('mf-veterinary')]);
  });

  test('the dashboard remote renders inside the shell for a signed-in admin', async ({ page }) => {
    await page.goto('/AurinkoOne');
    const response = await page.request.post('/api/auth/login', {
      data: { name: ADMIN.name, password: ADMIN.password },
      headers: WRITE_HEADERS,
    });
    expect(response.status()).toBe(200);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    // In its own frame (issue 34): the shell's skip link and main, not the public site's header and footer.
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // Landmarks: the dashboard's header (banner) and its menu (nav) beside the one main, not inside it.
    const banner = page.getByRole('banner');
    await expect(banner).toHaveCount(1);
    await expect(banner.getByRole('link', { name: 'View the site' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.locator('main header, main nav[aria-label="Dashboard"]')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The skip link lands on that main, past the header and the menu.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('each remote also renders standalone on its own port', async ({ page }) => {
    for (const division of DIVISIONS) {
      await page.goto(`http://localhost:${portOf(`mf-${division}`)}/${division}`);
      await expect(divisionArea(page, division)).toContainText(divisionTexts('en', division));
    }
  });
});

test.describe('language', () => {
  test('switching language in the shell changes the text inside a remote without a reload', async ({
    page,
  }) => {
    await page.goto('/agriculture');
    await expect(divisionArea(page, 'agriculture')).toContainText(divisionTexts('en', 'agriculture'));
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.getByTestId('language-select').selectOption('fr');
    await expect(divisionArea(page, 'agriculture')).toContainText(divisionTexts('fr', 'agriculture'));
    await page.getByTestId('language-select').selectOption('ru');
    await expect(divisionArea(page, 'agriculture')).toContainText(divisionTexts('ru', 'agriculture'));
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('?lng=ar renders right to left, in Arabic, inside the remote too', async ({ page }) => {
    await page.goto('/human?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(divisionArea(page, 'human')).toContainText(divisionTexts('ar', 'human'));
  });

  test('the cached choice survives a reload', async ({ page }) => {
    await useLanguage(page, 'ko');
    await page.goto('/veterinary');
    await expect(divisionArea(page, 'veterinary')).toContainText(divisionTexts('ko', 'veterinary'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });
});

test.describe('independent deployment', () => {
  test('a remote redeployed on its own shows its new text; the shell files are byte-for-byte unchanged', async ({
    page,
  }) => {
    // A whole remote build inside the test, possibly beside another spec's rebuild on the second worker.
    test.setTimeout(180_000);
    const stack = await privateDeployment('mf-human', 'human', portOf('shell') + 500);
    try {
      const shellBefore = await fingerprint(path.join(REPO, 'shell', 'dist'));
      await page.goto(`${stack.shellUrl}/human`);
      await expect(divisionArea(page, 'human')).toBeVisible();
      await expect(page.getByTestId('remote-release')).toHaveCount(0);

      const release = `Human team release ${Date.now()}`;
      const newBuild = await rebuildRemote('mf-human', release);
      stack.remoteServer()?.setRoot(newBuild);

      await page.reload();
      await expect(page.getByTestId('remote-release')).toContainText(release);
      expect(await fingerprint(path.join(REPO, 'shell', 'dist'))).toEqual(shellBefore);
    } finally {
      await stack.close();
    }
  });
});

test.describe('a remote that is down', () => {
  // Remotes use the shell's federation runtime (ARCHITECTURE.md); on a page that provides none (a shell deployed
  // before them) a remote cannot start — which must look like a remote that is down, never a blank site.
  test('a remote that finds no federation runtime on the page: the fallback, and the rest works', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, '_FEDERATION_RUNTIME_CORE', {
        get: () => undefined,
        set: () => {},
        configurable: false,
      });
    });
    await page.goto('/?lng=en');
    await page
      .getByRole('link', { name: /agriculture/i })
      .first()
      .click();
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    await expect(page).toHaveURL(/\/agriculture$/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByTestId('language-select').selectOption('fr');
    await expect(page.getByTestId('remote-unavailable')).toContainText('temporairement');
  });

  test('the shell keeps working, shows a translated fallback, and retry loads the remote once it is back', async ({
    page,
  }) => {
    const stack = await privateDeployment('mf-veterinary', 'veterinary', portOf('shell') + 600);
    try {
      await stack.stopRemote();
      await page.goto(`${stack.shellUrl}/veterinary`);
      const fallback = page.getByTestId('remote-unavailable');
      await expect(fallback).toBeVisible();
      await expect(fallback).toContainText('temporarily unavailable');
      // The shell's own parts still work.
      await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByTestId('visitor-counter')).toBeVisible();
      await page.getByTestId('language-select').selectOption('es');
      await expect(fallback).toContainText('temporalmente');
      await page.getByTestId('language-select').selectOption('en');

      // Other remotes are unaffected.
      await page.goto(`${stack.shellUrl}/human`);
      await expect(divisionArea(page, 'human')).toBeVisible();
      await page.goto(`${stack.shellUrl}/veterinary`);
      await expect(page.getByTestId('remote-unavailable')).toBeVisible();

      // Back up: retry loads it without a full reload.
      await stack.startRemote();
      await page.evaluate(() => {
        (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      });
      await page.getByTestId('remote-unavailable').getByRole('button').click();
      await expect(divisionArea(page, 'veterinary')).toBeVisible();
      await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
      expect(
        await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
      ).toBe(true);
    } finally {
      await stack.close();
    }
  });
});
