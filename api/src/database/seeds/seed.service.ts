import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CONTENT_SEEDS } from '../../content/seed/content.seeds.js';
import { FILE_STORAGE, type FileStorage } from '../../files/file-storage.js';
import { SeedRunEntity } from '../seed-run.entity.js';
import { headlinesSeed } from './headlines.seed.js';
import type { Seed } from './seed.js';

/** Seeds run once each, in order, on first start. Later content modules append their seeds here. */
export const SEEDS: Seed[] = [headlinesSeed, ...CONTENT_SEEDS];

@Injectable()
export class SeedService {
  private readonly logger = new Logger(SeedService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** Called by StartupService, after the migrations and under the start-up lock. */
  async runAll(): Promise<void> {
    for (const seed of SEEDS) await this.apply(seed);
  }

  private async apply(seed: Seed): Promise<void> {
    const done = await this.dataSource.getRepository(SeedRunEntity).existsBy({ name: seed.name });
    if (done) return;
    try {
      // The seed_runs row is the lock: a second instance starting at the same moment fails its insert and rolls back.
      await this.dataSource.transaction(async (manager) => {
        await manager.insert(SeedRunEntity, { name: seed.name, appliedAt: new Date() });
        await seed.run(manager, { storage: this.storage });
      });
      this.logger.log(`Seed ${seed.name} applied`);
    } catch (error) {
      const stillMissing = !(await this.dataSource
        .getRepository(SeedRunEntity)
        .existsBy({ name: seed.name }));
      if (stillMissing) throw error;
    }
  }
}
