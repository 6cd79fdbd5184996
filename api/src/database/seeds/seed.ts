import type { EntityManager } from 'typeorm';

/** A named, run-once data seed. Its name is recorded in `seed_runs`; renaming it runs it again. */
export interface Seed {
  name: string;
  run(manager: EntityManager): Promise<void>;
}
