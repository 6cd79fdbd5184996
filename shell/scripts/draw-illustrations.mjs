#!/usr/bin/env node
/**
 * Writes the home page's illustrations (`src/illustrations/*.svg`) from the art system
 * (`@aurinko/contract/artwork`), so the bundled pictures and the API's seeded ones are one visual language.
 * Deterministic: run it after changing the system (`pnpm --filter @aurinko/shell draw:illustrations`) and commit
 * the files; `illustrations.test.ts` fails when a file differs from what this draws.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ILLUSTRATIONS, illustrationSvg } from './illustrations.mjs';

const folder = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'illustrations');
for (const name of Object.keys(ILLUSTRATIONS)) {
  writeFileSync(join(folder, `${name}.svg`), `${illustrationSvg(name)}\n`);
  console.log(`${name}.svg`);
}
