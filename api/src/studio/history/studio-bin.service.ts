import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource, type EntityManager, LessThan } from 'typeorm';
import { AuditService } from '../../audit/audit.service.js';
import type { SessionUser } from '../../auth/session-user.js';
import { Clock } from '../../common/clock.js';
import { type Paginated, paginated } from '../../content/common/content-query.dto.js';
import { FilesService } from '../../files/files.service.js';
import { parseDraftInput } from '../drafts/draft-input.js';
import { StudioDraftEntity } from '../drafts/studio-draft.entity.js';
import { STUDIO_RESOURCES } from '../studio.registry.js';
import { StudioService } from '../studio.service.js';
import type { StudioDefinition, StudioEntity } from '../studio-definition.js';
import { forgetTranslationSources } from '../translation-sources.js';
import type { BinQueryDto } from './bin-query.dto.js';
import { StudioBinEntity, StudioVersionEntity } from './studio-history.entities.js';

type Row = StudioEntity & Record<string, unknown>;

/** How long a deleted record stays restorable. */
export const BIN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often each process looks for bin rows past BIN_DAYS. */
const PURGE_CHECK_MS = 60 * 60 * 1000;
/** At most this many rows per purge pass (the next pass takes the rest). */
const PURGE_BATCH = 100;

export interface BinEntryView {
  _id: string;
  resource: string;
  recordId: string;
  title: Record<string, string>;
  deletedAt: string;
  deletedBy: string;
  /** When the scheduled purge removes it for good. */
  purgeAt: string;
}

export interface BinRestored {
  resource: string;
  recordId: string;
  message: string;
}

const parseTitle = (text: string): Record<string, string> => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, string>)
      : {};
  } catch {
    return {};
  }
};

/**
 * The bin of deleted studio records (StudioService.remove puts them here): lists them, puts one back as it was, and
 * purges those deleted more than BIN_DAYS ago — every hour in every API process; each row is claimed by one
 * conditional DELETE, so replicas never purge (or remove the files of) the same record twice.
 */
