// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Copy, DockerfileParser, type Instruction } from 'dockerfile-ast';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContext, forbiddenFiles } from '../../.tools/docker-context.mjs';
import { healthy } from './healthcheck.mjs';

// No Docker daemon here: the images are checked without building them — each Dockerfile by a linter from npm
// (dockerfilelint) and by the rules below, the build context by what the .dockerignore leaves.
const here = path.dirname(new URL(import.meta.url).pathname);
const repo = path.resolve(here, '../..');
const DOCKERFILES = ['api/Dockerfile', 'shared-ui/server/Dockerfile'];

const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');
/** The instructions of each stage, in order. */
function stages(file: string): Instruction[][] {
  const result: Instruction[][] = [];
  for (const instruction of DockerfileParser.parse(read(file)).getInstructions()) {
    if (instruction.getKeyword() === 'FROM') result.push([]);
    result.at(-1)?.push(instruction);
  }
  return result;
}
const args = (instruction: Instruction) => instruction.getArgumentsContent() ?? '';
const indexOf = (stage: Instruction[], keyword: string, pattern: RegExp) =>
  stage.findIndex((i) => i.getKeyword() === keyword && pattern.test(args(i)));

describe.each(DOCKERFILES)('%s', (file) => {
  it('passes dockerfilelint', () => {
    const bin = path.join(repo, 'node_modules/.bin/dockerfilelint');
    const out = execFileSync(bin, ['-o', 'json', path.join(repo, file)], { encoding: 'utf8' });
    expect(JSON.parse(out).files[0].issues).toEqual([]);
  });

  it('pins every base image to an exact Node release (no latest, no bare major version)', () => {
    const froms = DockerfileParser.parse(read(file)).getFROMs();
    expect(froms.length).toBeGreaterThanOrEqual(2);
    for (const from of froms) {
      expect(from.getImageName()).toBe('node');
      expect(from.getImageTag()).toMatch(/^\d+\.\d+\.\d+-[\w.-]+$/);
    }
  });

  it('adds nothing from a URL or archive (no ADD)', () => {
    for (const stage of stages(file)) expect(stage.map((i) => i.getKeyword())).not.toContain('ADD');
  });

  it('copies the lockfile alone first (pnpm fetch), then the sources, then installs offline from the lockfile', () => {
    const [build] = stages(file);
    if (!build) throw new Error('no build stage');
    const lockfile = indexOf(build, 'COPY', /^pnpm-lock\.yaml pnpm-workspace\.yaml \.\/$/);
    const fetch = indexOf(build, 'RUN', /^pnpm fetch$/);
    const sources = indexOf(build, 'COPY', /^\. \.$/);
    const install = indexOf(build, 'RUN', /^pnpm install --offline --frozen-lockfile --filter /);
    expect(lockfile).toBeGreaterThan(0);
    expect(fetch).toBeGreaterThan(lockfile);
    expect(sources).toBeGreaterThan(fetch);
    expect(install).toBeGreaterThan(sources);
  });

  it('runs as a numeric non-root user, with a HEALTHCHECK, and holds no sources or package manager', () => {
    const final = stages(file).at(-1) ?? [];
    const users = final.filter((i) => i.getKeyword() === 'USER').map(args);
    expect(users.at(-1)).toMatch(/^[1-9]\d*(:[1-9]\d*)?$/);
    const healthcheck = final.find((i) => i.getKeyword() === 'HEALTHCHECK');
    expect(args(healthcheck as Instruction)).toMatch(/^CMD \["node", "[\w/.-]+\.m?js"\]$/);
    for (const instruction of final) {
      if (instruction instanceof Copy) expect(instruction.getFromFlag()?.getValue()).toBe('build');
      expect(args(instruction)).not.toMatch(/\bpnpm\b|npm install/);
    }
  });
});

describe('the front ends’ image (shared-ui/server/Dockerfile)', () => {
  const dockerfile = read('shared-ui/server/Dockerfile');
  const serverModules = readdirSync(here).filter((name) => name.endsWith('.mjs'));

  it('copies every module the production server imports (its own and the contract), and the server itself', () => {
    // COPY --from=build /repo/shared-ui/server/*.mjs and /repo/shared-ui/contract/*.mjs: a module anywhere else is not there.
    expect(dockerfile).toContain('COPY --from=build /repo/shared-ui/server/*.mjs ./shared-ui/server/');
    expect(dockerfile).toContain('COPY --from=build /repo/shared-ui/contract/*.mjs ./shared-ui/contract/');
    const needed = new Set<string>();
    for (const name of serverModules) {
      const text = readFileSync(path.join(here, name), 'utf8');
      for (const match of text.matchAll(/from '(\.\.?\/[^']+)'/g)) {
        needed.add(path.relative(repo, path.resolve(here, match[1] ?? '')));
      }
    }
    expect(needed.size).toBeGreaterThan(0);
    for (const file of needed) expect(file, file).toMatch(/^shared-ui\/(server|contract)\/[\w-]+\.mjs$/);
  });

  it('needs no npm package at run time (the image has no node_modules): the server imports only node: modules', () => {
    const modules = [
      // otel-sdk.mjs imports the OpenTelemetry packages: the image carries it bundled (next test).
      ...serverModules.filter((name) => name !== 'otel-sdk.mjs').map((name) => path.join(here, name)),
      ...readdirSync(path.join(here, '../contract'))
        .filter((name) => name.endsWith('.mjs'))
        .map((name) => path.join(here, '../contract', name)),
    ];
    for (const file of modules) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
        const specifier = match[1] ?? '';
        expect(specifier, `${path.relative(repo, file)} imports ${specifier}`).toMatch(/^(node:|\.\.?\/)/);
      }
    }
  });
});

