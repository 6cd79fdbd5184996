import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { type FakeApi, installFakeApi } from '../../testing/fake-api';
import { setUpEnglish } from '../../testing/i18n';
import { renderDashboard } from '../../testing/render-dashboard';

let api: FakeApi;

vi.setConfig({ testTimeout: 15_000 });

beforeAll(async () => {
  await setUpEnglish();
  await import('./StatusPage');
}, 30_000);

const shared = (name: string, version: string) => ({ name, version, singleton: true, requiredVersion: null });
const build = (app: string, commit: string) => ({
  app,
  version: '1.4.0',
  commit,
  builtAt: '2026-11-23T09:15:00.000Z',
});

beforeEach(() => {
  api = installFakeApi();
  // The shell's remote map: human on its own host (paths tell the fake's origins apart), veterinary answering 503,
  // agriculture not answering at all.
  api.on('GET', '/remotes.json', {
    body: {
      remotes: {
        human: { manifest: 'https://human.example/h/mf-manifest.json', route: '/human' },
        veterinary: { manifest: 'https://vet.example/v/mf-manifest.json', route: '/veterinary' },
        agriculture: { manifest: 'https://agri.example/a/mf-manifest.json', route: '/agriculture' },
      },
    },
  });
  api.on('GET', '/version.json', { body: build('shell', 'shell01') });
  api.on('GET', '/h/mf-manifest.json', {
    body: {
      name: 'human',
      shared: [shared('react', '19.3.1'), shared('@aurinko/division-pages', '0.2.0')],
    },
  });
  api.on('GET', '/h/version.json', {
    body: { ...build('mf-human', 'human01'), bundles: { '@aurinko/division-pages': '1.0.0' } },
  });
  api.on('GET', '/v/mf-manifest.json', { status: 503, body: {} });
  api.on('GET', '/v/version.json', { status: 503, body: {} });
  api.on('GET', '/a/:file', () => {
    throw new TypeError('Failed to fetch');
  });
  api.on('GET', 'health', {
    body: {
      status: 'ok',
      version: '0.9.0',
      commit: 'api0001',
      database: { type: 'mysql', up: true },
      storage: { driver: 's3', up: true },
    },
  });
  // The federation runtime's share scope in this tab: the shell's react, taken by the shell and the human remote.
  vi.stubGlobal('__FEDERATION__', {
    __SHARE__: {
      shell: {
        default: {
          react: { '19.3.1': { version: '19.3.1', from: 'shell', useIn: ['shell', 'human'], loaded: true } },
        },
      },
    },
  });
});

const section = (name: string) => screen.getByRole('region', { name });
const fact = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the release status page', () => {
  it('shows each front end’s build, answer and shared packages, and the API’s health', async () => {
    renderDashboard(api, '/dashboard/status');
    expect(await screen.findByRole('heading', { level: 1, name: 'Release status' })).toBeTruthy();
    const human = await screen.findByRole('region', { name: 'Human remote' });
    expect(fact(human, 'Commit')).toBe('human01');
    expect(fact(human, 'Version')).toBe('1.4.0');
    expect(fact(human, 'Answers now')).toMatch(/^Up in \d+ ms$/);
    expect(fact(human, 'Manifest URL')).toBe('https://human.example/h/mf-manifest.json');
    // What its build carries in its own bundle (not shared): the division pages, by version.
    expect(fact(human, 'Packages built in')).toBe('@aurinko/division-pages 1.0.0');
    // Provides (its manifest) and in use (the share scope): react from the shell; its own division pages not loaded.
    const table = within(human).getByRole('table', { name: 'Shared packages of Human remote' });
    expect(within(table).getByRole('row', { name: /^react / }).textContent).toBe(
      'react19.3.119.3.1 (from Shell (the site))',
    );
    expect(within(table).getByRole('row', { name: /^@aurinko\/division-pages / }).textContent).toBe(
      '@aurinko/division-pages0.2.0Not loaded in this tab',
    );
    // The shell, a runtime host without a manifest: its build information, and the copies it registered.
    const shell = section('Shell (the site)');
    expect(fact(shell, 'Commit')).toBe('shell01');
    expect(fact(shell, 'Answers now')).toMatch(/^Up in \d+ ms$/);
    expect(fact(shell, 'Build information URL')).toBe(`${window.location.origin}/version.json`);
    expect(within(shell).queryByText('Manifest URL')).toBeNull();
    expect(within(shell).queryByText('Packages built in')).toBeNull();
    const shellRow = within(shell).getByRole('row', { name: /^react / });
    expect(shellRow.textContent).toBe('react19.3.119.3.1 (its own copy)');

    expect(fact(section('Veterinary remote'), 'Answers now')).toBe('Down (HTTP 503)');
    expect(fact(section('Veterinary remote'), 'Commit')).toBe('Unknown');
    expect(fact(section('Agriculture remote'), 'Answers now')).toBe('Down (no answer)');

    const apiRegion = section('API');
    expect(fact(apiRegion, 'Version')).toBe('0.9.0');
    expect(fact(apiRegion, 'Commit')).toBe('api0001');
    expect(fact(apiRegion, 'Database (mysql)')).toBe('Up');
    expect(fact(apiRegion, 'File storage (s3)')).toBe('Up');
    expect(await axeViolations()).toEqual([]);
  });

  it('reads everything again on Refresh, uncached: a redeployed build shows', async () => {
    renderDashboard(api, '/dashboard/status');
    const human = await screen.findByRole('region', { name: 'Human remote' });
    expect(fact(human, 'Commit')).toBe('human01');
    api.on('GET', '/h/version.json', { body: build('mf-human', 'human02') });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/^Checked again at /)).toBeTruthy();
    expect(fact(section('Human remote'), 'Commit')).toBe('human02');
    expect(api.seen('GET', /^\/remotes\.json$/)).toHaveLength(2);
    const probes = api.seen('GET', /(mf-manifest|version)\.json$/);
    // Each time: the shell's version.json, and each remote's manifest and version.json.
    expect(probes.length).toBeGreaterThanOrEqual(14);
    expect(probes.map((request) => request.cache)).toEqual(probes.map(() => 'no-store'));
  });

  it('says when the API answers 503 (database or storage down)', async () => {
    api.on('GET', 'health', {
      status: 503,
      // What the API sends with its 503: the same health body, `status: 'error'`.
      body: {
        status: 'error',
        version: '1.0.0',
        commit: 'unknown',
        database: { type: 'sqlite', up: false },
        storage: { driver: 'local', up: true },
      },
    });
    renderDashboard(api, '/dashboard/status');
    const apiRegion = await screen.findByRole('region', { name: 'API' });
    expect(apiRegion.textContent).toContain('The API answers 503: its database or file storage is down.');
  });

  it('is for admins only: a viewer is told so and nothing is fetched', async () => {
    renderDashboard(api, '/dashboard/status', { role: 'viewer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'For admins only' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'API' })).toBeNull();
    expect(api.seen('GET', /(mf-manifest|version)\.json$/)).toHaveLength(0);
  });
});
