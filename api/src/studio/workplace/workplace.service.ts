import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, Not } from 'typeorm';
import { AuditService } from '../../audit/audit.service.js';
import { AuditLogEntity } from '../../audit/audit-log.entity.js';
import type { SessionUser } from '../../auth/session-user.js';
import type { Lang } from '../../common/lang/languages.js';
import { allLanguages, type Translations } from '../../common/translations/translations.js';
import { ContactMessageEntity } from '../../content/contact/contact-message.entity.js';
import { ReviewEntity } from '../../content/reviews/review.entity.js';
import { FilesService } from '../../files/files.service.js';
import { StudioDraftEntity } from '../drafts/studio-draft.entity.js';
import { STUDIO_RESOURCES } from '../studio.registry.js';
import { type StudioRecord, StudioService } from '../studio.service.js';
import type { StudioDefinition } from '../studio-definition.js';
import type { StudioListQueryDto } from '../studio-query.dto.js';
import { TranslationCoverageService } from '../translation-coverage.service.js';

/** How many entries each part of the workplace lists (its count is complete). */
export const WORKPLACE_LIMIT = 10;
/** Search answers: at most this many records per resource, and in all. */
const SEARCH_PER_RESOURCE = 5;
const SEARCH_LIMIT = 20;

/** A studio record named in the workplace: where it lives and its title in every language. */
export interface WorkplaceRecord {
  resource: string;
  _id: string;
  title: Translations;
  published: boolean;
}

export interface WorkplaceView {
  unreadMessages: { total: number; items: Array<{ _id: string; name: string; receivedAt: string }> };
  pendingReviews: {
    total: number;
    items: Array<{ _id: string; name: string; rating: number; language: Lang; createdAt: string }>;
  };
  /** Pending drafts and never-published records, oldest change first. */
  drafts: Array<WorkplaceRecord & { kind: 'draft' | 'unpublished'; since: string; by: string | null }>;
  /** Records with English text in a translated field and none in these languages. */
  missingLanguages: Array<WorkplaceRecord & { languages: Lang[] }>;
  /** The latest writes of the other admins, newest first. */
  recentChanges: Array<{
    _id: string;
    at: string;
    adminName: string;
    action: string;
    entity: string;
    entityId: string;
  }>;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The dashboard's start screen (issue 34): what needs an admin now, read from the tables that hold it — the inbox,
 * the reviews, the studio's drafts and unpublished records, the translation coverage and the audit log — and the
 * search over every studio record's titles (the resources' own `?q=` search, so the search-text index serves it).
 */
@Injectable()
export class WorkplaceService {
  private readonly services: Map<string, { def: StudioDefinition; studio: StudioService }>;

  constructor(
    private readonly dataSource: DataSource,
    files: FilesService,
    audit: AuditService,
    private readonly coverage: TranslationCoverageService,
  ) {
    this.services = new Map(
      STUDIO_RESOURCES.map((def) => [
        def.path,
        { def, studio: new StudioService(def, dataSource, files, audit) },
      ]),
    );
  }

  /** The field that names a record: its first required translated field (else its first translated one). */
  private titleField(def: StudioDefinition): string | undefined {
    return def.required[0] ?? def.translated[0];
  }

  private named(def: StudioDefinition, record: StudioRecord): WorkplaceRecord {
    const field = this.titleField(def);
    return {
      resource: def.path,
      _id: record._id,
      title: allLanguages((field ? record[field] : {}) as Translations),
      published: Boolean(record.published),
    };
  }

