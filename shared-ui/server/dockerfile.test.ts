// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = path.dirname(new URL(import.meta.url).pathname);

describe('the front ends’ image (Dockerfile)', () => {
  it('copies every module of shared-ui the production server imports from outside server/', async () => {
    const dockerfile = await readFile(path.join(here, 'Dockerfile'), 'utf8');
    const sources = (await readdir(here)).filter((name) => name.endsWith('.mjs'));
    const needed = new Set<string>();
    for (const name of sources) {
      const text = await readFile(path.join(here, name), 'utf8');
      for (const match of text.matchAll(/from '\.\.\/([\w-]+\.mjs)'/g)) needed.add(match[1] ?? '');
    }
    expect(needed.size).toBeGreaterThan(0);
    for (const file of needed)
      expect(dockerfile, file).toContain(`/repo/shared-ui/${file} ./shared-ui/${file}`);
  });
});
