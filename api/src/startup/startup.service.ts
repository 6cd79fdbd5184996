import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FirstAdminService } from '../admins/first-admin.service.js';
import { SeedService } from '../database/seeds/seed.service.js';
import { withoutQueryTimeout, withStartupLock } from '../database/startup-lock.js';

/**
 * Everything that changes the database at start, in order and under one start-up lock: migrations, the run-once
 * seeds, the first admin from ADMIN_NAME/ADMIN_PASSWORD. Runs before the API accepts requests (app.init), and in
 * the admin:create CLI too.
 */
@Injectable()
export class StartupService implements OnModuleInit {
  private readonly logger = new Logger('Startup');

  constructor(
    private readonly dataSource: DataSource,
    private readonly seeds: SeedService,
    private readonly firstAdmin: FirstAdminService,
  ) {}

  async onModuleInit(): Promise<void> {
    await withStartupLock(this.dataSource, () =>
      withoutQueryTimeout(this.dataSource, async () => {
        const applied = await this.dataSource.runMigrations({ transaction: 'each' });
        if (applied.length > 0) this.logger.log(`Applied ${applied.length} migration(s)`);
        await this.seeds.runAll();
        await this.firstAdmin.ensure();
      }),
    );
  }
}
