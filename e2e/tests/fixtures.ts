import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { portOf } from '@aurinko/contract/topology';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

/** Credentials of the first admin the test stack creates from the environment. */
export const ADMIN = {
  name: process.env.E2E_ADMIN_NAME ?? 'e2e-admin',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
};

export const DATA_DIR = process.env.E2E_DATA_DIR ?? '';
export const SHELL_URL = `http://localhost:${portOf('shell')}`;
/** Every write to the API carries this header (CSRF defence); the shared client adds it in the browser. */
export const WRITE_HEADERS = { 'X-Requested-With': 'aurinko' };

/**
 * An uploaded image as the public pages show it (shared-ui's ResponsiveImage): an <img> whose src is the upload's
 * JPEG/PNG fallback, in a <picture> whose WebP srcset lists the upload and its narrower variants.
 */
export async function expectUploadedImage(img: Locator, url: string): Promise<void> {
  await expect(img).toHaveAttribute('src', url.replace(/\.webp$/, '.fallback'));
  const srcset = img.locator('xpath=ancestor::picture[1]/source[@type="image/webp"]');
  await expect(srcset).toHaveAttribute(
    'srcset',
    new RegExp(`${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `),
  );
}

/** The <img> showing an uploaded image (ResponsiveImage's fallback src), wherever it is in `scope`. */
export function uploadedImageIn(scope: Page | Locator, url: string): Locator {
  return scope.locator(`img[src="${url.replace(/\.webp$/, '.fallback')}"]`);
}

export function remoteUrl(app: 'mf-human' | 'mf-veterinary' | 'mf-agriculture' | 'mf-dashboard'): string {
  return `http://localhost:${portOf(app)}`;
}

/** Signs the given request context in as the admin (its cookie jar keeps the session). */
export async function adminLogin(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${SHELL_URL}/api/auth/login`, {
    data: { name: ADMIN.name, password: ADMIN.password },
    headers: WRITE_HEADERS,
  });
  expect(response.status(), await response.text()).toBe(200);
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  code?: string;
  createdAt: string;
}

/** The development outbox (no SMTP configured): one JSON object per line. */
export async function readOutbox(): Promise<OutboxMessage[]> {
  const file = path.join(DATA_DIR, 'outbox', 'outbox.jsonl');
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage);
}

/**
 * Pages on which axe is running: axe itself inserts a `<style>` element while it analyses, which the site's CSP
 * rightly refuses; those refusals are the test tool's, not the site's, so the CSP check ignores them.
 */
const axeRunning = new WeakSet<Page>();

/** Zero axe violations (WCAG 2.1 A/AA) on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  axeRunning.add(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
    .finally(async () => {
      // One more round trip, so the console messages axe caused have all arrived before the flag drops.
      await page.evaluate(() => 0).catch(() => undefined);
      axeRunning.delete(page);
    });
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/** Sets the UI language before any page script runs (as a returning visitor's cached choice would). */
export async function useLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
}

interface Fixtures {
  /** Console errors and uncaught page errors seen during the test (filled automatically). */
  consoleErrors: string[];
  /** Every test, automatically: no Content-Security-Policy violation on any page it opened. */
  noCspViolations: undefined;
}

/**
 * A page the server rendered (issue 14) is on screen before the app runs; its buttons and the selector do nothing
 * until the app has taken it over (the site marks <html data-interactive>: SiteLayout, or RemoteArea once a remote has
 * replaced the area its server rendered). A person waits for the page to
 * respond; a test acting within milliseconds must wait for that mark, so every page.goto and reload does.
 */
async function untilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('root')?.dataset.language ||
      document.documentElement.dataset.interactive === 'true',
    undefined,
    { timeout: 20_000 },
  );
}

export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await untilInteractive(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await untilInteractive(page);
        return response;
      };
    }
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // axe's own refused <style> is the test tool's, not the site's (see axeRunning).
      const fromAxe = axeRunning.has(page) && /Content Security Policy/i.test(message.text());
      if (message.type() === 'error' && !fromAxe) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  noCspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text()) && !axeRunning.has(page)) {
          violations.push(message.text());
        }
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.warn(
            `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
          );
        });
      });
      await use(undefined);
      expect(violations, violations.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
});
