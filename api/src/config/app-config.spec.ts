import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';

const S3 = { S3_BUCKET: 'aurinko-site', S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret' };

describe('loadConfig', () => {
  it('defaults to embedded SQLite in api/.data, port 3000 on 0.0.0.0', () => {
    const sut = loadConfig({});
    expect(sut.database.type).toBe('sqlite');
    expect(sut.dataDir).toMatch(/api\/\.data$/);
    expect(sut.port).toBe(3000);
    expect(sut.host).toBe('0.0.0.0');
    expect(sut.cookieSecure).toBe(false);
    expect(sut.admin).toBeUndefined();
    // The front ends' /api proxy on the same host is the one trusted proxy.
    expect(sut.trustedProxies.entries).toEqual(['loopback']);
    expect(loadConfig({ TRUSTED_PROXIES: '' }).trustedProxies.isTrusted('127.0.0.1')).toBe(false);
    expect(
      loadConfig({ TRUSTED_PROXIES: 'uniquelocal, 203.0.113.7' }).trustedProxies.isTrusted('172.18.0.4'),
    ).toBe(true);
  });

  it('shifts the default port by PORT_OFFSET, as the front ends do; PORT wins', () => {
    expect(loadConfig({ PORT_OFFSET: '30000' }).port).toBe(33000);
    expect(loadConfig({ PORT_OFFSET: '30000', PORT: '4000' }).port).toBe(4000);
    expect(() => loadConfig({ PORT_OFFSET: 'x' })).toThrow(/PORT_OFFSET/);
  });

  it('uses MySQL when DATABASE_URL is a mysql:// URL and secures cookies in production', () => {
    const sut = loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/site', NODE_ENV: 'production' });
    expect(sut.database).toEqual({ type: 'mysql', url: 'mysql://root@127.0.0.1:3306/site' });
    expect(sut.cookieSecure).toBe(true);
    expect(sut.openApi).toBe(false);
  });

  it('stores files locally unless STORAGE_DRIVER=s3; S3 defaults to AWS addressing, path style for a custom endpoint', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_REGION: 'eu-west-1', ...S3 }).storage).toEqual({
      driver: 's3',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      bucket: 'aurinko-site',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      prefix: '',
      publicUrl: undefined,
    });
    expect(
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_PREFIX: 'sites/aurinko/',
        S3_PUBLIC_URL: 'https://cdn.example.com/media/',
        ...S3,
      }).storage,
    ).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      prefix: 'sites/aurinko/',
      publicUrl: 'https://cdn.example.com/media',
    });
  });

  it('never puts the S3 secret into an error message', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', ...S3, S3_ENDPOINT: 'nope' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secret') }),
    );
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x/y' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'mysql://root@localhost:3306' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ COOKIE_SECURE: 'maybe' }, 'COOKIE_SECURE'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ ADMIN_NAME: 'root' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_NAME: 'a b', ADMIN_PASSWORD: 'x' }, 'ADMIN_NAME'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, 'TRUSTED_PROXIES'],
    [{ TRUSTED_PROXIES: 'everyone' }, 'TRUSTED_PROXIES'],
    [{ ALLOWED_ORIGINS: 'example.com' }, 'ALLOWED_ORIGINS'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ STORAGE_DRIVER: 's3', ...S3, S3_BUCKET: '' }, 'S3_BUCKET'],
    [{ STORAGE_DRIVER: 's3', ...S3, S3_BUCKET: 'My_Bucket' }, 'S3_BUCKET'],
    [{ STORAGE_DRIVER: 's3', ...S3, S3_SECRET_ACCESS_KEY: '' }, 'S3_SECRET_ACCESS_KEY'],
    [{ STORAGE_DRIVER: 's3', ...S3, S3_ACCESS_KEY_ID: ' ' }, 'S3_ACCESS_KEY_ID'],
    [{ STORAGE_DRIVER: 's3', ...S3, S3_ENDPOINT: 'ftp://files' }, 'S3_ENDPOINT'],
    [{ STORAGE_DRIVER: 's3', ...S3, S3_ENDPOINT: 'http://minio:9000/site' }, 'S3_ENDPOINT'],
    [{ STORAGE_DRIVER: 's3', ...S3, S3_REGION: 'EU West' }, 'S3_REGION'],
    [{ STORAGE_DRIVER: 's3', ...S3, S3_PREFIX: 'aurinko' }, 'S3_PREFIX'],
    [{ STORAGE_DRIVER: 's3', ...S3, S3_PUBLIC_URL: 'cdn.example.com' }, 'S3_PUBLIC_URL'],
    [{ STORAGE_DRIVER: 's3', ...S3, S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE'],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid environment: ${variable} `));
  });
});
