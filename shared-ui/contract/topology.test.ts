import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIVISIONS, PRODUCT_GROUPS, rangePath, TECHNOLOGY_PAGES } from './catalogue.mjs';
import { APPS, REMOTE_APPS, REMOTE_MOUNTS } from './topology.mjs';

const REPO = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

describe('the topology: one list of the front ends', () => {
  it("has one remote per division of the contract, in the contract's order, and the dashboard", () => {
    expect(REMOTE_APPS.map((info) => info.remote)).toEqual([...DIVISIONS, 'dashboard']);
    for (const info of REMOTE_APPS) {
      expect(info.app).toBe(`mf-${info.remote}`);
      expect(info.route).toBe(`/${info.remote}`);
    }
    expect(new Set(Object.values(APPS).map((info) => info.port)).size).toBe(Object.keys(APPS).length);
  });

  it("mounts each remote's area at its route, and the dashboard's sign-in and reset pages, privately", () => {
    expect(REMOTE_MOUNTS).toEqual([
      ...DIVISIONS.map((division) => ({ path: `/${division}`, remote: division, prefix: true })),
      { path: '/dashboard', remote: 'dashboard', prefix: true, private: true, ownFrame: true },
      { path: '/AurinkoOne', remote: 'dashboard', module: 'SignIn', private: true },
      { path: '/reset-password', remote: 'dashboard', module: 'ResetPassword', private: true },
    ]);
  });
});

describe('the configuration files that cannot read topology.mjs agree with it', () => {
  const remoteApps = REMOTE_APPS.map((info) => info.app);

  it('lists every app in the pnpm workspace', () => {
    const workspace = readFileSync(path.join(REPO, 'pnpm-workspace.yaml'), 'utf8');
    for (const app of Object.keys(APPS)) expect(workspace).toMatch(new RegExp(`^\\s*- ${app}$`, 'm'));
  });

  it("forbids each remote, in biome.json's import rules, to import any other remote", () => {
    interface Override {
      includes?: string[];
      linter?: {
        rules?: { style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } } };
      };
    }
    const biome = JSON.parse(readFileSync(path.join(REPO, 'biome.json'), 'utf8')) as {
      overrides?: Override[];
    };
    for (const app of remoteApps) {
      const forbidden = (biome.overrides ?? [])
        .filter((entry) => entry.includes?.includes(`${app}/**`))
        .flatMap((entry) => entry.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [])
        .flatMap((pattern) => pattern.group);
      for (const other of remoteApps.filter((name) => name !== app)) {
        expect(forbidden, `${app} may import ${other}`).toEqual(
          expect.arrayContaining([`@aurinko/${other}`, `@aurinko/${other}/**`, `**/${other}/**`]),
        );
      }
    }
  });
});

/** Production sources (no tests, no test doubles, no generated files) of the packages that could keep a copy. */
function sources(): string[] {
  const roots = [
    'shell/src',
    'shared-ui/src',
    'shared-ui/division',
    'shared-ui/server',
    'shared-ui/build',
    'api/src',
  ];
  const tops = readdirSync(REPO).filter((name) => name.startsWith('mf-'));
  roots.push(...tops.map((name) => `${name}/src`));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(REPO, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'testing', '__snapshots__'].includes(entry.name)) walk(relative);
      } else if (
        /\.(ts|tsx|mjs)$/.test(entry.name) &&
        !/\.(test|spec|e2e-spec)\.|\.d\.mts$/.test(entry.name)
      ) {
        files.push(relative);
      }
    }
  };
  for (const root of roots) walk(root);
  // The remotes' and the shell's build configs (the contract, topology.mjs included, is the declaration).
  for (const top of [...tops, 'shell']) {
    for (const name of readdirSync(path.join(REPO, top))) {
      if (/\.config\.ts$/.test(name)) files.push(`${top}/${name}`);
    }
  }
  return files.filter((file) => file !== 'shared-ui/src/api/openapi-types.ts');
}

const quoted = (text: string) => `['"\`]${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"\`]`;

describe('no second list of the divisions, remotes or range addresses', () => {
  const files = sources();
  const remotes = REMOTE_APPS.map((info) => info.remote as string);

  /** Every line of the sources matching `pattern`, as `file:line: text`. */
  const offending = (pattern: RegExp, only?: (file: string) => boolean) =>
    files
      .filter((file) => !only || only(file))
      .flatMap((file) =>
        readFileSync(path.join(REPO, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );

  it('reads the sources it checks', () => {
    expect(files).toContain('shell/src/App.tsx');
    expect(files).toContain('shell/src/navigation/menu.ts');
    expect(files.length).toBeGreaterThan(200);
  });

  it('writes no two division names one after the other (a list or a union): DIVISIONS is the list', () => {
    const pairs = DIVISIONS.flatMap((a) =>
      DIVISIONS.filter((b) => b !== a).map((b) => `${quoted(a)}\\s*[,|]\\s*${quoted(b)}`),
    );
    expect(offending(new RegExp(pairs.join('|')))).toEqual([]);
  });

  it('names no two remote apps on one line (a list of them): topology.mjs is the list', () => {
    const names = remotes.map((remote) => `mf-${remote}`);
    const pairs = names.flatMap((a) => names.filter((b) => b !== a).map((b) => `${a}\\b.*\\b${b}\\b`));
    expect(offending(new RegExp(pairs.join('|')))).toEqual([]);
  });

  it("writes no remote's mount point in the shell: its routes and its server's mounts come from REMOTE_MOUNTS", () => {
    const mounts = remotes.flatMap((remote) => [
      quoted(`/${remote}`),
      quoted(`${remote}/*`),
      `remote=${quoted(remote)}`,
    ]);
    expect(offending(new RegExp(mounts.join('|')), (file) => file.startsWith('shell/'))).toEqual([]);
  });

  it("writes no range page's address: the catalogue gives it (rangePath, TECHNOLOGY_PAGES)", () => {
    const addresses = [
      ...PRODUCT_GROUPS.map((info) => rangePath(info.group)),
      ...TECHNOLOGY_PAGES.map((page) => page.path),
    ];
    expect(offending(new RegExp([...new Set(addresses)].map(quoted).join('|')))).toEqual([]);
  });
});
