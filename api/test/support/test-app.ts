import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createConnection } from 'mysql2/promise';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { DataSource } from 'typeorm';
import { AdminsService } from '../../src/admins/admins.service.js';
import { createApp } from '../../src/app.factory.js';
import { PasswordResetService } from '../../src/auth/password-reset.service.js';
import type { Role } from '../../src/common/decorators/auth.decorators.js';
import { type AppConfig, loadConfig } from '../../src/config/app-config.js';
import { NotificationsService } from '../../src/notifications/notifications.service.js';
import { type S3Emulator, startS3Emulator } from './s3-emulator.js';

export type DatabaseKind = 'sqlite' | 'mysql';

/** SQLite always; MySQL/MariaDB too when TEST_MYSQL_URL (e.g. mysql://root@127.0.0.1:3306) is set. */
export const DATABASES: DatabaseKind[] = process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];

export type StorageKind = 'local' | 's3';
export interface Setup {
  database: DatabaseKind;
  storage: StorageKind;
}
/** Every database with local files, plus the S3 driver (on an emulator) once: storage does not depend on the database. */
export const STORAGE_SETUPS: Setup[] = [
  ...DATABASES.map((database) => ({ database, storage: 'local' as const })),
  { database: 'sqlite', storage: 's3' },
];

export const CSRF = { 'X-Requested-With': 'aurinko' } as const;
export const ADMIN = { name: 'chief', password: 'Correct-Horse-42' } as const;

export interface TestApp {
  app: NestExpressApplication;
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  config: AppConfig;
  dataDir: string;
  dataSource: DataSource;
  storage: StorageKind;
  /** The S3 emulator when storage is s3. */
  s3: S3Emulator | undefined;
  /** File names stored under a folder, whichever storage is configured. */
  storedFiles(folder: string): Promise<string[]>;
  /** Whether the file behind a site URL (/api/uploads/…) is in storage. */
  isStored(url: string): Promise<boolean>;
  http: () => TestAgent;
  createAdmin(name: string, password: string, role?: Role, email?: string | null): Promise<void>;
  signIn(name?: string, password?: string): Promise<TestAgent>;
  readOutbox(): Promise<
    Array<{ from: string; to: string; subject: string; text: string; code: string; createdAt: string }>
  >;
  /** Closes the application only, keeping its database and files (to start it again with `{ sharing }`). */
  stop(): Promise<void>;
  /** Closes the application; the app that created the database and files also deletes them. */
  close(): Promise<void>;
}

export interface StartOptions {
  /**
   * Another instance on this app's database and DATA_DIR (two API instances, or a restart after `stop()`). Closing
   * it leaves them in place; close every sharing app before the one that created them.
   */
  sharing?: TestApp;
  /** Where the API's log goes (to read it in the test); stdout otherwise. */
  log?: DestinationStream;
}

export async function createMysqlDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.TEST_MYSQL_URL as string);
  const name = `aurinko_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const connect = () =>
    createConnection({
      host: base.hostname,
      port: Number(base.port || 3306),
      user: decodeURIComponent(base.username || 'root'),
      password: decodeURIComponent(base.password),
    });
  const admin = await connect();
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const conn = await connect();
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}

export async function startTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  storage: StorageKind = 'local',
  { sharing, log }: StartOptions = {},
): Promise<TestApp> {
  const dataDir = sharing?.dataDir ?? (await mkdtemp(join(tmpdir(), 'aurinko-api-')));
  const mysql = kind === 'mysql' && !sharing ? await createMysqlDatabase() : undefined;
  const sharedDatabase = sharing?.config.database;
  const databaseUrl = sharedDatabase?.type === 'mysql' ? sharedDatabase.url : mysql?.url;
  const ownS3 = storage === 's3' && !sharing?.s3 ? await startS3Emulator() : undefined;
  const s3 = storage === 's3' ? (sharing?.s3 ?? ownS3) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    AUTH_RATE_LIMIT: '10000',
    EXPENSIVE_READS_PER_MINUTE: '10000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...s3?.env,
    ...env,
  });
  const app = await createApp(config, log ? { logDestination: log } : {});
  await app.init();
  const server = app.getHttpServer();
  let stopped: Promise<void> | undefined;
  const testApp: TestApp = {
    app,
    server,
    config,
    dataDir,
    dataSource: app.get(DataSource),
    storage,
    s3,
    async storedFiles(folder) {
      if (s3) return (await s3.keys(`${folder}/`)).map((key) => key.slice(folder.length + 1));
      return (await readdir(join(dataDir, 'uploads', folder)).catch(() => [] as string[]))
        .filter((name) => !name.startsWith('.'))
        .sort();
    },
    async isStored(url) {
      const key = url.replace(/^\/api\/uploads\//, '');
      if (s3) return (await s3.object(key)) !== undefined;
      return existsSync(join(dataDir, 'uploads', key));
    },
    http: () => request.agent(server),
    async createAdmin(name, password, role = 'admin', email = null) {
      await app.get(AdminsService).create({ name, password, role, email });
    },
    async signIn(name = ADMIN.name, password = ADMIN.password) {
      const agent = request.agent(server);
      const res = await agent.post('/api/auth/login').set(CSRF).send({ name, password });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
      return agent;
    },
    async readOutbox() {
      // Reset codes are mailed after the answer; wait for the ones already queued.
      await app.get(PasswordResetService).deliveriesSettled();
      await app.get(NotificationsService).deliveriesSettled();
      const text = await readFile(join(dataDir, 'outbox', 'outbox.jsonl'), 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line));
    },
    stop() {
      stopped ??= app.close();
      return stopped;
    },
    async close() {
      await testApp.stop();
      if (sharing) return;
      await mysql?.drop();
      await ownS3?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
