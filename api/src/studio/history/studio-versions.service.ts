import { NotFoundException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { StudioService } from '../studio.service.js';
import type { StudioDefinition } from '../studio-definition.js';
import { StudioBinEntity, StudioVersionEntity, type VersionKind } from './studio-history.entities.js';

/** How many of a record's versions a list answers (newest first). */
export const VERSIONS_LISTED = 200;

export interface VersionSummary {
  _id: string;
  kind: VersionKind;
  at: string;
  adminName: string;
}

export interface VersionView extends VersionSummary {
  /** The record's values then (translated fields with every language, files as their URLs). */
  values: Record<string, unknown>;
}

const summary = (row: StudioVersionEntity): VersionSummary => ({
  _id: String(row.id),
  kind: row.kind,
  at: new Date(row.createdAt).toISOString(),
  adminName: row.adminName,
});

/** Reads one resource's versions (built by its controller); restoring one is a draft write (StudioDraftsService). */
export class StudioVersionsService {
  constructor(
    private readonly def: StudioDefinition,
    private readonly dataSource: DataSource,
    private readonly studio: StudioService,
  ) {}

  /** The record's versions, newest first (404 when the record is neither live nor in the bin). */
  async list(id: number): Promise<{ items: VersionSummary[] }> {
    await this.exists(id);
    const rows = await this.dataSource.manager.find(StudioVersionEntity, {
      select: { id: true, kind: true, createdAt: true, adminName: true },
      where: { resource: this.def.path, recordId: id },
      order: { id: 'DESC' },
      take: VERSIONS_LISTED,
    });
    return { items: rows.map(summary) };
  }

  async get(id: number, versionId: number): Promise<VersionView> {
    await this.exists(id);
    const row = await this.dataSource.manager.findOneBy(StudioVersionEntity, {
      id: versionId,
      resource: this.def.path,
      recordId: id,
    });
    if (!row) throw new NotFoundException(`${this.def.path} ${id} has no version ${versionId}`);
    let values: Record<string, unknown> = {};
    try {
      values = JSON.parse(row.values) as Record<string, unknown>;
    } catch {
      values = {};
    }
    return { ...summary(row), values };
  }

  /** A deleted record's history stays readable (the audit links to it) while it is in the bin. */
  private async exists(id: number): Promise<void> {
    const inBin = await this.dataSource.manager.existsBy(StudioBinEntity, {
      resource: this.def.path,
      recordId: id,
    });
    if (!inBin) await this.studio.findOne(id);
  }
}
