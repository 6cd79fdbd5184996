import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = path.dirname(new URL(import.meta.url).pathname);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/**
 * proxy-trust.d.mts is the one hand-kept declaration of this package: the API's build (tsc, no allowJs) needs it,
 * and tsc reads it instead of the JSDoc of proxy-trust.mjs. This test emits the declaration tsc infers from the JSDoc
 * and type-checks that each export has the same type in both, so the two cannot drift apart.
 */
describe('proxy-trust.d.mts', () => {
  it('declares exactly what proxy-trust.mjs exports, with the same types', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'proxy-trust-types-'));
    try {
      const common = ['--ignoreConfig', '--strict', '--target', 'es2023', '--module', 'esnext'];
      const bundler = ['--moduleResolution', 'bundler', '--types', 'node', '--skipLibCheck'];
      execFileSync(process.execPath, [
        tsc,
        path.join(here, 'proxy-trust.mjs'),
        ...common,
        ...bundler,
        '--allowJs',
        '--declaration',
        '--emitDeclarationOnly',
        '--outDir',
        path.join(dir, 'emitted'),
      ]);
      const declared = JSON.stringify(path.join(here, 'proxy-trust.mjs'));
      const check = path.join(dir, 'check.ts');
      writeFileSync(
        check,
        [
          "import type * as Emitted from './emitted/proxy-trust.mjs';",
          `import type * as Declared from ${declared};`,
          'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
          'export const names: Same<keyof typeof Emitted, keyof typeof Declared> = true;',
          'export const trust: Same<Emitted.ProxyTrust, Declared.ProxyTrust> = true;',
          'export const each: { [K in keyof typeof Emitted & keyof typeof Declared]: Same<(typeof Emitted)[K], (typeof Declared)[K]> } = {',
          '  PROXY_NAMES: true, normalizeAddress: true, parseTrustedProxies: true, clientAddress: true,',
          '  forwardedForUpstream: true,',
          '};',
        ].join('\n'),
      );
      let output = '';
      try {
        execFileSync(process.execPath, [tsc, check, ...common, ...bundler, '--noEmit'], { encoding: 'utf8' });
      } catch (error) {
        output = String((error as { stdout?: string }).stdout ?? error);
      }
      expect(output).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
