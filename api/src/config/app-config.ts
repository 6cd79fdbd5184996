import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ProxyTrust, parseTrustedProxies } from '@aurinko/web-server/proxy-trust';
import { type OpsConfig, readOpsConfig } from './ops-config.js';

export const APP_CONFIG = Symbol('APP_CONFIG');

export type LogLevel = 'error' | 'warn' | 'log' | 'debug' | 'verbose';
export type DatabaseConfig = { type: 'sqlite'; path: string } | { type: 'mysql'; url: string };

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database: DatabaseConfig;
  dataDir: string;
  cookieSecure: boolean;
  /**
   * TRUSTED_PROXIES: the addresses/subnets allowed to say who the client is (X-Forwarded-For, walked right to left
   * through trusted hops). Given to Express's `trust proxy`, so `req.ip` (and every rate limit) follows it.
   */
  trustedProxies: ProxyTrust;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { name: string; password: string; email?: string } | undefined;
  logLevel: LogLevel;
  /** Health, drain, logs, metrics, traces (ops-config.ts). */
  ops: OpsConfig;
  allowedOrigins: string[];
  authRateLimit: number;
  openApi: boolean;
  storage: StorageConfig;
  /** How long a cached public answer may be served (ms; 0 = no cache): bounds staleness across API instances. */
  publicCacheTtlMs: number;
  /**
   * RUN_STARTUP_TASKS: whether the API's own start runs migrations, seeds, the first admin, the image backfill and
   * the storage sweep (true by default), or leaves them to the one-shot `migrate` job (false: the start only checks
   * that no migration is pending).
   */
  runStartupTasks: boolean;
  /** URLs per sitemap file (the protocol allows 50,000 and 50 MB; 45,000 keeps a file near 40 MB). */
  sitemapPageSize: number;
  /** Data sheets (and 3× as many searches) a minute per client address: CPU-heavy public reads. */
  expensiveReadsPerMinute: number;
  /** Stored files no row references are removed at start once older than this (another instance may be mid-upload). */
  fileSweepMinAgeMs: number;
}

export interface S3StorageConfig {
  driver: 's3';
  /** Origin of the S3-compatible service, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** true: <endpoint>/<bucket>/<key> (MinIO, most emulators); false: <bucket>.<endpoint host>/<key> (AWS). */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `aurinko/` to share a bucket; empty by default. */
  prefix: string;
  /** When set, /api/uploads/<key> redirects there (a CDN or public bucket) instead of streaming through the API. */
  publicUrl: string | undefined;
}

export type StorageConfig = { driver: 'local' } | S3StorageConfig;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const API_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const LOG_LEVELS: readonly LogLevel[] = ['error', 'warn', 'log', 'debug', 'verbose'];

type Env = Record<string, string | undefined>;

function fail(variable: string, problem: string, value: string | undefined): never {
  throw new ConfigError(`Invalid environment: ${variable} ${problem} (got ${JSON.stringify(value)})`);
}

function readBoolean(env: Env, variable: string, fallback: boolean): boolean {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  return fail(variable, 'must be true or false', raw);
}

function readInteger(env: Env, variable: string, fallback: number, min: number, max: number): number {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    return fail(variable, `must be an integer between ${min} and ${max}`, raw);
  }
  return value;
}

function readDatabase(env: Env, dataDir: string): DatabaseConfig {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') return { type: 'sqlite', path: resolve(dataDir, 'site.sqlite') };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail(
      'DATABASE_URL',
      'must be a URL like mysql://user:password@host:3306/database',
      '<unparsable>',
    );
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    return fail(
      'DATABASE_URL',
      'must start with mysql:// (or be unset for the embedded SQLite)',
      url.protocol,
    );
  }
  if (url.pathname.length <= 1) {
    return fail('DATABASE_URL', 'must name a database (mysql://user:password@host:3306/database)', url.host);
  }
  url.protocol = 'mysql:';
  return { type: 'mysql', url: url.toString() };
}

/**
 * Default `loopback`: every browser request reaches the API through a front end's `/api` proxy on the same host.
 * Only a connection from a listed address may name the client in X-Forwarded-For; a client talking to the API port
 * directly is counted by its own address whatever it writes. The hop-count TRUST_PROXY is gone: counting hops
 * trusts whoever connects, so a set TRUST_PROXY stops the boot with a pointer to TRUSTED_PROXIES.
 */
function readTrustedProxies(env: Env): ProxyTrust {
  const raw = env.TRUSTED_PROXIES;
  if (env.TRUST_PROXY !== undefined && env.TRUST_PROXY !== '' && raw === undefined) {
    fail(
      'TRUST_PROXY',
      'is no longer read: list the proxies in TRUSTED_PROXIES (addresses, CIDRs, loopback, linklocal, uniquelocal)',
      env.TRUST_PROXY,
    );
  }
  try {
    return parseTrustedProxies(raw ?? 'loopback');
  } catch (error) {
    return fail(
      'TRUSTED_PROXIES',
      `must list addresses, CIDR subnets or loopback/linklocal/uniquelocal (${(error as Error).message})`,
      raw,
    );
  }
}

