import type { EntityManager } from 'typeorm';
import type { FileStorage } from '../../files/file-storage.js';

/** What a seed may use besides the transaction: the file storage, for generated assets. */
export interface SeedContext {
  storage: FileStorage;
}

/** A named, run-once data seed. Its name is recorded in `seed_runs`; renaming it runs it again. */
export interface Seed {
  name: string;
  run(manager: EntityManager, context: SeedContext): Promise<void>;
}
