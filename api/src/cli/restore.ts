import 'reflect-metadata';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restore } from '../backup/backup.js';
import { ConfigError, loadConfig } from '../config/app-config.js';

/**
 * pnpm --filter @aurinko/api restore -- --in <file.tar.gz>   (in the image: node dist/cli/restore.js --in <file>)
 * Into an EMPTY installation: a fresh database (DATABASE_URL, or no SQLite file in DATA_DIR) and empty storage.
 * Start the API afterwards: it applies any newer migrations as on every start.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { in: { type: 'string' } },
  });
  if (!values.in) throw new ConfigError('Usage: restore -- --in <file.tar.gz>');
  const input = resolve(process.env.INIT_CWD ?? process.cwd(), values.in);
  const config = loadConfig({ ...process.env, ADMIN_NAME: '', ADMIN_PASSWORD: '' });
  const started = Date.now();
  const summary = await restore(config, input);
  console.log(
    `Restored ${summary.rows} rows of ${summary.tables} tables and ${summary.files} files ` +
      `(${(summary.bytes / 1e6).toFixed(1)} MB) from ${input} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
