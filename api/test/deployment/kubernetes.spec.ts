import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import {
  API_PORT,
  APPS,
  REMOTE_APPS,
  remoteUrlVariable,
  siteHostnames,
} from '../../../shared-ui/contract/topology.mjs';
import { loadConfig } from '../../src/config/app-config.js';

// No cluster here: every Kustomize overlay is rendered by kubectl's built-in Kustomize (installed from the npm
// registry by .tools/kubectl.mjs when missing) and every object is validated against the Kubernetes API schemas
// (kubernetes-models' validators); then the objects are checked against the apps' own configuration.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PARTS = ['api', ...Object.keys(APPS)];
const SITE = 'shell/deploy/site/overlays/production';

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  // biome-ignore lint/suspicious/noExplicitAny: rendered objects of many kinds, checked field by field below
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string; optional?: boolean };
    secretKeyRef?: { name: string; key: string; optional?: boolean };
  };
}

/** Every overlay in the repository: each part's deploy/overlays/* and the site's. */
function overlays(): string[] {
  const found: string[] = [];
  const roots = [...PARTS.map((part) => `${part}/deploy/overlays`), 'shell/deploy/site/overlays'];
  for (const root of roots) {
    if (!existsSync(path.join(repo, root))) continue;
    for (const name of readdirSync(path.join(repo, root))) found.push(`${root}/${name}`);
  }
  return found;
}

let kubectl = '';
const rendered = new Map<string, K8sObject[]>();
function render(folder: string): K8sObject[] {
  let objects = rendered.get(folder);
  if (!objects) {
    const out = execFileSync(kubectl, ['kustomize', path.join(repo, folder)], { encoding: 'utf8' });
    objects = parseAllDocuments(out).map((doc) => doc.toJS() as K8sObject);
    rendered.set(folder, objects);
  }
  return objects;
}
const parse = (file: string) =>
  parseAllDocuments(readFileSync(path.join(repo, file), 'utf8')).map((doc) => doc.toJS() as K8sObject);

/** kubernetes-models' validator for an object's apiVersion and kind (an unknown kind fails the test). */
async function validate(object: K8sObject) {
  const [group, version] = object.apiVersion.includes('/')
    ? object.apiVersion.split('/')
    : [undefined, object.apiVersion];
  const module = group ? `kubernetes-models/${group}/${version}` : `kubernetes-models/${version}`;
  const models = (await import(module)) as Record<string, new (data: unknown) => { validate(): void }>;
  const Model = models[object.kind];
  if (!Model) throw new Error(`${object.apiVersion} ${object.kind}: no schema to validate it against`);
  new Model(object).validate();
}

/**
 * The same objects as object literals typed with kubernetes-models' interfaces (IDeployment, IService …), compiled by
 * TypeScript: its excess-property check refuses any field the Kubernetes API does not have (a misspelt
 * `imagePullPolcy` that the schema validators let through), at any depth. Returns the compiler's messages.
 */
function typeCheck(objects: K8sObject[]): string[] {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '__rendered__.ts');
  const lines = objects.map((object, i) => {
    const module = object.apiVersion.includes('/') ? object.apiVersion : `v1`;
    return `import type { I${object.kind} as T${i} } from 'kubernetes-models/${module}';\nexport const o${i}: T${i} = ${JSON.stringify(object)};`;
  });
  const source = lines.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2023,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile;
  host.readFile = (name) => (path.resolve(name) === file ? source : readFile(name));
  const fileExists = host.fileExists;
  host.fileExists = (name) => path.resolve(name) === file || fileExists(name);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (name, language, ...rest) =>
    path.resolve(name) === file
      ? ts.createSourceFile(name, source, language)
      : getSourceFile(name, language, ...rest);
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n').split('\n').slice(-1)[0] ?? '');
}

const find = (objects: K8sObject[], kind: string, name: string) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
};
const podSpec = (workload: K8sObject) => workload.spec.template.spec;
const secretsExample = () => parse('shell/deploy/site/secrets.example.yaml');

