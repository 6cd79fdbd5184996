import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { APPS } from '../../../shared-ui/contract/topology.mjs';

// The CI workflows (.github/workflows) cannot run here: each is parsed and checked against the workspace — a
// pipeline per part that runs when its folder or anything it depends on changes, and only then; build → test →
// image → deploy of that part alone; and the whole check (bash .ci/run) on every change.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');
const workspace = (parse(read('pnpm-workspace.yaml')) as { packages: string[] }).packages;
const packageOf = (folder: string) =>
  JSON.parse(read(`${folder}/package.json`)) as {
    name: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
const folderOf = Object.fromEntries(workspace.map((folder) => [packageOf(folder).name, folder]));
/** The workspace folders a part depends on, transitively (workspace: dependencies). */
function dependencies(folder: string, seen = new Set<string>()): Set<string> {
  const pkg = packageOf(folder);
  for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
    const dep = folderOf[name];
    if (range.startsWith('workspace:') && dep && !seen.has(dep)) {
      seen.add(dep);
      dependencies(dep, seen);
    }
  }
  return seen;
}
/** GitHub's path filter globs: ** any depth, * within one folder. */
const matches = (patterns: string[], file: string) =>
  patterns.some((pattern) =>
    new RegExp(
      `^${pattern
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*/g, '\0')
        .replace(/\*/g, '[^/]*')
        .replace(/\0/g, '.*')}$`,
    ).test(file),
  );

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  steps: Step[];
}
interface Workflow {
  on: {
    push?: { branches?: string[]; paths?: string[] };
    pull_request?: { paths?: string[] } | null;
  };
  jobs: Record<string, Job>;
}
const workflow = (name: string) => parse(read(`.github/workflows/${name}.yml`)) as Workflow;
const runs = (job: Job | undefined) => (job?.steps ?? []).map((step) => step.run ?? '').join('\n');

/** Every part with its own pipeline: the API and each front end of the topology. */
const PARTS = ['api', ...Object.keys(APPS)];
const ROOT_FILES = [
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'package.json',
  'tsconfig.base.json',
  '.tools/env.sh',
];

