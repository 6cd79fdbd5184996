import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portOf } from '@aurinko/contract/topology';
import { deploy, rollback } from '@aurinko/web-server/release';
import type { Locator, Page } from '@playwright/test';
import { privateDeployment, REPO, rebuildRemote } from '../architecture/private-stack';
import { expect, expectNoAxeViolations, test, useLanguage } from '../fixtures';
import { createAccount, signInAsAdmin, signInThroughForm } from './dashboard-helpers';

// Issue 15, proof 3: /dashboard/status shows the build of every front end as it is deployed now. On a private shell
// (shell + 700) whose human remote is a private server serving a release folder (release.mjs), the page lists every
// remote with the build it serves; mf-human rebuilt with its own commit and deployed shows that commit after a
// reload, a rollback shows the previous one again, and a stopped remote is listed as down.

const FRONT_ENDS = ['shell', 'human', 'veterinary', 'agriculture', 'dashboard'] as const;
const APP_OF: Record<(typeof FRONT_ENDS)[number], string> = {
  shell: 'shell',
  human: 'mf-human',
  veterinary: 'mf-veterinary',
  agriculture: 'mf-agriculture',
  dashboard: 'mf-dashboard',
};

interface BuildInfo {
  app: string;
  version: string;
  commit: string;
  builtAt: string;
  /** Packages built into the app's own bundle, by version (a division remote: @aurinko/division-pages). */
  bundles?: Record<string, string>;
}

const buildInfoOf = async (dir: string): Promise<BuildInfo> =>
  JSON.parse(await readFile(path.join(dir, 'version.json'), 'utf8'));

const card = (page: Page, name: string): Locator => page.getByTestId(`status-app-${name}`);

async function refresh(page: Page) {
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Checked again at/ })).toBeVisible();
}