/** A container's environment as its pod would see it, resolved from the rendered ConfigMaps and the given Secrets. */
function environment(
  container: { env?: EnvVar[]; envFrom?: Array<{ configMapRef?: { name: string } }> },
  objects: K8sObject[],
  secrets: K8sObject[],
): Record<string, string> {
  const env: Record<string, string> = {};
  const configMap = (name: string) => find(objects, 'ConfigMap', name).data ?? {};
  for (const from of container.envFrom ?? []) {
    if (from.configMapRef) Object.assign(env, configMap(from.configMapRef.name));
  }
  for (const variable of container.env ?? []) {
    const ref = variable.valueFrom;
    if (ref?.configMapKeyRef) {
      const value = configMap(ref.configMapKeyRef.name)[ref.configMapKeyRef.key];
      if (value === undefined && !ref.configMapKeyRef.optional) throw new Error(`${variable.name}: no key`);
      if (value !== undefined) env[variable.name] = value;
    } else if (ref?.secretKeyRef) {
      const secret = secrets.find((s) => s.kind === 'Secret' && s.metadata.name === ref.secretKeyRef?.name);
      const value = secret?.stringData?.[ref.secretKeyRef.key];
      if (value === undefined)
        throw new Error(`${variable.name}: no ${ref.secretKeyRef.name}/${ref.secretKeyRef.key}`);
      env[variable.name] = value;
    } else {
      env[variable.name] = variable.value ?? '';
    }
  }
  return env;
}

