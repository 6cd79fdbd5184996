import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  And,
  type EntityManager,
  type FindOperator,
  LessThan,
  MoreThanOrEqual,
  type Repository,
} from 'typeorm';
import type { SessionUser } from '../auth/session-user.js';
import { type Paginated, paginated } from '../content/common/content-query.dto.js';
import { type AuditAction, AuditLogEntity } from './audit-log.entity.js';
import type { AuditQueryDto } from './audit-query.dto.js';

/** A field's value before and after a change. */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

export interface AuditEntry {
  action: AuditAction;
  entity: string;
  entityId: number | string;
  fields?: readonly string[];
  /** The record's title per language (studio records). */
  title?: Record<string, string>;
  /** The changed fields' values before and after. */
  changes?: Record<string, FieldChange>;
  /** The studio version the change made. */
  versionId?: number;
}

export interface AuditView {
  _id: string;
  at: string;
  adminName: string;
  action: AuditAction;
  entity: string;
  entityId: string;
  fields: string[];
  title: Record<string, string> | null;
  changes: Record<string, FieldChange>;
  versionId: string | null;
}

const parseObject = <T>(text: string | null): T | null => {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as T) : null;
  } catch {
    return null;
  }
};

const parseFields = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

const view = (row: AuditLogEntity): AuditView => ({
  _id: String(row.id),
  at: row.at.toISOString(),
  adminName: row.adminName,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  fields: parseFields(row.fields),
  title: parseObject<Record<string, string>>(row.title),
  changes: parseObject<Record<string, FieldChange>>(row.changes) ?? {},
  versionId: row.versionId === null || row.versionId === undefined ? null : String(row.versionId),
});

@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditLogEntity) private readonly log: Repository<AuditLogEntity>) {}

  /** Records one write. Pass the write's transaction manager so the row commits (or rolls back) with it. */
  async record(manager: EntityManager, user: SessionUser, entry: AuditEntry): Promise<void> {
    await manager.insert(AuditLogEntity, {
      at: new Date(),
      adminId: user.id,
      adminName: user.name,
      action: entry.action,
      entity: entry.entity,
      entityId: String(entry.entityId),
      fields: JSON.stringify([...(entry.fields ?? [])]),
      title: entry.title ? JSON.stringify(entry.title) : null,
      changes: entry.changes && Object.keys(entry.changes).length ? JSON.stringify(entry.changes) : null,
      versionId: entry.versionId ?? null,
    });
  }

  async list(query: AuditQueryDto): Promise<Paginated<AuditView>> {
    const { from, to } = query.window;
    const at: FindOperator<Date> | undefined =
      from && to
        ? And(MoreThanOrEqual(from), LessThan(to))
        : from
          ? MoreThanOrEqual(from)
          : to
            ? LessThan(to)
            : undefined;
    const where = {
      ...(query.entity ? { entity: query.entity } : {}),
      ...(query.entityId ? { entityId: query.entityId } : {}),
      ...(query.adminName ? { adminName: query.adminName } : {}),
      ...(query.action ? { action: query.action } : {}),
      ...(at ? { at } : {}),
    };
    const [rows, total] = await this.log.findAndCount({
      where,
      order: { at: 'DESC', id: 'DESC' },
      skip: query.skip,
      take: query.pageSize,
    });
    return paginated(rows.map(view), total, query);
  }

  /** The values the audit screen's filters offer: every admin name and resource that has a row. */
  async filterValues(): Promise<{ adminNames: string[]; entities: string[] }> {
    const distinct = async (column: 'adminName' | 'entity') =>
      (
        await this.log
          .createQueryBuilder('a')
          .select(`a.${column}`, 'value')
          .distinct(true)
          .orderBy('value', 'ASC')
          .getRawMany<{ value: string }>()
      ).map((row) => row.value);
    return { adminNames: await distinct('adminName'), entities: await distinct('entity') };
  }
}