describe('CI workflows: a pipeline per team, and the whole check', () => {
  it('one workflow per part, shared-ui and the whole site', () => {
    const files = readdirSync(path.join(repo, '.github/workflows')).sort();
    expect(files).toEqual([...PARTS, 'shared-ui', 'site'].map((name) => `${name}.yml`).sort());
  });

  it('site.yml runs bash .ci/run on every push to main and every pull request (no path filter)', () => {
    const site = workflow('site');
    expect(site.on.push).toEqual({ branches: ['main'] });
    expect(site.on.pull_request ?? null).toBeNull();
    expect(runs(site.jobs.check)).toMatch(/^bash \.ci\/run$/m);
  });

  for (const part of [...PARTS, 'shared-ui']) {
    describe(part, () => {
      const flow = workflow(part);
      const paths = flow.on.push?.paths ?? [];
      // shared-ui's pipeline is that of every package in its folder (the core, the division pages, the build tools,
      // the contract, the web server).
      const own = (folder: string) =>
        folder === part || (part === 'shared-ui' && folder.startsWith('shared-ui/'));

      it('runs when its folder, a workspace package it depends on, the toolchain or the lockfile changes', () => {
        expect(flow.on.push?.branches).toEqual(['main']);
        expect(flow.on.pull_request?.paths).toEqual(paths);
        expect(matches(paths, `${part}/src/index.ts`)).toBe(true);
        expect(matches(paths, `${part}/package.json`)).toBe(true);
        for (const dep of dependencies(part)) expect(matches(paths, `${dep}/src/index.ts`), dep).toBe(true);
        for (const file of ROOT_FILES) expect(matches(paths, file), file).toBe(true);
        expect(matches(paths, `.github/workflows/${part}.yml`)).toBe(true);
      });

      it('does not run for another team’s change', () => {
        for (const other of workspace) {
          if (own(other) || other === 'e2e' || dependencies(part).has(other)) continue;
          expect(matches(paths, `${other}/src/index.ts`), other).toBe(false);
        }
        expect(matches(paths, 'README.md')).toBe(false);
      });

      it('builds, then runs its own package’s tests (and its own browser specs)', () => {
        const pkg = packageOf(part).name;
        expect(runs(flow.jobs.build)).toContain(`pnpm --filter "${pkg}..." run build`);
        expect(flow.jobs.test?.needs).toBe('build');
        expect(runs(flow.jobs.test)).toContain(
          part === 'shared-ui' ? 'pnpm --filter "./shared-ui/**" test' : `pnpm --filter ${pkg} test`,
        );
        // Each package that filter selects has tests to run.
        if (part === 'shared-ui')
          for (const folder of workspace.filter(own))
            expect(existsSync(path.join(repo, folder, 'vitest.config.ts')), folder).toBe(true);
        for (const match of runs(flow.jobs.test).matchAll(
          /pnpm --filter @aurinko\/e2e test ((?:tests\/[\w-]+ ?)+)/g,
        )) {
          for (const folder of (match[1] ?? '').trim().split(' ')) {
            expect(existsSync(path.join(repo, 'e2e', folder)), folder).toBe(true);
            expect(matches(paths, `e2e/${folder}/some.spec.ts`), folder).toBe(true);
          }
        }
      });
    });
  }

  for (const part of PARTS) {
    it(`${part}: its image, then its own release alone (the ordered apply of its overlay)`, () => {
      const flow = workflow(part);
      const image = flow.jobs.image;
      expect(image?.needs).toBe('test');
      expect(image?.if).toBe("github.event_name == 'push'");
      const build = image?.steps.find((step) => step.uses?.startsWith('docker/build-push-action'));
      const dockerfile = part === 'api' ? 'api/Dockerfile' : 'shared-ui/server/Dockerfile';
      expect(build?.with?.file).toBe(dockerfile);
      if (part !== 'api') expect(build?.with?.['build-args']).toContain(`APP=${part}\n`);
      expect(build?.with?.tags).toBe(`\${{ secrets.REGISTRY }}/aurinko/${part}:\${{ github.sha }}`);

      const deploy = flow.jobs.deploy;
      expect(deploy?.needs).toBe('image');
      const overlay = `${part}/deploy/overlays/production`;
      expect(existsSync(path.join(repo, overlay, 'kustomization.yaml'))).toBe(true);
      expect(runs(deploy)).toContain(`bash .tools/deploy.sh ${overlay}`);
      // The image name its overlay rewrites is the one its base Deployment uses.
      expect(runs(deploy)).toContain(`kustomize edit set image aurinko/${part}=`);
      expect(read(`${part}/deploy/base/deployment.yaml`)).toMatch(new RegExp(`image: aurinko/${part}$`, 'm'));
      // Credentials only from the repository's secrets.
      expect(runs(deploy)).toContain(`\${{ secrets.KUBECONFIG }}`);
    });
  }

  it('shared-ui has no image or release of its own: every front end’s and the API’s pipeline runs on its change', () => {
    const flow = workflow('shared-ui');
    expect(Object.keys(flow.jobs)).toEqual(['build', 'test']);
    for (const part of PARTS)
      expect(matches(workflow(part).on.push?.paths ?? [], 'shared-ui/server/cli.mjs')).toBe(true);
  });

  it('no secret value in any workflow: registry and cluster credentials are repository secrets', () => {
    for (const file of readdirSync(path.join(repo, '.github/workflows'))) {
      const text = read(`.github/workflows/${file}`);
      expect(text, file).not.toMatch(/^\s*password:\s*(?!\$\{\{)\S/im);
      expect(text, file).not.toMatch(/BEGIN [A-Z ]*PRIVATE KEY/);
    }
  });
});
