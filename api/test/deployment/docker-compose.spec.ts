import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_PORT, APPS, remoteUrlVariable } from '../../../shared-ui/contract/topology.mjs';
import { loadConfig } from '../../src/config/app-config.js';

// No Docker engine runs here, so the compose file is checked against the apps' real configuration:
// services, ports, build recipes and the API's environment as its own config loader validates it.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const compose = parse(readFileSync(path.join(repo, 'docker-compose.yml'), 'utf8'), { merge: true });
const services: Record<string, Record<string, unknown>> = compose.services;

/**
 * Compose variable substitution (${X}, ${X:-default}, ${X:?message}, nested as in ${X:-https://${HOST:-localhost}})
 * with the given .env values.
 */
function substitute(value: string, dotenv: Record<string, string>): string {
  let out = '';
  let at = 0;
  while (at < value.length) {
    const start = value.indexOf('${', at);
    if (start < 0) break;
    out += value.slice(at, start);
    let depth = 0;
    let end = start;
    for (; end < value.length; end++) {
      if (value.startsWith('${', end)) {
        depth++;
        end++;
      } else if (value[end] === '}' && --depth === 0) break;
    }
    const body = value.slice(start + 2, end);
    const match = /^(\w+)(?::([-?])([\s\S]*))?$/.exec(body);
    if (!match) throw new Error(`bad substitution ${value.slice(start, end + 1)}`);
    const [, name = '', op, arg = ''] = match;
    const set = dotenv[name];
    if (set !== undefined && set !== '') out += set;
    else if (op === '?') throw new Error(`${name}: ${arg}`);
    else if (op === '-') out += substitute(arg, dotenv);
    at = end + 1;
  }
  return out + value.slice(at);
}

const service = (name: string) => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
};
/** [host port, container port] of each published mapping (a leading host address and /udp are dropped). */
const published = (name: string) =>
  ((service(name).ports ?? []) as string[]).map((mapping) =>
    mapping
      .replace(/\/udp$/, '')
      .split(':')
      .slice(-2)
      .map(Number),
  );
const caddyfile = readFileSync(path.join(repo, 'shell/edge/Caddyfile'), 'utf8');
/** The upstream the Caddyfile's site block sends a path to: handle / handle_path blocks, most specific first. */
function edgeRoute(pathname: string): { upstream: string; stripped: string } | undefined {
  const blocks = [...caddyfile.matchAll(/\n\t(handle(?:_path)?)(?: (\S+))? \{\n([\s\S]*?)\n\t\}/g)].map(
    (m) => ({
      strip: m[1] === 'handle_path',
      pattern: m[2] ?? '*',
      body: m[3] ?? '',
    }),
  );
  const matches = (pattern: string) =>
    pattern === '*' ||
    (pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern);
  const block = blocks
    .filter((b) => matches(b.pattern))
    .sort(
      (a, b) => (b.pattern === '*' ? -1 : b.pattern.length) - (a.pattern === '*' ? -1 : a.pattern.length),
    )[0];
  // An upstream list from the environment ({$API_UPSTREAMS:api:3000}) is, in compose, its default.
  const upstream = /reverse_proxy (\S+)/.exec(block?.body ?? '')?.[1]?.replace(/^\{\$\w+:([^}]*)\}$/, '$1');
  if (!block || !upstream) return undefined;
  const prefix = block.pattern.replace(/\/?\*$/, '');
  return { upstream, stripped: block.strip ? pathname.slice(prefix.length) || '/' : pathname };
}

