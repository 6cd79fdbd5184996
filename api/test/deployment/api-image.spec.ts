import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { healthy } from '../../src/cli/healthcheck.js';
import { FONT_FILES, fontPath } from '../../src/content/datasheet/datasheet-pdf.js';

// The API's image (api/Dockerfile) without a Docker daemon: what it installs and copies, checked against the code.
const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dockerfile = readFileSync(path.join(api, 'Dockerfile'), 'utf8');
const pkg = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8'));

describe('the API image', () => {
  it('ships the built code only (pnpm deploy --prod of the package files: dist)', () => {
    expect(pkg.files).toEqual(['dist']);
    expect(dockerfile).toMatch(/pnpm --filter @aurinko\/api deploy --prod --offline \/out/);
    expect(dockerfile).toMatch(/^WORKDIR \/srv\/api$/m);
    expect(dockerfile).toMatch(/^COPY --from=build \/out \.\/$/m);
    expect(dockerfile).toMatch(/^CMD \["node", "dist\/main\.js"\]$/m);
  });

  it('copies the six data-sheet fonts, not the font packages (development packages), and names their folder', () => {
    for (const name of Object.keys(pkg.dependencies)) expect(name).not.toMatch(/font/);
    const fontPackages = new Set(
      Object.values(FONT_FILES).map((file) => file.split('/').slice(0, 2).join('/')),
    );
    for (const name of fontPackages) expect(Object.keys(pkg.devDependencies)).toContain(name);
    // The cp of the build stage, from api/node_modules/@expo-google-fonts into /out/fonts (= /srv/api/fonts).
    const copy = /cd api\/node_modules\/@expo-google-fonts \\\n && cp ([\s\S]*?) \/out\/fonts\/\n/.exec(
      dockerfile,
    );
    expect(copy).not.toBeNull();
    const copied = (copy?.[1] ?? '').split(/\s+|\\/).filter((word) => word.endsWith('.ttf'));
    expect(copied.map((file) => `@expo-google-fonts/${file}`).sort()).toEqual(
      Object.values(FONT_FILES).sort(),
    );
    expect(dockerfile).toMatch(/^ENV .*DATASHEET_FONTS_DIR=\/srv\/api\/fonts/m);
  });

  it('reads the fonts from DATASHEET_FONTS_DIR when set, else from the packages', () => {
    for (const name of Object.keys(FONT_FILES) as Array<keyof typeof FONT_FILES>) {
      expect(fontPath(name, { DATASHEET_FONTS_DIR: '/srv/api/fonts' })).toBe(
        `/srv/api/fonts/${path.basename(FONT_FILES[name])}`,
      );
      const file = fontPath(name, {});
      expect(existsSync(file)).toBe(true);
      expect(file.endsWith(path.basename(FONT_FILES[name]))).toBe(true);
    }
  });

  it('has a HEALTHCHECK that is built from src/cli/healthcheck.ts', () => {
    expect(dockerfile).toMatch(/^HEALTHCHECK .*CMD \["node", "dist\/cli\/healthcheck\.js"\]$/m);
    expect(existsSync(path.join(api, 'src/cli/healthcheck.ts'))).toBe(true);
  });
});

describe('the HEALTHCHECK (src/cli/healthcheck.ts)', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((done) => s.close(done)))));
  async function serve(answers: Record<string, number>) {
    const server = createServer((req, res) => res.writeHead(answers[req.url ?? ''] ?? 404).end());
    servers.push(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('is healthy when ready; not when not ready (database or storage down, draining) or not answering', async () => {
    expect(await healthy(await serve({ '/api/health/ready': 200 }))).toBe(true);
    expect(await healthy(await serve({ '/api/health/ready': 503, '/api/health': 200 }))).toBe(false);
    // A build without the readiness endpoint: /api/health (database and storage) decides.
    expect(await healthy(await serve({ '/api/health': 200 }))).toBe(true);
    expect(await healthy(await serve({ '/api/health': 503 }))).toBe(false);
    expect(await healthy(await serve({}))).toBe(false);
  });
});
