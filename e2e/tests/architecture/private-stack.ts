import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startStaticServer } from '@aurinko/web-server/static-server';
import { portOf, remoteUrlVariable } from '../../../shared-ui/contract/topology.mjs';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

type StaticServer = ReturnType<typeof startStaticServer>;

/**
 * A private shell server (the same shell build) whose /remotes.json points one remote at a private
 * server of that remote, so a test can redeploy or stop it without disturbing the shared test stack.
 */
export async function privateDeployment(
  app: 'mf-human' | 'mf-veterinary',
  remote: 'human' | 'veterinary',
  base: number,
) {
  const shellPort = base;
  const remotePort = base + 1;
  const deployDir = await mkdtemp(path.join(tmpdir(), `aurinko-${remote}-`));
  await cp(path.join(REPO, app, 'dist'), deployDir, { recursive: true });
  const env = {
    ...process.env,
    [remoteUrlVariable(remote)]: `http://localhost:${remotePort}/mf-manifest.json`,
  };
  const shell = startStaticServer({
    root: path.join(REPO, 'shell', 'dist'),
    port: shellPort,
    isShell: true,
    apiTarget: `http://127.0.0.1:${portOf('api')}`,
    env,
    quiet: true,
  });
  // The remote answers CORS to this private shell's origin only (as a real remote does to the site's).
  const siteOrigins = [`http://localhost:${shellPort}`];
  let remoteServer: StaticServer | undefined = startStaticServer({
    root: deployDir,
    port: remotePort,
    siteOrigins,
    quiet: true,
  });
  await Promise.all([shell.ready, remoteServer.ready]);
  return {
    shellUrl: `http://localhost:${shellPort}`,
    remoteServer: () => remoteServer,
    async stopRemote() {
      await remoteServer?.close();
      remoteServer = undefined;
    },
    async startRemote(root = deployDir) {
      remoteServer = startStaticServer({ root, port: remotePort, siteOrigins, quiet: true });
      await remoteServer.ready;
    },
    async close() {
      await Promise.all([shell.close(), remoteServer?.close()]);
    },
  };
}

/**
 * Builds one remote again (its own build only) into a new folder, with a build-time release text and any other
 * build-time variables (`PUBLIC_DIVISION_PAGES_RELEASE`: a stamp inside the shared division pages;
 * `SHARED_VERSION_OVERRIDE`: see shared-ui/build/federation.mjs; `GIT_COMMIT`, which its version.json then carries).
 */
export async function rebuildRemote(
  app: string,
  release: string,
  buildEnv: Record<string, string> = {},
): Promise<string> {
  const distDir = await mkdtemp(path.join(tmpdir(), `aurinko-${app}-build-`));
  await run(path.join(REPO, app, 'node_modules', '.bin', 'rsbuild'), ['build'], {
    cwd: path.join(REPO, app),
    env: { ...process.env, ...buildEnv, DIST_DIR: distDir, PUBLIC_RELEASE: release, PORT_OFFSET: '0' },
  });
  return distDir;
}

/** sha256 of every file of a build, by relative path. */
export async function fingerprint(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    result[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return result;
}