describe('docker-compose.yml', () => {
  it('runs the edge, MySQL, the migrate job, the API and each front end as its own service', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['api', 'edge', ...Object.keys(APPS), 'migrate', 'mysql'].sort(),
    );
  });

  it('publishes only the edge (80, 443) and the API on the host loopback', () => {
    for (const name of Object.keys(services)) {
      if (name === 'edge')
        expect(published(name)).toEqual([
          [80, 80],
          [443, 443],
          [443, 443],
        ]);
      else if (name === 'api') expect(service(name).ports).toEqual([`127.0.0.1:${API_PORT}:${API_PORT}`]);
      else expect(service(name).ports, name).toBeUndefined();
    }
  });

  it('the edge is Caddy (a pinned image) with shell/edge/Caddyfile: /api to the API, remotes under /remotes/<name>/, pages to the shell', () => {
    const edge = service('edge');
    expect(edge.image).toMatch(/^caddy:\d+\.\d+\.\d+-alpine$/);
    expect(edge.volumes).toContain('./shell/edge/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(edgeRoute('/api/health')).toEqual({ upstream: `api:${API_PORT}`, stripped: '/api/health' });
    expect(edgeRoute('/')).toEqual({ upstream: `shell:${APPS.shell?.port}`, stripped: '/' });
    expect(edgeRoute('/human/about')).toEqual({
      upstream: `shell:${APPS.shell?.port}`,
      stripped: '/human/about',
    });
    const shellEnv = services.shell?.environment as Record<string, string>;
    for (const info of Object.values(APPS).filter((a) => a.remote)) {
      // The remote map's default address, as the browser sees it, reaches the remote's own server.
      const manifest = new URL(substitute(shellEnv[remoteUrlVariable(info.remote as string)] ?? '', {}));
      expect(manifest.origin).toBe('https://localhost');
      expect(edgeRoute(manifest.pathname)).toEqual({
        upstream: `${info.app}:${info.port}`,
        stripped: '/mf-manifest.json',
      });
    }
    // TLS on the site's host, X-Forwarded-For trusted only from private addresses in front.
    expect(caddyfile).toMatch(/^\{\$SITE_HOST:localhost\} \{$/m);
    expect(caddyfile).toContain('trusted_proxies {$EDGE_TRUSTED_PROXIES:127.0.0.1/32}');
    const edgeEnv = edge.environment as Record<string, string>;
    expect(substitute(edgeEnv.EDGE_TRUSTED_PROXIES ?? '', {})).toBe('127.0.0.1/32');
    expect(
      substitute(String((edge.environment as Record<string, string>).SITE_HOST), {
        SITE_HOST: 'www.example.org',
      }),
    ).toBe('www.example.org');
  });

  it("the Caddyfile is valid for Caddy (caddy adapt, where Debian's caddy is installed)", () => {
    const caddy = spawnSync(
      'caddy',
      ['adapt', '--adapter', 'caddyfile', '--config', 'shell/edge/Caddyfile'],
      {
        cwd: repo,
        encoding: 'utf8',
      },
    );
    if (caddy.error) return; // no caddy here: the route checks above still ran
    expect(caddy.status, caddy.stderr).toBe(0);
    const config = JSON.parse(caddy.stdout);
    expect(Object.keys(config.apps.http.servers).length).toBeGreaterThan(0);
  });

  it('starts in a health-gated order: mysql healthy → migrate completed → api healthy → front ends healthy → edge', () => {
    const gate = (name: string) => service(name).depends_on as Record<string, { condition: string }>;
    expect(gate('migrate')).toEqual({ mysql: { condition: 'service_healthy' } });
    expect(gate('api')).toEqual({
      mysql: { condition: 'service_healthy' },
      migrate: { condition: 'service_completed_successfully' },
    });
    for (const app of Object.keys(APPS)) expect(gate(app).api).toEqual({ condition: 'service_healthy' });
    for (const info of Object.values(APPS).filter((a) => a.remote))
      expect(gate('shell')[info.app]).toEqual({ condition: 'service_healthy' });
    expect(gate('edge')).toEqual({
      shell: { condition: 'service_healthy' },
      api: { condition: 'service_healthy' },
    });
    // Every service waited for as healthy has a health check, the one its image declares.
    for (const name of Object.keys(services)) {
      for (const [target, { condition }] of Object.entries(gate(name) ?? {})) {
        if (condition !== 'service_healthy') continue;
        const test = (service(target).healthcheck as { test: string[] } | undefined)?.test;
        expect(test, `${target} (waited for by ${name})`).toBeDefined();
        const build = service(target).build as { dockerfile: string } | undefined;
        if (build) {
          const dockerfile = readFileSync(path.join(repo, build.dockerfile), 'utf8');
          const declared = /^HEALTHCHECK .*CMD (\[.*\])$/m.exec(dockerfile)?.[1];
          expect(['CMD', ...JSON.parse(declared ?? '[]')]).toEqual(test);
        }
      }
    }
  });

  it("the migrate job runs the API image's node dist/cli/migrate.js once, with the API's settings; the API skips the start-up tasks", () => {
    const migrate = service('migrate');
    const api = service('api');
    expect(migrate.image).toBe(api.image);
    expect(migrate.build).toEqual(api.build);
    expect(migrate.command).toEqual(['node', 'dist/cli/migrate.js']);
    expect(migrate.restart).toBe('no');
    const dotenv = { MYSQL_PASSWORD: 'pw', MYSQL_ROOT_PASSWORD: 'root', SMTP_URL: 'smtp://mail.example' };
    const resolve = (name: string) =>
      Object.fromEntries(
        Object.entries(service(name).environment as Record<string, string>).map(([k, v]) => [
          k,
          substitute(String(v), dotenv),
        ]),
      );
    expect(loadConfig(resolve('migrate')).database).toEqual(loadConfig(resolve('api')).database);
    expect(loadConfig(resolve('migrate')).storage).toEqual(loadConfig(resolve('api')).storage);
    expect(resolve('api').RUN_STARTUP_TASKS).toBe('false');
    expect(migrate.volumes).toEqual(api.volumes);
  });

  for (const [app, info] of Object.entries(APPS)) {
    it(`${app}: built alone from its own APP, reached through the edge, health-checked, with the render secret`, () => {
      const build = services[app]?.build as { dockerfile: string; args: { APP: string } };
      expect(build.args.APP).toBe(app);
      expect(existsSync(path.join(repo, build.dockerfile))).toBe(true);
      expect(published(app)).toEqual([]);
      const env = service(app).environment as Record<string, string>;
      expect(env.API_URL).toBe(`http://api:${API_PORT}`);
      expect(() => substitute(env.RENDER_SECRET ?? '', {})).toThrow(/RENDER_SECRET/);
      expect(substitute(env.TRUSTED_PROXIES ?? '', {})).toBe('uniquelocal');
      if (info.remote)
        expect(substitute(env.SITE_ORIGINS ?? '', { SITE_HOST: 'www.example.org' })).toBe(
          'https://www.example.org',
        );
    });

    it(`${app}: keeps its releases on its own volume, which its image deploys into and serves (rollback)`, () => {
      expect(service(app).volumes).toEqual([`${app}-releases:/srv/releases`]);
      expect(Object.keys(compose.volumes)).toContain(`${app}-releases`);
      const build = services[app]?.build as { dockerfile: string; args: Record<string, string> };
      // The commit its version.json names comes from the environment of `docker compose build` when set.
      expect(substitute(build.args.GIT_COMMIT ?? '', { GIT_COMMIT: 'abc1234' })).toBe('abc1234');
      expect(substitute(build.args.GIT_COMMIT ?? '', {})).toBe('');
      const dockerfile = readFileSync(path.join(repo, build.dockerfile), 'utf8');
      expect(dockerfile).toContain('release.mjs deploy --if-new --from \\"$APP/dist\\" --to /srv/releases');
      expect(dockerfile).toContain('--dir /srv/releases/site');
    });

    it(`${app}: keeps its releases in a bucket when .env sets RELEASE_STORE (optional), with the bucket's S3_* settings`, () => {
      const raw = service(app).environment as Record<string, string>;
      const resolve = (dotenv: Record<string, string>) =>
        Object.fromEntries(
          Object.entries(raw).map(([k, v]) => [k, substitute(String(v), { RENDER_SECRET: 'x', ...dotenv })]),
        );
      // Not set: empty, and the image's command keeps the releases on the volume.
      expect(resolve({})).toMatchObject({ RELEASE_STORE: '', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '' });
      const env = resolve({
        RELEASE_STORE: 's3://aurinko-releases/site',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      });
      // The form release.mjs takes (s3://<bucket>/<prefix>), one prefix per front end.
      expect(`${env.RELEASE_STORE}/${app}`).toMatch(new RegExp(`^s3://aurinko-releases/site/${app}$`));
      // What object-store.mjs reads (the same names as the API's uploads).
      for (const name of [
        'S3_ENDPOINT',
        'S3_REGION',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_FORCE_PATH_STYLE',
      ])
        expect(env[name], name).toBeTruthy();
      const dockerfile = readFileSync(path.join(repo, 'shared-ui/server/Dockerfile'), 'utf8');
      expect(dockerfile).toContain('if [ -n \\"$RELEASE_STORE\\" ]');
      expect(dockerfile).toContain('--releases \\"$RELEASE_STORE/$APP\\"');
    });
  }

  it('points the shell at the API service and lets every remote be moved at run time', () => {
    const env = services.shell?.environment as Record<string, string>;
    expect(env.API_URL).toBe(`http://api:${API_PORT}`);
    for (const info of Object.values(APPS).filter((a) => a.remote)) {
      expect(Object.keys(env)).toContain(remoteUrlVariable(info.remote as string));
    }
  });

  it("gives the API an environment its config loader accepts, on MySQL, on the topology's port", () => {
    const dotenv = {
      MYSQL_PASSWORD: 'pw-from-dotenv',
      MYSQL_ROOT_PASSWORD: 'root-pw',
      SMTP_URL: 'smtp://mailer:pw@mail.example:587',
    };
    const raw = services.api?.environment as Record<string, string>;
    const env = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, substitute(String(v), dotenv)]));
    const config = loadConfig(env);
    expect(config.port).toBe(API_PORT);
    expect(config.nodeEnv).toBe('production');
    // Production cookies are Secure unless .env says otherwise (compose used to force COOKIE_SECURE=false).
    expect(config.cookieSecure).toBe(true);
    expect(config.smtpUrl).toBe('smtp://mailer:pw@mail.example:587');
    expect(config.database).toMatchObject({ type: 'mysql' });
    expect(published('api')).toEqual([[API_PORT, API_PORT]]);
    // Only the front ends' proxies reach the API from outside; they are on the compose network's private addresses.
    expect(services.api?.ports).toEqual([`127.0.0.1:${API_PORT}:${API_PORT}`]);
    expect(config.trustedProxies.entries).toEqual(['uniquelocal']);
    expect(config.trustedProxies.isTrusted('172.18.0.5')).toBe(true);
    expect(config.trustedProxies.isTrusted('203.0.113.9')).toBe(false);
    expect(env.TRUSTED_PROXIES).toBe('uniquelocal');

    const url = new URL(env.DATABASE_URL as string);
    const mysqlEnv = services.mysql?.environment as Record<string, string>;
    expect(url.hostname).toBe('mysql');
    expect(url.pathname.slice(1)).toBe(mysqlEnv.MYSQL_DATABASE);
    expect(url.username).toBe(mysqlEnv.MYSQL_USER);
    expect(decodeURIComponent(url.password)).toBe('pw-from-dotenv');
    expect(services.api?.depends_on).toMatchObject({ mysql: { condition: 'service_healthy' } });
    expect(services.api?.volumes).toContain(`api-data:${env.DATA_DIR}`);
  });

  it('stores uploads on the volume by default, and in a bucket when .env says STORAGE_DRIVER=s3', () => {
    const raw = services.api?.environment as Record<string, string>;
    const resolve = (dotenv: Record<string, string>) =>
      loadConfig(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, substitute(String(v), dotenv)])));
    const passwords = {
      MYSQL_PASSWORD: 'pw',
      MYSQL_ROOT_PASSWORD: 'root-pw',
      SMTP_URL: 'smtp://mail.example',
    };
    expect(resolve(passwords).storage).toEqual({ driver: 'local' });
    expect(
      resolve({
        ...passwords,
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'aurinko',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toMatchObject({ driver: 's3', endpoint: 'http://minio:9000', bucket: 'aurinko', forcePathStyle: true });
  });

  it('refuses to start without the database passwords (no default secrets)', () => {
    const mysqlEnv = services.mysql?.environment as Record<string, string>;
    expect(() => substitute(mysqlEnv.MYSQL_PASSWORD as string, {})).toThrow(/MYSQL_PASSWORD/);
    expect(() => substitute(mysqlEnv.MYSQL_ROOT_PASSWORD as string, {})).toThrow(/MYSQL_ROOT_PASSWORD/);
  });

  it("refuses to start without SMTP: in production, reset codes go to the admins' e-mail, never to a file", () => {
    const apiEnv = services.api?.environment as Record<string, string>;
    expect(() => substitute(apiEnv.SMTP_URL as string, {})).toThrow(/SMTP_URL/);
  });
});