test.describe('release status page', () => {
  test('lists every front end with the build it serves; a redeploy, a rollback and a stopped remote show at once', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const stack = await privateDeployment('mf-human', 'human', portOf('shell') + 700);
    try {
      // The private human remote serves a release folder: the stack's build deployed as the first release.
      const releases = await mkdtemp(path.join(tmpdir(), 'aurinko-human-releases-'));
      await deploy({ from: path.join(REPO, 'mf-human', 'dist'), to: releases });
      stack.remoteServer()?.setRoot(path.join(releases, 'site'));

      await signInAsAdmin(page);
      await page.goto(`${stack.shellUrl}/dashboard/status`);
      await expect(page.getByRole('heading', { level: 1, name: 'Release status' })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Dashboard' });
      await expect(nav.getByRole('link', { name: 'Release status' })).toHaveAttribute('aria-current', 'page');

      // Every front end: the version and commit of the build on disk, the manifest URL of the shell's remote map,
      // and an answer now.
      for (const name of FRONT_ENDS) {
        const info = await buildInfoOf(path.join(REPO, APP_OF[name], 'dist'));
        const section = card(page, name);
        await expect(section.getByTestId('status-version'), name).toHaveText(info.version);
        await expect(section.getByTestId('status-commit'), name).toHaveText(info.commit);
        await expect(section.getByTestId('status-answers'), name).toContainText(/^Up in [\d,]+ ms$/);
        // What the build carries in its own bundle, not shared: each division remote its division pages.
        const bundled = Object.entries(info.bundles ?? {}).map(([pkg, version]) => `${pkg} ${version}`);
        if (['human', 'veterinary', 'agriculture'].includes(name))
          expect(Object.keys(info.bundles ?? {}), name).toContain('@aurinko/division-pages');
        if (bundled.length)
          await expect(section.getByTestId('status-bundles'), name).toHaveText(bundled.join(', '));
        else await expect(section.getByTestId('status-bundles'), name).toHaveCount(0);
      }
      await expect(card(page, 'human')).toContainText(
        `http://localhost:${portOf('shell') + 701}/mf-manifest.json`,
      );
      await expect(card(page, 'veterinary')).toContainText(
        `http://localhost:${portOf('mf-veterinary')}/mf-manifest.json`,
      );
      // The shell is a runtime host (no manifest): its build information.
      await expect(card(page, 'shell')).toContainText(`${stack.shellUrl}/version.json`);

      // Shared packages: what the dashboard's build provides (its manifest) and the copy it uses in this tab.
      const dashboardManifest = JSON.parse(
        await readFile(path.join(REPO, 'mf-dashboard', 'dist', 'mf-manifest.json'), 'utf8'),
      );
      const react = dashboardManifest.shared.find((entry: { name: string }) => entry.name === 'react');
      const reactRow = card(page, 'dashboard').getByRole('row', { name: /^react\s/ });
      await expect(reactRow.getByRole('cell').nth(0)).toHaveText(react.version);
      await expect(reactRow.getByRole('cell').nth(1)).toContainText(react.version);
      await expect(reactRow.getByRole('cell').nth(1)).not.toHaveText('Not loaded in this tab');
      // The human remote was not opened in this tab: its copies are not in use here.
      await expect(card(page, 'human').getByRole('row', { name: /^react\s/ })).toContainText(
        'Not loaded in this tab',
      );

      // The API: its version and a healthy database and storage.
      const health = await (await page.request.get('/api/health')).json();
      await expect(page.getByTestId('status-api')).toContainText(health.version);
      await expect(page.getByTestId('status-api')).toContainText(`Database (${health.database.type})Up`);

      // The human team rebuilds with its own commit and deploys it: the status page shows it after a refresh.
      const commit = `e2e${Date.now().toString(36)}`;
      const newBuild = await rebuildRemote('mf-human', `Human release ${commit}`, { GIT_COMMIT: commit });
      await deploy({ from: newBuild, to: releases });
      await refresh(page);
      await expect(card(page, 'human').getByTestId('status-commit')).toHaveText(commit);
      // …and the deployed build is the one the site loads.
      await page.goto(`${stack.shellUrl}/human`);
      await expect(page.getByTestId('remote-release')).toContainText(`Human release ${commit}`);

      // Rolled back without a rebuild: the previous build is live again, and the site loads it.
      await rollback({ to: releases });
      await page.goto(`${stack.shellUrl}/dashboard/status`);
      const previous = await buildInfoOf(path.join(REPO, 'mf-human', 'dist'));
      await expect(card(page, 'human').getByTestId('status-commit')).toHaveText(previous.commit);
      await page.goto(`${stack.shellUrl}/human`);
      await expect(page.locator('[data-division="human"]')).toBeVisible();
      await expect(page.getByTestId('remote-release')).toHaveCount(0);

      // A stopped remote is listed as down; the others still answer.
      await stack.stopRemote();
      await page.goto(`${stack.shellUrl}/dashboard/status`);
      await expect(card(page, 'human').getByTestId('status-answers')).toHaveText('Down (no answer)');
      await expect(card(page, 'human').getByTestId('status-commit')).toHaveText('Unknown');
      await expect(card(page, 'veterinary').getByTestId('status-answers')).toContainText(/^Up in/);
    } finally {
      await stack.close();
    }
  });

  test('reads right to left in Arabic, axe-clean', async ({ page, consoleErrors }) => {
    await useLanguage(page, 'ar');
    await signInAsAdmin(page);
    await page.goto('/dashboard/status');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'حالة الإصدارات' })).toBeVisible();
    for (const name of FRONT_ENDS)
      await expect(card(page, name).getByTestId('status-answers')).toContainText('يعمل');
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('is not shown to an anonymous visitor nor to a viewer', async ({ page, browser }) => {
    await page.goto('/dashboard/status');
    await expect(page).toHaveURL(/\/unauthorized$/);

    await signInAsAdmin(page);
    const viewer = await createAccount(page, 'viewer', 'status-viewer');
    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await signInThroughForm(other, viewer.name, viewer.password);
      await expect(other).toHaveURL(/\/dashboard$/);
      const nav = other.getByRole('navigation', { name: 'Dashboard' });
      await expect(nav.getByRole('link', { name: 'Overview' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Release status' })).toHaveCount(0);
      await other.goto('/dashboard/status');
      await expect(other.getByRole('heading', { level: 1, name: 'For admins only' })).toBeVisible();
      await expect(other.getByText('This screen is for admins only. Your role is viewer.')).toBeVisible();
      await expect(other.getByTestId(/^status-app-/)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
