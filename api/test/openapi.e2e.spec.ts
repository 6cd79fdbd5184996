import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { exportOpenApi } from '../src/cli/export-openapi.js';

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
});