describe('the front ends’ tracing SDK in the image', () => {
  it('is otel-sdk.mjs bundled with its packages into one module that imports only node: modules', () => {
    const dockerfile = read('shared-ui/server/Dockerfile');
    expect(dockerfile).toContain('pnpm --filter @aurinko/web-server run bundle:otel');
    const copies = dockerfile
      .split('\n')
      .filter((line) => line.startsWith('COPY --from=build /repo/shared-ui/server/'));
    // The bundle is copied after the sources, over the source of the same name.
    expect(copies.at(-1)).toBe(
      'COPY --from=build /repo/shared-ui/server/dist/otel-sdk.mjs ./shared-ui/server/otel-sdk.mjs',
    );
    const outDir = mkdtempSync(path.join(tmpdir(), 'otel-bundle-'));
    try {
      const outfile = path.join(outDir, 'otel-sdk.mjs');
      const script = JSON.parse(read('shared-ui/server/package.json')).scripts['bundle:otel'] as string;
      const bundleArgs = script
        .replace(/^esbuild /, '')
        .replace('--outfile=dist/otel-sdk.mjs', `--outfile=${outfile}`);
      execFileSync('sh', ['-c', `node_modules/.bin/esbuild ${bundleArgs}`], {
        cwd: here,
      });
      const text = readFileSync(outfile, 'utf8');
      expect(text).toContain('createTracing');
      for (const match of text.matchAll(/(?:from|import\()\s*["']([^"']+)["']/g)) {
        expect(match[1], `the bundle imports ${match[1]}`).toMatch(/^node:|^[a-z_]+$/);
      }
      // It runs where no node_modules is (a folder in tmp): a span gets a W3C traceparent.
      const check = `import(${JSON.stringify(outfile)}).then((m) => { const t = m.createTracing('shell', { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' }); const s = t.startServerSpan('GET /', {}, {}); console.log(s.traceparent()); })`;
      const printed = execFileSync(process.execPath, ['-e', check], { cwd: outDir, encoding: 'utf8' });
      expect(printed.trim()).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the build context (.dockerignore)', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'context-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('leaves out packages, version control, data, secrets and build outputs — and keeps what the builds need', () => {
    const files = [
      'pnpm-lock.yaml',
      'pnpm-workspace.yaml',
      'package.json',
      'api/package.json',
      'api/src/main.ts',
      'shared-ui/server/cli.mjs',
      'node_modules/react/index.js',
      'api/node_modules/typeorm/index.js',
      '.git/HEAD',
      'api/.data/site.sqlite',
      'api/.data/outbox/outbox.jsonl',
      '.env',
      'api/.env.production',
      'deploy-key.pem',
      'shell/deploy/site/overlays/production/api.secrets.env',
      'shell/dist/index.html',
      'api/dist/main.js',
      '.tools/node_modules/.bin/node',
    ];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      writeFileSync(path.join(scratch, file), 'x');
    }
    writeFileSync(path.join(scratch, '.dockerignore'), read('.dockerignore'));
    const context = buildContext(scratch);
    expect(context).toEqual(
      [
        '.dockerignore',
        'api/package.json',
        'api/src/main.ts',
        'package.json',
        'pnpm-lock.yaml',
        'pnpm-workspace.yaml',
        'shared-ui/server/cli.mjs',
      ].sort(),
    );
    // The checker itself flags each kind when a .dockerignore lets it through.
    writeFileSync(path.join(scratch, '.dockerignore'), '');
    const flagged = new Set(forbiddenFiles(buildContext(scratch)).map((f) => f.what));
    expect(flagged.size).toBe(5);
  });

  it('of this repository: nothing forbidden, every workspace package.json and the lockfile in', () => {
    const context = buildContext(repo);
    expect(forbiddenFiles(context)).toEqual([]);
    const workspace = read('pnpm-workspace.yaml').match(/^ {2}- ([\w/-]+)$/gm) ?? [];
    expect(workspace.length).toBeGreaterThan(5);
    for (const entry of workspace) expect(context).toContain(`${entry.slice(4)}/package.json`);
    expect(context).toContain('pnpm-lock.yaml');
  });
});

describe('the HEALTHCHECK (shared-ui/server/healthcheck.mjs)', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((done) => s.close(done)))));
  async function serve(answers: Record<string, number>, onlyHost?: string) {
    const server = createServer((req, res) => {
      if (onlyHost && req.headers.host !== onlyHost) return res.writeHead(421).end();
      res.writeHead(answers[req.url ?? ''] ?? 404).end();
    });
    servers.push(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('is healthy when ready, unhealthy when not ready or not answering', async () => {
    expect(await healthy(await serve({ '/health/ready': 200 }))).toBe(true);
    expect(await healthy(await serve({ '/health/ready': 503, '/version.json': 200 }))).toBe(false);
    // A server without the readiness endpoint: its deployed build answers.
    expect(await healthy(await serve({ '/version.json': 200 }))).toBe(true);
    expect(await healthy(await serve({}))).toBe(false);
    const closed = await serve({});
    await new Promise((done) => servers.pop()?.close(done));
    expect(await healthy(closed, 500)).toBe(false);
  });

  it('names a host the shell serves: the shell answers any other 421', async () => {
    const shell = await serve({ '/health/ready': 200 }, 'www.example.org');
    expect(await healthy(shell)).toBe(false);
    expect(await healthy(shell, 4000, 'www.example.org')).toBe(true);
    // The command picks the first of the shell's host names: SITE_HOSTS when set, else localhost ….
    const { siteHostnames } = await import('../contract/topology.mjs');
    expect([...siteHostnames({ SITE_HOSTS: 'www.example.org, example.org' })][0]).toBe('www.example.org');
    expect([...siteHostnames({})][0]).toBe('localhost');
  });
});
