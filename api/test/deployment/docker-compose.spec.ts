import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_PORT, APPS, remoteUrlVariable } from '../../../shared-ui/topology.mjs';
import { loadConfig } from '../../src/config/app-config.js';

// No Docker engine runs here, so the compose file is checked against the apps' real configuration:
// services, ports, build recipes and the API's environment as its own config loader validates it.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const compose = parse(readFileSync(path.join(repo, 'docker-compose.yml'), 'utf8'), { merge: true });
const services: Record<string, Record<string, unknown>> = compose.services;

/** Compose variable substitution (${X}, ${X:-default}, ${X:?message}) with the given .env values. */
function substitute(value: string, dotenv: Record<string, string>): string {
  return value.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_match, name: string, op?: string, arg?: string) => {
      const set = dotenv[name];
      if (set !== undefined && set !== '') return set;
      if (op === '?') throw new Error(`${name}: ${arg}`);
      return op === '-' ? (arg ?? '') : '';
    },
  );
}

const service = (name: string) => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
};
/** [host port, container port] of each published mapping (a leading host address is dropped). */
const published = (name: string) =>
  (service(name).ports as string[]).map((mapping) => mapping.split(':').slice(-2).map(Number));

describe('docker-compose.yml', () => {
  it('runs MySQL, the migrate job, the API and each front end as its own service', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'migrate', ...Object.keys(APPS), 'mysql'].sort());
  });

  for (const [app, info] of Object.entries(APPS)) {
    it(`${app}: built alone from its own APP, published on its topology port ${info.port}`, () => {
      const build = services[app]?.build as { dockerfile: string; args: { APP: string } };
      expect(build.args.APP).toBe(app);
      expect(existsSync(path.join(repo, build.dockerfile))).toBe(true);
      expect(published(app)).toEqual([[info.port, info.port]]);
      expect((service(app).environment as Record<string, string>).API_URL).toBe(`http://api:${API_PORT}`);
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

    const url = new URL(env.DATABASE_URL as string);
    const mysqlEnv = services.mysql?.environment as Record<string, string>;
    expect(url.hostname).toBe('mysql');
    expect(url.pathname.slice(1)).toBe(mysqlEnv.MYSQL_DATABASE);
    expect(url.username).toBe(mysqlEnv.MYSQL_USER);
    expect(decodeURIComponent(url.password)).toBe('pw-from-dotenv');
    expect(services.api?.depends_on).toMatchObject({
      mysql: { condition: 'service_healthy' },
      migrate: { condition: 'service_completed_successfully' },
    });
    // Replicas do no start-up work; the one-shot migrate service (same image, same settings) does it first.
    expect(config.runStartupTasks).toBe(false);
    expect(services.migrate?.command).toEqual(['node', 'dist/cli/migrate.js']);
    expect(services.migrate?.build).toEqual(services.api?.build);
    expect(services.migrate?.environment).toEqual(services.api?.environment);
    expect(services.migrate?.volumes).toEqual(services.api?.volumes);
    expect(services.migrate?.depends_on).toMatchObject({ mysql: { condition: 'service_healthy' } });
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
