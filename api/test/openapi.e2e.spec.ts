import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { exportOpenApi } from '../src/cli/export-openapi.js';
// @ts-expect-error plain JavaScript tool (api/tools), no declaration file
import { TYPES_FILE, typesOf } from '../tools/openapi-types.mjs';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the OpenAPI document', () => {
  it('is exported without a database and passes Redocly recommended rules with no problem', async () => {
    const document = await exportOpenApi();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).length).toBeGreaterThanOrEqual(140);
    // Where `pnpm build` puts it (redocly.yaml and .redocly.lint-ignore.yaml name this file).
    const target = join(API_DIR, 'dist', 'openapi.json');
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, `${JSON.stringify(document, null, 2)}\n`);
    const redocly = join(API_DIR, 'node_modules', '.bin', 'redocly');
    const result = await promisify(execFile)(redocly, ['lint', 'dist/openapi.json', '--format=json'], {
      cwd: API_DIR,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((error: { stdout: string; code: number }) => ({ stdout: error.stdout, code: error.code }));
    const report = JSON.parse(result.stdout) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: Array<{ ruleId: string; message: string }>;
    };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);

  it("matches the front ends' generated types (shared-ui/src/api/openapi-types.ts): a stale file fails", async () => {
    const expected = await (typesOf as (document: unknown) => Promise<string>)(await exportOpenApi());
    const committed = await readFile(TYPES_FILE as string, 'utf8');
    // Not toEqual on 13,000 lines: name the fix instead.
    expect(
      committed === expected,
      'shared-ui/src/api/openapi-types.ts is stale: run `pnpm --filter @aurinko/api openapi:types` and commit it',
    ).toBe(true);
  }, 120_000);
});
