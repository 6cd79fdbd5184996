import { rm } from 'node:fs/promises';

/** After the run: the seed-asset cache of this run (vitest.config.ts) goes. */
export default function setup() {
  return async () => {
    const dir = process.env.SEED_ASSET_CACHE_DIR;
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