  async summary(user: SessionUser): Promise<WorkplaceView> {
    const manager = this.dataSource.manager;
    const [unread, unreadTotal] = await manager.findAndCount(ContactMessageEntity, {
      where: { readAt: IsNull() },
      order: { receivedAt: 'DESC', id: 'DESC' },
      take: WORKPLACE_LIMIT,
    });
    const [pending, pendingTotal] = await manager.findAndCount(ReviewEntity, {
      where: { approved: false },
      // Newest first, like the unread messages; the reviews page has the whole queue.
      order: { createdAt: 'DESC', id: 'DESC' },
      take: WORKPLACE_LIMIT,
    });
    const changes = await manager.find(AuditLogEntity, {
      where: [{ adminId: Not(user.id) }, { adminId: IsNull() }],
      order: { at: 'DESC', id: 'DESC' },
      take: WORKPLACE_LIMIT,
    });
    return {
      unreadMessages: {
        total: unreadTotal,
        items: unread.map((m) => ({ _id: String(m.id), name: m.name, receivedAt: iso(m.receivedAt) })),
      },
      pendingReviews: {
        total: pendingTotal,
        items: pending.map((r) => ({
          _id: String(r.id),
          name: r.name,
          rating: r.rating,
          language: r.language,
          createdAt: iso(r.createdAt),
        })),
      },
      drafts: await this.drafts(),
      missingLanguages: await this.missingLanguages(),
      recentChanges: changes.map((row) => ({
        _id: String(row.id),
        at: iso(row.at),
        adminName: row.adminName,
        action: row.action,
        entity: row.entity,
        entityId: row.entityId,
      })),
    };
  }

  /** Pending drafts and unpublished records, the oldest first (the ones waiting longest). */
  private async drafts(): Promise<WorkplaceView['drafts']> {
    const manager = this.dataSource.manager;
    const found: WorkplaceView['drafts'] = [];
    const drafts = await manager.find(StudioDraftEntity, {
      order: { updatedAt: 'ASC', id: 'ASC' },
      take: WORKPLACE_LIMIT,
    });
    for (const draft of drafts) {
      const entry = this.services.get(draft.resource);
      if (!entry) continue;
      const record = await entry.studio.findOne(draft.recordId).catch(() => undefined);
      if (!record) continue;
      found.push({
        ...this.named(entry.def, record),
        kind: 'draft',
        since: iso(draft.updatedAt),
        by: draft.updatedBy,
      });
    }
    for (const { def, studio } of this.services.values()) {
      const page = await studio.list({
        page: 1,
        pageSize: WORKPLACE_LIMIT,
        skip: 0,
        published: false,
        sort: 'updatedAt',
      } as StudioListQueryDto);
      for (const record of page.items) {
        if (found.some((d) => d.resource === def.path && d._id === record._id)) continue;
        found.push({
          ...this.named(def, record),
          kind: 'unpublished',
          since: String(record.updatedAt),
          by: null,
        });
      }
    }
    return found.sort((a, b) => a.since.localeCompare(b.since)).slice(0, WORKPLACE_LIMIT);
  }

  /** Records showing English in some language (from the translation coverage), most languages missing first. */
  private async missingLanguages(): Promise<WorkplaceView['missingLanguages']> {
    const coverage = await this.coverage.coverage();
    const byRecord = new Map<string, { resource: string; id: string; languages: Lang[] }>();
    for (const resource of coverage.resources) {
      for (const [language, { records }] of Object.entries(resource.fallbacks)) {
        for (const record of records) {
          const key = `${resource.resource}/${record._id}`;
          const entry = byRecord.get(key) ?? { resource: resource.resource, id: record._id, languages: [] };
          entry.languages.push(language as Lang);
          byRecord.set(key, entry);
        }
      }
    }
    const chosen = [...byRecord.values()]
      .sort((a, b) => b.languages.length - a.languages.length || Number(a.id) - Number(b.id))
      .slice(0, WORKPLACE_LIMIT);
    const answer: WorkplaceView['missingLanguages'] = [];
    for (const entry of chosen) {
      const service = this.services.get(entry.resource);
      if (!service) continue;
      const record = await service.studio.findOne(Number(entry.id)).catch(() => undefined);
      if (record) answer.push({ ...this.named(service.def, record), languages: entry.languages });
    }
    return answer;
  }

  /** Studio records whose title (any language) contains `q`: each resource's own search, a few per resource. */
  async search(q: string): Promise<{ items: WorkplaceRecord[] }> {
    const items: WorkplaceRecord[] = [];
    for (const { def, studio } of this.services.values()) {
      if (!def.search.length) continue;
      const page = await studio.list({
        page: 1,
        pageSize: SEARCH_PER_RESOURCE,
        skip: 0,
        q,
      } as StudioListQueryDto);
      items.push(...page.items.map((record) => this.named(def, record)));
      if (items.length >= SEARCH_LIMIT) break;
    }
    return { items: items.slice(0, SEARCH_LIMIT) };
  }
}
