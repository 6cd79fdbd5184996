import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createConnection } from 'mysql2/promise';

const INSTALL_DB = '/usr/bin/mariadb-install-db';
const SERVER = '/usr/sbin/mariadbd';

/** A private MariaDB server for fault tests: it can be frozen (SIGSTOP), thawed, killed and started again. */
export interface ThrowawayMariadb {
  /** mysql://root@127.0.0.1:<port>/<database> of a database created for this server. */
  url: string;
  port: number;
  pid(): number;
  freeze(): void;
  thaw(): void;
  /** SIGKILL, waits for the process to exit. */
  kill(): Promise<void>;
  /** Starts the server again on the same data and port. */
  start(): Promise<void>;
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Fails (never skips) when the MariaDB binaries are missing: every machine of this project has them, so their
 * absence is a broken environment, not a reason to run fewer tests.
 */
export async function startThrowawayMariadb(): Promise<ThrowawayMariadb> {
  for (const binary of [INSTALL_DB, SERVER]) {
    if (!existsSync(binary)) throw new Error(`${binary} is missing: the fault suite needs MariaDB installed`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'aurinko-mariadb-'));
  await promisify(execFile)(INSTALL_DB, [
    '--no-defaults',
    `--datadir=${dir}`,
    `--tmpdir=${dir}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
  ]);
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn(
      SERVER,
      [
        '--no-defaults',
        '--user=root',
        `--datadir=${dir}`,
        // Its own temporary folder (here and in the bootstrap above): a starting server deletes every `#sql*` file in
        // its tmpdir (temporary tables of a crashed run), and in /tmp those are the machine's MariaDB's, in use by the
        // other test files' queries ("Error on delete of '/tmp/#sql-temptable-….MAI' (Errcode: 2)" in a test beside
        // the fault suite, seen with three Vitest workers).
        `--tmpdir=${dir}`,
        `--socket=${join(dir, 's.sock')}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
        '--max-connections=200',
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        const conn = await createConnection({ host: '127.0.0.1', port, user: 'root', connectTimeout: 1000 });
        await conn.end();
        return;
      } catch (error) {
        if (child.exitCode !== null) throw new Error(`mariadbd exited with ${child.exitCode}`);
        if (Date.now() > deadline) throw error;
        await new Promise((done) => setTimeout(done, 50));
      }
    }
  };
  const kill = async () => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((done) => current.once('exit', done));
    current.kill('SIGKILL');
    await exited;
  };
  await start();

  const server: ThrowawayMariadb = {
    url: '',
    port,
    pid: () => child?.pid ?? -1,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    kill,
    start,
    async createDatabase(name) {
      const conn = await createConnection({ host: '127.0.0.1', port, user: 'root' });
      await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await conn.end();
      return `mysql://root@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      child?.kill('SIGCONT');
      await kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
  server.url = await server.createDatabase('site');
  return server;
}
