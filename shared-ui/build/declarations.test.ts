import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { emitDeclarations, modulesOf } from '../../.tools/declarations.mjs';

const BUILD_TOOLS_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * The `.d.mts` beside each module are what every front end's Rsbuild configuration and the shell's federation host
 * type-check against; they are emitted by tsc from the modules' JSDoc (`pnpm --filter @aurinko/build-tools types`),
 * never written by hand. This fails when a module has a type error or a committed declaration is not what tsc emits
 * from the module now (the hand-written one had drifted from the code).
 */
describe('the build tools declarations', () => {
  const { declarations, errors } = emitDeclarations(BUILD_TOOLS_DIR);

  it('come from modules without type errors (checkJs, strict)', () => {
    expect(errors).toEqual([]);
  });

  it.each(modulesOf(BUILD_TOOLS_DIR).slice())('%s has its committed declaration', (name) => {
    const declaration = name.replace(/\.mjs$/, '.d.mts');
    const emitted = declarations.get(declaration);
    expect(emitted, `tsc emitted no ${declaration}`).toBeDefined();
    const committed = readFileSync(path.join(BUILD_TOOLS_DIR, declaration), 'utf8');
    expect(
      committed,
      `${declaration} differs from the JSDoc of ${name}: run pnpm --filter @aurinko/build-tools types`,
    ).toBe(emitted);
  });
}, 120_000);
