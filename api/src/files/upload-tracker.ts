import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  Optional,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { DataSource, type EntityManager, In } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import { variantKeysOf } from './image-variants.js';
import { referencedStorageKeys } from './orphan-file-sweep.js';
import { PendingUploadEntity, UploadWriterEntity } from './upload-writer.entity.js';

/** Where the multer storage engine finds this application's tracker (`app.locals` of the Express app). */
export const UPLOAD_TRACKER = 'aurinkoUploadTracker';
export const HEARTBEAT_MS = 5_000;
/** A writer on another host whose heartbeat is older than this is dead. */
export const WRITER_TTL_MS = 30_000;
/** Identifies this process among earlier ones with the same pid on the same host (a restarted container is pid 1 again). */
const PROCESS_STARTED_AT = Date.now() - Math.round(process.uptime() * 1000);
const HOST = hostname();
const WRITER_HOST = `${HOST}#${PROCESS_STARTED_AT}`;

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Crash-safe uploads (issue 29). Every API process registers as a writer (`upload_writers`: host, pid, heartbeat
 * every 5 s) before it accepts uploads. A multipart part streams to `DATA_DIR/incoming/<writer id>/`, and every
 * storage key is recorded in `pending_uploads` before its file is written; the record leaves that table in the
 * transaction that commits the row referencing it (or when the upload fails and the file is removed). So a file
 * whose process was killed is always either referenced by a row or listed as pending under a writer that is dead:
 * the next start, and every live process at each heartbeat, removes the pending files (never one a row references)
 * and incoming folders of dead writers at once — no 15-minute wait — while live writers are never touched.
 * Dead means: on this host, the pid no longer runs (or it is this pid but an earlier process); elsewhere, no
 * heartbeat for 30 s.
 */
@Injectable()
export class UploadTracker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Uploads');
  readonly writerId = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private registered = false;
  private ticking = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly adapterHost?: HttpAdapterHost,
  ) {}

  get incomingRoot(): string {
    return join(this.config.dataDir, 'incoming');
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.register();
    const reaped = await this.reap();
    if (reaped.files > 0 || reaped.folders > 0) {
      this.logger.warn(
        `Removed ${reaped.files} file(s) and ${reaped.folders} unfinished upload folder(s) of ${reaped.writers} stopped process(es)`,
      );
    }
    this.timer = setInterval(() => void this.tick(), HEARTBEAT_MS);
    this.timer.unref();
    const app = this.adapterHost?.httpAdapter?.getInstance?.() as
      | { locals?: Record<string, unknown> }
      | undefined;
    if (app?.locals) app.locals[UPLOAD_TRACKER] = this;
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    if (!this.registered || !this.dataSource.isInitialized) return;
    this.registered = false;
    await rm(join(this.incomingRoot, this.writerId), { recursive: true, force: true });
    // Pending records left (none after a drained stop) are reaped as a dead writer's by the next live process.
    await this.dataSource
      .getRepository(UploadWriterEntity)
      .delete({ id: this.writerId })
      .catch(() => undefined);
  }

  private async register(): Promise<void> {
    await this.dataSource.getRepository(UploadWriterEntity).save({
      id: this.writerId,
      host: WRITER_HOST,
      pid: process.pid,
      heartbeatAt: String(Date.now()),
    });
    this.registered = true;
  }

  private async tick(): Promise<void> {
    if (this.ticking || !this.registered) return;
    this.ticking = true;
    try {
      const result = await this.dataSource
        .getRepository(UploadWriterEntity)
        .update({ id: this.writerId }, { heartbeatAt: String(Date.now()) });
      // Reaped as dead while the database was unreachable for longer than the TTL: register again.
      if (result.affected === 0) await this.register();
      await this.reap();
    } catch (error) {
      this.logger.warn(`Upload heartbeat failed: ${String(error)}`);
    } finally {
      this.ticking = false;
    }
  }

  /** A new file for a multipart part of an upload in progress, in this writer's incoming folder. */
  async incomingPath(): Promise<string> {
    const folder = join(this.incomingRoot, this.writerId);
    await mkdir(folder, { recursive: true });
    return join(folder, randomUUID());
  }

  /** Records keys about to be written (before their files are). */
  async begin(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const now = String(Date.now());
    await this.dataSource
      .getRepository(PendingUploadEntity)
      .insert(keys.map((storageKey) => ({ storageKey, writerId: this.writerId, createdAt: now })));
  }

  /** The keys are committed (pass the transaction's manager) or removed: no longer pending. */
  async settle(keys: string[], manager: EntityManager = this.dataSource.manager): Promise<void> {
    if (keys.length === 0) return;
    await manager.getRepository(PendingUploadEntity).delete({ storageKey: In(keys) });
  }

  private isAlive(writer: UploadWriterEntity, now: number): boolean {
    if (writer.id === this.writerId) return true;
    const [host, startedAt] = writer.host.split('#');
    if (host === HOST) {
      if (writer.pid === process.pid) return startedAt === String(PROCESS_STARTED_AT);
      if (!pidAlive(writer.pid)) return false;
    }
    return Number(writer.heartbeatAt) >= now - WRITER_TTL_MS;
  }

  /**
   * Removes what dead writers left: their pending files (unless a row references them) and records, their incoming
   * folders on this disk, their writer rows. Read order matters: pending records and folders are read before the
   * writers, so a writer that registers meanwhile is seen as live (it registers before writing anything).
   */
  async reap(): Promise<{ writers: number; files: number; folders: number }> {
    const pendingRepo = this.dataSource.getRepository(PendingUploadEntity);
    const writersRepo = this.dataSource.getRepository(UploadWriterEntity);
    const pending = await pendingRepo.find();
    const folders = await readdir(this.incomingRoot).catch(() => [] as string[]);
    const now = Date.now();
    const writers = await writersRepo.find();
    const live = new Set(writers.filter((w) => this.isAlive(w, now)).map((w) => w.id));
    const dead = writers.filter((w) => !live.has(w.id)).map((w) => w.id);
    const orphaned = pending.filter((p) => !live.has(p.writerId));
    let files = 0;
    if (orphaned.length > 0) {
      const referenced = await referencedStorageKeys(this.dataSource);
      for (const { storageKey } of orphaned) {
        if (referenced.has(storageKey)) continue;
        await Promise.all([storageKey, ...variantKeysOf(storageKey)].map((key) => this.storage.remove(key)));
        files++;
      }
      await pendingRepo.delete({ storageKey: In(orphaned.map((p) => p.storageKey)) });
    }
    let removedFolders = 0;
    for (const folder of folders) {
      if (live.has(folder)) continue;
      await rm(join(this.incomingRoot, folder), { recursive: true, force: true });
      removedFolders++;
    }
    if (dead.length > 0) await writersRepo.delete({ id: In(dead) });
    return { writers: dead.length, files, folders: removedFolders };
  }
}
