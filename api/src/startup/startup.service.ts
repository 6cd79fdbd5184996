import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FirstAdminService } from '../admins/first-admin.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { SeedService } from '../database/seeds/seed.service.js';
import { withoutQueryTimeout, withStartupLock } from '../database/startup-lock.js';
import { FILE_STORAGE, type FileStorage } from '../files/file-storage.js';
import { backfillImageVariants } from '../files/image-variants.js';
import { referencedStorageKeys, sweepOrphanFiles } from '../files/orphan-file-sweep.js';
import { importMediaLibrary } from '../media/media-import.js';
import { ensureSearchTexts } from '../studio/search-texts.js';
import { ensureTranslationCounters } from '../studio/translation-counters.js';

/**
 * Everything that changes the database at start, in order and under one start-up lock: migrations, the run-once
 * seeds, the first admin from ADMIN_NAME/ADMIN_PASSWORD, the translation counters' triggers (rebuilt when stale), the responsive variants of referenced images that lack
 * them, then the sweep of stored files no row references. Runs before the API accepts requests (app.init), in the
 * admin:create CLI, and in the one-shot `migrate` job (cli/migrate.ts). With RUN_STARTUP_TASKS=false the API's start
 * does none of it (the migrate job ran before it): it only refuses to start while a migration is pending.
 */
@Injectable()
export class StartupService implements OnModuleInit {
  private readonly logger = new Logger('Startup');

  constructor(
    private readonly dataSource: DataSource,
    private readonly seeds: SeedService,
    private readonly firstAdmin: FirstAdminService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.runStartupTasks) {
      if (await this.dataSource.showMigrations()) {
        throw new Error(
          'The database has migrations pending: run the migrate job first (node dist/cli/migrate.js), or start with RUN_STARTUP_TASKS=true',
        );
      }
      return;
    }
    await this.runAll();
  }

  /** Migrations, seeds, first admin, image backfill and storage sweep, once, under the start-up lock. */
  async runAll(): Promise<void> {
    await withStartupLock(this.dataSource, () =>
      withoutQueryTimeout(this.dataSource, async () => {
        const applied = await this.dataSource.runMigrations({ transaction: 'each' });
        if (applied.length > 0) this.logger.log(`Applied ${applied.length} migration(s)`);
        await this.seeds.runAll();
        await this.firstAdmin.ensure();
        // After the seeds: the translation coverage's triggers and counters match the studio's definitions.
        await ensureTranslationCounters(this.dataSource, { log: (message) => this.logger.log(message) });
        // Likewise the search texts' triggers; the first run after the migration fills them from the existing rows.
        await ensureSearchTexts(this.dataSource, { log: (message) => this.logger.log(message) });
        // Images stored before variants existed (or whose variants were lost) get them; nothing to do afterwards.
        const filled = await backfillImageVariants(
          this.storage,
          await referencedStorageKeys(this.dataSource),
        );
        if (filled.completed.length > 0) {
          this.logger.log(`Wrote the responsive variants of ${filled.completed.length} stored image(s)`);
        }
        // Every referenced file into the media library, duplicates (same content) merged into one item; the records
        // that used a duplicate now use the item's file, and the sweep below removes the duplicate.
        await importMediaLibrary(this.dataSource, this.storage);
        // After the seeds, so the files their rows reference are kept.
        const swept = await sweepOrphanFiles(this.dataSource, this.storage, this.config.fileSweepMinAgeMs);
        if (swept.removed.length > 0 || swept.leftovers > 0) {
          this.logger.warn(
            `Removed ${swept.removed.length} stored file(s) no row references and ${swept.leftovers} unfinished write(s)`,
          );
        }
      }),
    );
  }
}
