import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestApp, type TestApp } from './support/test-app.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const commit = process.env.GIT_COMMIT?.trim() || 'unknown';

describe.each(DATABASES)('GET /api/health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('reports the database type and that it is up', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body).toEqual({
      status: 'ok',
      version,
      commit,
      database: { type: kind, up: true },
      storage: { driver: 'local', up: true },
    });
  });

  it('answers unknown routes with the JSON error shape', async () => {
    const res = await request(t.server).get('/api/does-not-exist').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sets security headers and hides the OpenAPI document outside development', async () => {
    const res = await request(t.server).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    await request(t.server).get('/api/docs-json').expect(404);
  });

  it('answers 503 with up:false when the database is down', async () => {
    await t.dataSource.destroy();
    const res = await request(t.server).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      status: 'error',
      version,
      commit,
      database: { type: kind, up: false },
      storage: { driver: 'local', up: true },
    });
    await t.dataSource.initialize();
  });
});

describe('OpenAPI in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { OPENAPI: 'true' });
  });
  afterAll(() => t.close());

  it('describes every route', async () => {
    const res = await request(t.server).get('/api/docs-json').expect(200);
    const paths = Object.keys(res.body.paths);
    for (const path of [
      '/api/headline/all',
      '/api/logo/add',
      '/api/auth/login',
      '/api/visitors/hit',
      '/api/health',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
