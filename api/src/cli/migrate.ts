import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { type AppConfig, ConfigError, enabledLogLevels, loadConfig } from '../config/app-config.js';

/**
 * The one-shot start-up job (a Kubernetes Job, compose's `migrate` service, `npm start` before the API): migrations,
 * the run-once seeds, the first admin from ADMIN_NAME/ADMIN_PASSWORD, the responsive variants of images that lack
 * them and the sweep of stored files no row references — what the API's start does when RUN_STARTUP_TASKS is not
 * false (StartupService). Several runs at once take turns under the start-up lock; a seed runs once (its
 * `seed_runs` row). API instances then start with RUN_STARTUP_TASKS=false and do none of it.
 */
export async function runMigrateJob(config: AppConfig): Promise<void> {
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({ ...config, runStartupTasks: true }),
    { logger: enabledLogLevels(config.logLevel), abortOnError: false },
  );
  await app.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  try {
    await runMigrateJob(loadConfig());
    new Logger('Migrate').log(
      `Migrations, seeds, image backfill and storage sweep done in ${Date.now() - started} ms`,
    );
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}
