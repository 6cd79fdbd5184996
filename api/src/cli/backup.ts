import 'reflect-metadata';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backup } from '../backup/backup.js';
import { ConfigError, loadConfig } from '../config/app-config.js';

/**
 * pnpm --filter @aurinko/api backup -- --out <file.tar.gz | folder>
 * (in the image: node dist/cli/backup.js --out /backups). A folder gets `aurinko-<UTC time>.tar.gz`.
 * Reads the same environment as the API (DATABASE_URL, DATA_DIR, STORAGE_DRIVER, S3_*).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { out: { type: 'string' } },
  });
  if (!values.out) throw new ConfigError('Usage: backup -- --out <file.tar.gz | folder>');
  // pnpm runs the script in api/; a relative path means where the command was typed.
  let out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  if ((await stat(out).catch(() => undefined))?.isDirectory()) {
    out = join(out, `aurinko-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  }
  const config = loadConfig({ ...process.env, ADMIN_NAME: '', ADMIN_PASSWORD: '' });
  const started = Date.now();
  const summary = await backup(config, out);
  console.log(
    `Backed up ${summary.rows} rows of ${summary.tables} tables and ${summary.files} files ` +
      `(${(summary.bytes / 1e6).toFixed(1)} MB) to ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (summary.missing.length > 0) {
    // Rows that reference a file storage no longer had when it was read (replaced while the backup ran, or lost).
    console.error(
      `Warning: ${summary.missing.length} referenced file(s) not in storage: ${summary.missing.join(', ')}`,
    );
    process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