beforeAll(() => {
  kubectl = execFileSync(process.execPath, [path.join(repo, '.tools/kubectl.mjs')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
}, 300_000);

describe('Kubernetes manifests (Kustomize)', () => {
  it('has a production overlay for every part and for the site', () => {
    expect(overlays().sort()).toEqual(
      [...PARTS.map((part) => `${part}/deploy/overlays/production`), SITE].sort(),
    );
  });

  for (const overlay of overlays()) {
    it(`${overlay}: renders, and every object validates against the Kubernetes API schemas`, async () => {
      const objects = render(overlay);
      expect(objects.length).toBeGreaterThan(0);
      for (const object of objects) {
        await expect(validate(object), `${object.kind} ${object.metadata.name}`).resolves.toBeUndefined();
        expect(object.metadata.labels?.['app.kubernetes.io/part-of'], object.metadata.name).toBe('aurinko');
        if (object.kind !== 'Namespace')
          expect(object.metadata.namespace, object.metadata.name).toBe('aurinko');
      }
      // No secret value is kept in the repository: Secrets are created in the cluster.
      expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    });
  }

  it('the schema check is real: a wrong field type is refused', async () => {
    const deployment = structuredClone(find(render(SITE), 'Deployment', 'api'));
    deployment.spec.replicas = 'two';
    await expect(validate(deployment)).rejects.toThrow(/replicas/);
  });

  it('every object of the site has only fields the Kubernetes API knows (typed against its interfaces)', () => {
    const objects = [...render(SITE), ...secretsExample()];
    expect(typeCheck(objects)).toEqual([]);
    // …and the check is real: a misspelt field deep in a pod template is refused.
    const deployment = structuredClone(find(objects, 'Deployment', 'mf-human'));
    podSpec(deployment).containers[0].imagePullPolcy = 'Always';
    expect(typeCheck([deployment]).join('\n')).toMatch(/imagePullPolcy/);
  }, 60_000);

  it('the example Secrets validate and hold placeholders only', async () => {
    for (const secret of secretsExample()) {
      await validate(secret);
      for (const value of Object.values(secret.stringData ?? {})) expect(value).toContain('CHANGE-ME');
    }
  });

  for (const part of PARTS) {
    it(`${part}: its own overlay is its own release — only its objects, pinned to a registry image`, () => {
      const objects = render(`${part}/deploy/overlays/production`);
      for (const object of objects) expect(object.metadata.name).toMatch(new RegExp(`^${part}(-|$)`));
      const deployment = find(objects, 'Deployment', part);
      for (const container of podSpec(deployment).containers)
        expect(container.image).toMatch(new RegExp(`^[\\w.-]+\\.[\\w-]+/aurinko/${part}:[\\w.-]+$`));
      // The site applies exactly the objects the team applies (same image, same settings).
      for (const object of objects) {
        const inSite = find(render(SITE), object.kind, object.metadata.name);
        expect(inSite, `${object.kind} ${object.metadata.name}`).toEqual(object);
      }
    });

    it(`${part}: scaled by an HPA, kept up by a PDB, reached by a Service on its topology port`, () => {
      const objects = render(SITE);
      const deployment = find(objects, 'Deployment', part);
      const labels = deployment.spec.template.metadata.labels;
      const port = part === 'api' ? API_PORT : APPS[part]?.port;
      const containers = podSpec(deployment).containers;
      const ports = containers.flatMap(
        (c: { ports?: Array<{ name: string; containerPort: number }> }) => c.ports ?? [],
      );
      expect(ports.find((p: { name: string }) => p.name === 'http')?.containerPort).toBe(port);
      expect(ports.find((p: { name: string }) => p.name === 'metrics')).toBeDefined();

      const hpa = find(objects, 'HorizontalPodAutoscaler', part);
      expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: part });
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      const pdb = find(objects, 'PodDisruptionBudget', part);
      expect(labels).toMatchObject(pdb.spec.selector.matchLabels);
      const service = find(objects, 'Service', part);
      expect(labels).toMatchObject(service.spec.selector);
      expect(service.spec.ports.find((p: { name: string }) => p.name === 'http')).toMatchObject({
        port,
        targetPort: 'http',
      });
    });

    it(`${part}: non-root, no privileges, read-only root, requests and limits, readiness and liveness probes`, () => {
      const deployment = find(render(SITE), 'Deployment', part);
      const spec = podSpec(deployment);
      expect(spec.securityContext).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: 'RuntimeDefault' },
      });
      expect(spec.securityContext.runAsUser).toBeGreaterThan(0);
      expect(spec.automountServiceAccountToken).toBe(false);
      for (const container of spec.containers) {
        expect(container.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        expect(Object.keys(container.resources.requests).sort()).toEqual(['cpu', 'memory']);
        expect(Object.keys(container.resources.limits).sort()).toEqual(['cpu', 'memory']);
        const prefix = part === 'api' ? '/api/health' : '/health';
        expect(container.livenessProbe.httpGet).toMatchObject({ path: `${prefix}/live`, port: 'http' });
        expect(container.readinessProbe.httpGet).toMatchObject({ path: `${prefix}/ready`, port: 'http' });
        if (part === 'shell') {
          // The kubelet probes the pod's address; the shell answers only its site's host names (else 421).
          const env = environment(container, render(SITE), secretsExample());
          for (const probe of [container.livenessProbe, container.readinessProbe]) {
            const host = probe.httpGet.httpHeaders?.find((h: { name: string }) => h.name === 'Host')?.value;
            expect(siteHostnames(env).has(host)).toBe(true);
          }
        }
        expect(container.lifecycle.preStop.sleep.seconds).toBeGreaterThan(0);
        expect(spec.terminationGracePeriodSeconds).toBeGreaterThan(container.lifecycle.preStop.sleep.seconds);
      }
    });
  }

  it("the API: an environment its config loader accepts — MySQL, the bucket, production, the topology's port", () => {
    const objects = render(SITE);
    const container = podSpec(find(objects, 'Deployment', 'api')).containers[0];
    const env = environment(container, objects, secretsExample());
    const config = loadConfig(env);
    expect(config.nodeEnv).toBe('production');
    expect(config.port).toBe(API_PORT);
    expect(config.cookieSecure).toBe(true);
    expect(config.database).toMatchObject({ type: 'mysql' });
    expect(config.storage).toMatchObject({ driver: 's3', bucket: expect.any(String) });
    expect(config.smtpUrl).toMatch(/^smtp/);
    expect(config.openApi).toBe(false);
    // The migrate Job does the start-up tasks once per release.
    expect(env.RUN_STARTUP_TASKS).toBe('false');
    // The ingress controller's and the front ends' pods (private pod addresses) may name the client; nobody else.
    expect(config.trustedProxies.isTrusted('10.244.3.17')).toBe(true);
    expect(config.trustedProxies.isTrusted('203.0.113.9')).toBe(false);
    expect(config.dataDir).toBe('/data');
    expect(container.volumeMounts).toContainEqual({ name: 'data', mountPath: '/data' });
  });

  it('the migrate Job: the same image and settings as the API, run by node dist/cli/migrate.js, labelled for the ordered apply', () => {
    const objects = render(SITE);
    const api = podSpec(find(objects, 'Deployment', 'api')).containers[0];
    const job = find(objects, 'Job', 'api-migrate');
    const migrate = podSpec(job).containers[0];
    expect(migrate.image).toBe(api.image);
    expect(migrate.command).toEqual(['node', 'dist/cli/migrate.js']);
    expect(job.metadata.labels?.['app.kubernetes.io/component']).toBe('migrate');
    expect(podSpec(job).restartPolicy).toBe('Never');
    const apiEnv = environment(api, objects, secretsExample());
    const jobEnv = environment(migrate, objects, secretsExample());
    expect(loadConfig(jobEnv).database).toEqual(loadConfig(apiEnv).database);
    expect(loadConfig(jobEnv).storage).toEqual(loadConfig(apiEnv).storage);
    // deploy.sh applies this Job first and waits for it; nothing else carries the label.
    const labelled = objects.filter((o) => o.metadata.labels?.['app.kubernetes.io/component'] === 'migrate');
    expect(labelled.map((o) => `${o.kind}/${o.metadata.name}`)).toEqual(['Job/api-migrate']);
    const steps = execFileSync('bash', [path.join(repo, '.tools/deploy.sh'), SITE], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, DRY_RUN: '1', KUBECTL: kubectl },
    });
    const lines = steps.split('\n').filter((line) => line.startsWith('+'));
    const order = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line));
    expect(order(/delete job api-migrate/)).toBeGreaterThanOrEqual(0);
    expect(order(/delete job api-migrate/)).toBeLessThan(
      order(/apply .* -l app.kubernetes.io\/component=migrate$/),
    );
    expect(order(/apply .* -l app.kubernetes.io\/component=migrate$/)).toBeLessThan(
      order(/apply .* -l app.kubernetes.io\/component!=migrate$/),
    );
    expect(steps).toContain('waiting for job/api-migrate');
  });

  it('the front ends: the shell gets the remote map and the remotes’ in-cluster addresses, the remotes the site origin', () => {
    const objects = render(SITE);
    const site = find(objects, 'ConfigMap', 'aurinko-site').data ?? {};
    const secrets = secretsExample();
    const shell = environment(podSpec(find(objects, 'Deployment', 'shell')).containers[0], objects, secrets);
    expect(shell.API_URL).toBe(`http://api:${API_PORT}`);
    expect(shell.SITE_URL).toBe(site.SITE_URL);
    for (const info of REMOTE_APPS) {
      const remote = info.remote as string;
      expect(shell[remoteUrlVariable(remote)]).toMatch(/^https:\/\/.+\/mf-manifest\.json$/);
      expect(shell[`REMOTE_${remote.toUpperCase()}_SERVER_URL`]).toBe(
        `http://${info.app}:${info.port}/mf-manifest.json`,
      );
      find(objects, 'Service', info.app);
      const env = environment(podSpec(find(objects, 'Deployment', info.app)).containers[0], objects, secrets);
      expect(env.SITE_ORIGINS).toBe(new URL(site.SITE_URL as string).origin);
      expect(env.API_URL).toBe(`http://api:${API_PORT}`);
    }
    for (const app of Object.keys(APPS)) {
      const env = environment(podSpec(find(objects, 'Deployment', app)).containers[0], objects, secrets);
      expect(env.RENDER_SECRET, app).toBeTruthy();
      expect(env.TRUSTED_PROXIES, app).toBe(site.TRUSTED_PROXIES);
      expect(env.HSTS, app).toBe('true');
    }
  });

  it('the front ends: releases in a bucket when aurinko-site sets RELEASE_STORE, keys from the optional Secret aurinko-releases', () => {
    const objects = render(SITE);
    const site = find(objects, 'ConfigMap', 'aurinko-site').data ?? {};
    // Optional and off by default: each pod keeps its releases on its own volume.
    for (const key of ['RELEASE_STORE', 'S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'])
      expect(site[key], key).toBe('');
    const secrets = secretsExample();
    const releases = secrets.find((s) => s.metadata.name === 'aurinko-releases');
    expect(Object.keys(releases?.stringData ?? {}).sort()).toEqual([
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]);
    for (const app of Object.keys(APPS)) {
      const container = podSpec(find(objects, 'Deployment', app)).containers[0];
      const refs = Object.fromEntries(
        (container.env as EnvVar[]).filter((v) => v.valueFrom).map((v) => [v.name, v.valueFrom]),
      );
      for (const key of ['RELEASE_STORE', 'S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'])
        expect(refs[key], `${app} ${key}`).toEqual({
          configMapKeyRef: { name: 'aurinko-site', key, optional: true },
        });
      for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
        expect(refs[key], `${app} ${key}`).toEqual({
          secretKeyRef: { name: 'aurinko-releases', key, optional: true },
        });
      // A pod started without the Secret (optional) still resolves the rest.
      const env = environment(container, objects, secrets);
      expect(env.RELEASE_STORE, app).toBe('');
      expect(env.S3_ACCESS_KEY_ID, app).toBe('CHANGE-ME');
    }
  });

  it('the Ingress: TLS by cert-manager for every host; /api to the API, pages to the shell, each remote on its host', () => {
    const objects = render(SITE);
    const site = find(objects, 'ConfigMap', 'aurinko-site').data ?? {};
    const ingress = find(objects, 'Ingress', 'aurinko');
    expect(ingress.metadata.annotations?.['cert-manager.io/cluster-issuer']).toBeTruthy();
    const hosts = ingress.spec.rules.map((rule: { host: string }) => rule.host);
    expect(ingress.spec.tls.flatMap((t: { hosts: string[] }) => t.hosts).sort()).toEqual([...hosts].sort());
    const route = (url: string) => {
      const { hostname, pathname } = new URL(url);
      const rule = ingress.spec.rules.find((r: { host: string }) => r.host === hostname);
      if (!rule) throw new Error(`no Ingress rule for ${hostname}`);
      const paths: Array<{
        path: string;
        pathType: string;
        backend: { service: { name: string; port: { name: string } } };
      }> = rule.http.paths;
      // Exact, else the longest Prefix matching whole path elements (Kubernetes' rules).
      const match =
        paths.find((p) => p.pathType === 'Exact' && p.path === pathname) ??
        paths
          .filter(
            (p) =>
              p.pathType === 'Prefix' &&
              (p.path === '/' || pathname === p.path || pathname.startsWith(`${p.path.replace(/\/$/, '')}/`)),
          )
          .sort((a, b) => b.path.length - a.path.length)[0];
      return match?.backend.service;
    };
    expect(route(`${site.SITE_URL}/api/health`)).toEqual({ name: 'api', port: { name: 'http' } });
    expect(route(`${site.SITE_URL}/human`)).toEqual({ name: 'shell', port: { name: 'http' } });
    for (const info of REMOTE_APPS) {
      // The browser's files of each remote (its manifest, version.json beside it, the chunks) reach its Service…
      const manifest = site[remoteUrlVariable(info.remote as string)] as string;
      for (const file of [
        manifest,
        new URL('version.json', manifest).href,
        new URL('static/js/x.1a2b.js', manifest).href,
      ])
        expect(route(file), file).toEqual({ name: info.app, port: { name: 'http' } });
      // …its render endpoint and standalone pages do not (only the shell's server calls them, inside the cluster).
      expect(route(new URL('ssr/render', manifest).href)).toBeUndefined();
      expect(route(new URL(info.route as string, manifest).href)).toBeUndefined();
      expect(route(new URL('staticfoo', manifest).href)).toBeUndefined();
    }
    // Every backend is a Service of the site with that port.
    for (const rule of ingress.spec.rules)
      for (const p of rule.http.paths) {
        const service = find(objects, 'Service', p.backend.service.name);
        expect(service.spec.ports.map((port: { name: string }) => port.name)).toContain(
          p.backend.service.port.name,
        );
      }
  });

  it('every Secret and ConfigMap a pod reads exists in the site (Secrets: in the example, with that key)', () => {
    const objects = render(SITE);
    const secrets = secretsExample();
    for (const workload of objects.filter((o) => o.kind === 'Deployment' || o.kind === 'Job')) {
      for (const container of podSpec(workload).containers) {
        expect(() => environment(container, objects, secrets), workload.metadata.name).not.toThrow();
      }
    }
  });
});
