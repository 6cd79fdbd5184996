import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// One folder per run where the seeds' drawings, once rendered by a test app, are kept for the others
// (src/content/seed/assets.ts): most of a test app's start-up otherwise. Removed when the run ends (test/global-setup.ts).
const seedAssetCache = mkdtempSync(join(tmpdir(), 'aurinko-seed-assets-'));
process.env.SEED_ASSET_CACHE_DIR = seedAssetCache;

export default defineConfig({
  test: {
    include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
    pool: 'forks',
    // Vitest's default is one worker less than the cores: on the 2-core CI machine, one test file at a time while the
    // other core waited on MariaDB. Two files at once took the suite from ~34 (one worker, Intel) to 28.5 min on
    // this project's AMD machine (87 files; three workers: 29.5 min, more contention).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['test/global-setup.ts'],
    env: { NODE_ENV: 'test', SEED_ASSET_CACHE_DIR: seedAssetCache },
  },
});