@Injectable()
export class StudioBinService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('StudioBin');
  private timer: NodeJS.Timeout | undefined;
  private readonly services = new Map<string, StudioService>();

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(FilesService) private readonly files: FilesService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(
      () =>
        void this.purgeExpired().catch((error: unknown) =>
          this.logger.error(`bin purge failed: ${error instanceof Error ? error.message : String(error)}`),
        ),
      PURGE_CHECK_MS,
    );
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async list(query: BinQueryDto): Promise<Paginated<BinEntryView>> {
    const [rows, total] = await this.dataSource.manager.findAndCount(StudioBinEntity, {
      select: { id: true, resource: true, recordId: true, title: true, deletedAt: true, adminName: true },
      where: query.resource ? { resource: query.resource } : {},
      order: { deletedAt: 'DESC', id: 'DESC' },
      skip: query.skip,
      take: query.pageSize,
    });
    return paginated(
      rows.map((row) => ({
        _id: String(row.id),
        resource: row.resource,
        recordId: String(row.recordId),
        title: parseTitle(row.title),
        deletedAt: new Date(row.deletedAt).toISOString(),
        deletedBy: row.adminName,
        purgeAt: new Date(new Date(row.deletedAt).getTime() + BIN_DAYS * DAY_MS).toISOString(),
      })),
      total,
      query,
    );
  }

  /**
   * Puts a deleted record back as it was (same id, values, files, order and publication, and its draft). 404 when
   * the bin has no such row (restored or purged meanwhile); 409 naming the field when another record took a unique
   * value (a slug) meanwhile; a reference gone since (a photo's category) is refused like any save.
   */
  async restore(id: number, user: SessionUser): Promise<BinRestored> {
    const entry = await this.dataSource.manager.findOneBy(StudioBinEntity, { id });
    if (!entry) throw new NotFoundException(`bin ${id} not found`);
    const def = this.definition(entry.resource);
    const studio = this.studioOf(def);
    return studio.write(async (manager) => {
      // Claimed first: of two restores (or a restore and a purge) one deletes the row, the other finds nothing.
      const claimed = await manager.delete(StudioBinEntity, { id: entry.id });
      if (!claimed.affected) throw new NotFoundException(`bin ${id} not found`);
      if (await manager.existsBy(def.entity, { id: entry.recordId })) {
        throw new ConflictException({
          statusCode: 409,
          message: `${def.path} ${entry.recordId} exists already`,
          error: 'Conflict',
          fields: { id: [`${def.path} ${entry.recordId} exists already`] },
        });
      }
      const row = this.revive(manager, def, entry.row);
      await studio.checkUnique(manager, row);
      await studio.checkReferences(manager, row);
      await manager.insert(def.entity, row as never);
      if (entry.draft) {
        await manager.insert(StudioDraftEntity, {
          resource: def.path,
          recordId: entry.recordId,
          data: entry.draft,
          updatedAt: this.clock.now(),
          updatedBy: user.name,
        });
      }
      await this.audit.record(manager, user, {
        action: 'bin-restore',
        entity: def.path,
        entityId: entry.recordId,
        title: parseTitle(entry.title),
      });
      return {
        resource: def.path,
        recordId: String(entry.recordId),
        message: `${def.path} ${entry.recordId} restored`,
      };
    });
  }

  /**
   * Removes for good the records deleted more than BIN_DAYS before `at`: the bin row, the record's versions, then
   * its files (each unless another row still uses it). Answers how many were purged by this process.
   */
  async purgeExpired(at: Date = this.clock.now()): Promise<number> {
    const cutoff = new Date(at.getTime() - BIN_DAYS * DAY_MS);
    const due = await this.dataSource.manager.find(StudioBinEntity, {
      where: { deletedAt: LessThan(cutoff) },
      order: { deletedAt: 'ASC', id: 'ASC' },
      take: PURGE_BATCH,
    });
    let purged = 0;
    for (const entry of due) {
      const def = STUDIO_RESOURCES.find((candidate) => candidate.path === entry.resource);
      const claimed = await this.dataSource.transaction(async (manager) => {
        // Conditional: only the process whose DELETE removed the row purges it (others see 0 rows affected).
        const result = await manager.delete(StudioBinEntity, { id: entry.id, deletedAt: LessThan(cutoff) });
        if (!result.affected) return false;
        await manager.delete(StudioVersionEntity, { resource: entry.resource, recordId: entry.recordId });
        await forgetTranslationSources(manager, entry.resource, entry.recordId);
        return true;
      });
      if (!claimed) continue;
      purged++;
      if (!def) continue;
      const studio = this.studioOf(def);
      const row = this.revive(this.dataSource.manager, def, entry.row);
      const drafted = entry.draft
        ? Object.values(studio.draftFiles(parseDraftInput(entry.draft))).flatMap((value) =>
            studio.urlsOf(value),
          )
        : [];
      for (const url of new Set([...studio.filesOf(row), ...drafted])) await studio.removeIfUnused(url);
    }
    if (purged) this.logger.log(`purged ${purged} record(s) deleted more than ${BIN_DAYS} days ago`);
    return purged;
  }

  private definition(resource: string): StudioDefinition {
    const def = STUDIO_RESOURCES.find((candidate) => candidate.path === resource);
    if (!def) throw new NotFoundException(`no studio resource ${resource}`);
    return def;
  }

  private studioOf(def: StudioDefinition): StudioService {
    let studio = this.services.get(def.path);
    if (!studio) {
      studio = new StudioService(def, this.dataSource, this.files, this.audit);
      this.services.set(def.path, studio);
    }
    return studio;
  }

  /** The row as the entity holds it again: its date columns as dates (JSON kept them as ISO text). */
  private revive(manager: EntityManager, def: StudioDefinition, text: string): Row {
    const row = JSON.parse(text) as Row;
    for (const column of manager.connection.getMetadata(def.entity).columns) {
      const value = row[column.propertyName];
      if ((column.type === 'datetime' || column.type === 'date') && typeof value === 'string') {
        row[column.propertyName] = new Date(value);
      }
    }
    return row;
  }
}
