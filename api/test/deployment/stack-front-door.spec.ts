import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portOf } from '../../../shared-ui/topology.mjs';

const repo = resolve(import.meta.dirname, '..', '..', '..');
const built = ['api', 'shell', 'mf-human', 'mf-veterinary', 'mf-agriculture', 'mf-dashboard'].every((app) =>
  existsSync(join(repo, app, 'dist')),
);
/** An address of this machine that is not loopback (where a stranger on the network would connect). */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((info) => info && !info.internal && info.family === 'IPv4')?.address;

/** 'open' when something accepts a TCP connection at host:port, else the error code (ECONNREFUSED …). */
function probe(host: string, port: number): Promise<string> {
  return new Promise((done) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      done('open');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
  });
}

// `npm start` (.tools/stack.mjs): the API is reachable only through the front door, the shell's /api proxy.
describe.skipIf(!built || !outside)('npm start: the API behind the front door', () => {
  const env = { ...process.env, PORT_OFFSET: String(21000 + (process.pid % 900)) };
  let stack: ChildProcess;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'aurinko-stack-'));
    stack = spawn(process.execPath, [join(repo, '.tools', 'stack.mjs')], {
      cwd: repo,
      env: { ...env, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await fetch(`http://127.0.0.1:${portOf('shell', env)}/api/health`).catch(() => undefined);
      if (res?.status === 200) break;
      if (Date.now() > deadline || stack.exitCode !== null) throw new Error('the stack did not come up');
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 90_000);

  afterAll(async () => {
    if (stack && stack.exitCode === null) {
      const exited = new Promise((r) => stack.once('exit', r));
      stack.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('listens on loopback only: the machine’s own network address finds no API, the shell’s /api proxy does', async () => {
    const apiPort = portOf('api', env);
    expect(await probe('127.0.0.1', apiPort)).toBe('open');
    expect(await probe(outside as string, apiPort)).toBe('ECONNREFUSED');
    // The front door still answers on every address.
    expect(await probe(outside as string, portOf('shell', env))).toBe('open');
  });
});
