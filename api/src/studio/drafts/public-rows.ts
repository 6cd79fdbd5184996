import type {
  EntityManager,
  FindManyOptions,
  FindOptionsSelect,
  FindOptionsWhere,
  ObjectLiteral,
  Repository,
  WhereExpressionBuilder,
} from 'typeorm';
import { In } from 'typeorm';
import { STUDIO_RESOURCES } from '../studio.registry.js';
import type { StudioDefinition } from '../studio-definition.js';
import { maintainedCount, PUBLISHED_FIELD, TOTAL_FIELD } from '../translation-counters.js';
import { applyDraft, parseDraftInput } from './draft-input.js';
import { isDraftPreview } from './draft-preview.js';
import { StudioDraftEntity } from './studio-draft.entity.js';

type Where<E> = FindOptionsWhere<E> | FindOptionsWhere<E>[];

/** The studio definition whose entity a repository reads (none: no drafts to apply). */
const definitionOf = (target: unknown): StudioDefinition | undefined =>
  STUDIO_RESOURCES.find((definition) => definition.entity === target);

/** Visitors see published rows; an admin's preview sees every row. */
function visible<E>(where: Where<E> | undefined): Where<E> | undefined {
  if (isDraftPreview()) return where;
  const published = { published: true } as unknown as FindOptionsWhere<E>;
  if (Array.isArray(where)) return where.map((one) => ({ ...one, ...published }));
  return { ...(where ?? {}), ...published } as FindOptionsWhere<E>;
}

/**
 * In an admin's preview, each row as it will be once its pending draft is published (see `applyDraft`); otherwise
 * the rows as they are. For public services that read with a query builder instead of `publicRows`.
 */
export async function overlayDrafts<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: unknown,
  rows: E[],
): Promise<E[]> {
  const definition = definitionOf(entity);
  if (!isDraftPreview() || !definition || rows.length === 0) return rows;
  const drafts = await manager.find(StudioDraftEntity, {
    where: { resource: definition.path, recordId: In(rows.map((row) => row.id as number)) },
  });
  if (drafts.length === 0) return rows;
  const byRecord = new Map(drafts.map((draft) => [draft.recordId, draft.data]));
  return rows.map((row) => {
    const data = byRecord.get(row.id as number);
    return data === undefined ? row : applyDraft(definition, row, parseDraftInput(data));
  });
}

/**
 * How many rows `where` selects: from the maintained counters when it says no more than "published" (or nothing),
 * else a COUNT. A list without filters then costs the same at any size.
 */
async function countRows<E extends ObjectLiteral>(
  repository: Repository<E>,
  where: Where<E> | undefined,
): Promise<number> {
  if (!Array.isArray(where)) {
    const conditions = Object.entries(where ?? {});
    const field =
      conditions.length === 0
        ? TOTAL_FIELD
        : conditions.length === 1 && conditions[0]?.[0] === 'published' && conditions[0][1] === true
          ? PUBLISHED_FIELD
          : undefined;
    const counted =
      field && (await maintainedCount(repository.manager, repository.metadata.tableName, field));
    if (typeof counted === 'number') return counted;
  }
  return repository.count({ where });
}

/**
 * How a public service reads a studio resource's rows: like the repository, but visitors get published rows only
 * and an admin's preview (`?preview=1` with an admin session) gets every row with its pending draft applied.
 * Adopting it is one line where the service reads:
 * `this.items.find({ where: { published: true, … } })` → `publicRows(this.items).find({ where: { … } })`.
 */
export function publicRows<E extends ObjectLiteral>(repository: Repository<E>) {
  const overlay = (rows: E[]) => overlayDrafts(repository.manager, repository.target, rows);
  return {
    async find(options: FindManyOptions<E> = {}): Promise<E[]> {
      return overlay(await repository.find({ ...options, where: visible(options.where) }));
    },
    async findAndCount(options: FindManyOptions<E> = {}): Promise<[E[], number]> {
      const where = visible(options.where);
      const key = repository.metadata.primaryColumns.length === 1 && repository.metadata.primaryColumns[0];
      // A page after the first: its ids from the indexes alone, then only their rows (a deferred join) — a deep
      // page otherwise reads every row it skips whole, which at 100,000 rows on MariaDB is most of its time.
      if (options.skip && !options.select && !options.relations && key) {
        const name = key.propertyName;
        const [page, total] = await Promise.all([
          repository.find({ ...options, where, select: { [name]: true } as FindOptionsSelect<E> }),
          countRows(repository, where),
        ]);
        const ids = page.map((row) => row[name] as unknown);
        const rows = ids.length
          ? await repository.find({ where: { [name]: In(ids) } as FindOptionsWhere<E> })
          : [];
        const byKey = new Map(rows.map((row) => [row[name] as unknown, row]));
        return [await overlay(ids.flatMap((id) => byKey.get(id) ?? [])), total];
      }
      const [rows, total] = await Promise.all([
        repository.find({ ...options, where }),
        countRows(repository, where),
      ]);
      return [await overlay(rows), total];
    },
    /** How many rows `where` selects (COUNT over the primary key only, whatever the list selects). */
    count(where: FindManyOptions<E>['where']): Promise<number> {
      return countRows(repository, visible(where));
    },
    async findOneBy(where: FindOptionsWhere<E>): Promise<E | null> {
      const row = await repository.findOneBy(visible(where) as FindOptionsWhere<E>);
      return row ? ((await overlay([row]))[0] ?? null) : null;
    },
  };
}

/**
 * For public services that read with a query builder: visitors get published rows only (`<alias>.published`), an
 * admin's preview every row (then pass the rows through `overlayDrafts`).
 */
export function visibleRows<Q extends WhereExpressionBuilder>(qb: Q, alias: string): Q {
  return isDraftPreview() ? qb : (qb.andWhere(`${alias}.published = :visible`, { visible: true }) as Q);
}
