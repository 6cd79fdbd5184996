import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('defaults to embedded SQLite in api/.data, port 3000 on 0.0.0.0', () => {
    const sut = loadConfig({});
    expect(sut.database.type).toBe('sqlite');
    expect(sut.dataDir).toMatch(/api\/\.data$/);
    expect(sut.port).toBe(3000);
    expect(sut.host).toBe('0.0.0.0');
    expect(sut.cookieSecure).toBe(false);
    expect(sut.admin).toBeUndefined();
  });

  it('uses MySQL when DATABASE_URL is a mysql:// URL and secures cookies in production', () => {
    const sut = loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/site', NODE_ENV: 'production' });
    expect(sut.database).toEqual({ type: 'mysql', url: 'mysql://root@127.0.0.1:3306/site' });
    expect(sut.cookieSecure).toBe(true);
    expect(sut.openApi).toBe(false);
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
    [{ TRUST_PROXY: '$(rm)' }, 'TRUST_PROXY'],
    [{ ALLOWED_ORIGINS: 'example.com' }, 'ALLOWED_ORIGINS'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid environment: ${variable} `));
  });
});
