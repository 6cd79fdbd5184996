import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { dataSourceOptions } from '../database/data-source-options.js';
import { withoutQueryTimeout, withStartupLock } from '../database/startup-lock.js';
import { ensureTranslationCounters } from '../studio/translation-counters.js';

/**
 * pnpm --filter @aurinko/api translation-counts (in the image: node dist/cli/translation-counts.js): recreates the
 * translation coverage's triggers and rebuilds its counters from the rows (issue 37), under the start-up lock.
 * The start-up tasks do this by themselves when the studio's definitions changed or a trigger is missing; this is
 * for a database whose rows were changed behind the triggers' back. Reads the same environment as the API.
 */
async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, ADMIN_NAME: '', ADMIN_PASSWORD: '' });
  const dataSource = new DataSource(dataSourceOptions(config.database));
  await dataSource.initialize();
  try {
    const result = await withStartupLock(dataSource, () =>
      withoutQueryTimeout(dataSource, () =>
        ensureTranslationCounters(dataSource, { force: true, log: (message) => console.log(message) }),
      ),
    );
    if (!result.ready) {
      console.error('The translation counters could not be built (migrations pending, or triggers refused)');
      process.exitCode = 1;
    }
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