function readStorage(env: Env): StorageConfig {
  const driver = env.STORAGE_DRIVER || 'local';
  if (driver === 'local') return { driver };
  if (driver !== 's3') return fail('STORAGE_DRIVER', 'must be local or s3', driver);
  const required = (variable: string): string => {
    const value = env[variable];
    if (value === undefined || value.trim() === '')
      return fail(variable, 'must be set when STORAGE_DRIVER=s3', value);
    return value.trim();
  };
  const bucket = required('S3_BUCKET');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    fail('S3_BUCKET', 'must be a bucket name (3–63 lowercase letters, digits, dots, dashes)', bucket);
  }
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]{2,32}$/.test(region))
    fail('S3_REGION', 'must be a region like eu-west-1 (or auto)', region);
  const endpointRaw = env.S3_ENDPOINT || '';
  let endpoint = `https://s3.${region}.amazonaws.com`;
  if (endpointRaw !== '') {
    const url = URL.parse(endpointRaw);
    if (!url || !/^https?:$/.test(url.protocol) || (url.pathname !== '/' && url.pathname !== '')) {
      fail(
        'S3_ENDPOINT',
        'must be an origin like https://s3.example.com or http://127.0.0.1:9000',
        endpointRaw,
      );
    }
    endpoint = url.origin;
  }
  const prefix = env.S3_PREFIX ?? '';
  if (prefix !== '' && !/^([\w.-]+\/)+$/.test(prefix)) {
    fail('S3_PREFIX', 'must be folder names ending in a slash, like aurinko/', prefix);
  }
  const publicUrlRaw = env.S3_PUBLIC_URL || undefined;
  if (publicUrlRaw !== undefined && !URL.parse(publicUrlRaw)?.protocol.match(/^https?:$/)) {
    fail('S3_PUBLIC_URL', 'must be an http(s) URL', publicUrlRaw);
  }
  return {
    driver,
    endpoint,
    region,
    bucket,
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: readBoolean(env, 'S3_FORCE_PATH_STYLE', endpointRaw !== ''),
    prefix,
    publicUrl: publicUrlRaw?.replace(/\/+$/, ''),
  };
}

/** Reads and validates the whole configuration once; every problem names its variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnvRaw = env.NODE_ENV ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    fail('NODE_ENV', 'must be development, production or test', nodeEnvRaw);
  }
  const nodeEnv = nodeEnvRaw as AppConfig['nodeEnv'];
  const dataDirRaw = env.DATA_DIR ?? '';
  const dataDir = dataDirRaw === '' ? resolve(API_ROOT, '.data') : resolve(API_ROOT, dataDirRaw);
  if (dataDirRaw.includes('\0')) fail('DATA_DIR', 'must be a path', dataDirRaw);

  const logLevel = (env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'log')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) fail('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`, logLevel);

  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl)) {
    fail('SMTP_URL', 'must start with smtp:// or smtps://', smtpUrl.replace(/\/\/.*@/, '//***@'));
  }

  const adminName = env.ADMIN_NAME || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminName !== undefined && adminPassword === undefined) {
    fail('ADMIN_PASSWORD', 'must be set when ADMIN_NAME is set', undefined);
  }
  if (adminName !== undefined && !/^[\w.@-]{3,64}$/.test(adminName)) {
    fail('ADMIN_NAME', 'must be 3–64 letters, digits, dots, dashes, underscores or @', adminName);
  }

  const adminEmail = env.ADMIN_EMAIL?.trim() || undefined;
  if (adminEmail !== undefined && !/^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/.test(adminEmail)) {
    fail('ADMIN_EMAIL', 'must be an e-mail address like chief@example.com', adminEmail);
  }

  const host = env.HOST || '0.0.0.0';
  const allowedOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of allowedOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin))
      fail('ALLOWED_ORIGINS', 'must list origins like https://example.com', origin);
  }

  return {
    nodeEnv,
    host,
    // PORT, else 3000 shifted by PORT_OFFSET like every other part of the site (shared-ui/contract/topology.mjs): `pnpm dev`
    // with an offset starts the API where the front ends' /api proxies look for it.
    port: readInteger(env, 'PORT', 3000 + readInteger(env, 'PORT_OFFSET', 0, 0, 50000), 0, 65535),
    database: readDatabase(env, dataDir),
    dataDir,
    cookieSecure: readBoolean(env, 'COOKIE_SECURE', nodeEnv === 'production'),
    trustedProxies: readTrustedProxies(env),
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Aurinko <no-reply@localhost>',
    admin:
      adminName && adminPassword
        ? { name: adminName, password: adminPassword, ...(adminEmail ? { email: adminEmail } : {}) }
        : undefined,
    logLevel,
    ops: readOpsConfig(env),
    allowedOrigins,
    authRateLimit: readInteger(env, 'AUTH_RATE_LIMIT', 10, 1, 1_000_000),
    runStartupTasks: readBoolean(env, 'RUN_STARTUP_TASKS', true),
    expensiveReadsPerMinute: readInteger(env, 'EXPENSIVE_READS_PER_MINUTE', 20, 1, 1_000_000),
    openApi: readBoolean(env, 'OPENAPI', nodeEnv === 'development'),
    storage: readStorage(env),
    publicCacheTtlMs: readInteger(env, 'PUBLIC_CACHE_TTL_MS', 1000, 0, 3_600_000),
    sitemapPageSize: readInteger(env, 'SITEMAP_PAGE_SIZE', 45_000, 3, 50_000),
    fileSweepMinAgeMs: readInteger(env, 'FILE_SWEEP_MIN_AGE', 900, 0, 31_536_000) * 1000,
  };
}

export function enabledLogLevels(level: LogLevel): LogLevel[] {
  return LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(level) + 1);
}
