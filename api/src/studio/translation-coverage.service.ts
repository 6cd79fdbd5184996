import { Injectable } from '@nestjs/common';
import { DataSource, MoreThan } from 'typeorm';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../common/lang/languages.js';
import { STUDIO_RESOURCES } from './studio.registry.js';
import type { StudioDefinition } from './studio-definition.js';

/** At most this many records are listed per resource and language (the count is always complete). */
export const FALLBACK_LIST_LIMIT = 100;
const BATCH = 500;

export interface FallbackRecord {
  _id: string;
  /** The record's English name (its first required translated field), for the link's text. */
  title: string;
  /** Translated fields with English text but none in this language. */
  fields: string[];
}

export interface ResourceCoverage {
  /** The definition's path, e.g. `products` (the dashboard maps it to its edit screen). */
  resource: string;
  total: number;
  fields: string[];
  /** Per language and field: how many records have that field filled in that language. */
  filled: Record<Lang, Record<string, number>>;
  /** Per language other than English: the records that show English somewhere (count, then the first ones). */
  fallbacks: Record<Exclude<Lang, 'en'>, { total: number; records: FallbackRecord[] }>;
}

export interface TranslationCoverage {
  languages: readonly Lang[];
  resources: ResourceCoverage[];
}

const hasText = (value: unknown): boolean => {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && typeof value === 'object';
};

const OTHERS = LANGUAGES.filter((lang): lang is Exclude<Lang, 'en'> => lang !== DEFAULT_LANG);

/**
 * Translation coverage of the managed content, computed from the studio's definitions (every resource in
 * STUDIO_RESOURCES and its `translated` fields), so a resource added there is covered without a change here.
 * A record "falls back" in a language when some translated field has English text but none in that language.
 */
@Injectable()
export class TranslationCoverageService {
  constructor(private readonly dataSource: DataSource) {}

  async coverage(): Promise<TranslationCoverage> {
    const resources: ResourceCoverage[] = [];
    for (const def of STUDIO_RESOURCES) resources.push(await this.ofResource(def));
    return { languages: LANGUAGES, resources };
  }

  private async ofResource(def: StudioDefinition): Promise<ResourceCoverage> {
    const fields = [...def.translated];
    const titleField = def.required[0] ?? def.translated[0];
    const filled = Object.fromEntries(
      LANGUAGES.map((lang) => [lang, Object.fromEntries(fields.map((field) => [field, 0]))]),
    ) as ResourceCoverage['filled'];
    const fallbacks = Object.fromEntries(
      OTHERS.map((lang) => [lang, { total: 0, records: [] as FallbackRecord[] }]),
    ) as ResourceCoverage['fallbacks'];
    const repository = this.dataSource.getRepository<Record<string, unknown> & { id: number }>(def.entity);
    let total = 0;
    let after = 0;
    // Batches by id: only the id and the translated columns are read, never the whole table at once.
    for (;;) {
      const rows = await repository.find({
        select: Object.fromEntries(['id', ...fields].map((column) => [column, true])),
        where: { id: MoreThan(after) },
        order: { id: 'ASC' },
        take: BATCH,
      });
      for (const row of rows) {
        total++;
        const texts = (field: string) => (row[field] ?? {}) as Record<string, unknown>;
        for (const lang of LANGUAGES) {
          const counts = filled[lang];
          for (const field of fields)
            if (hasText(texts(field)[lang])) counts[field] = (counts[field] ?? 0) + 1;
        }
        for (const lang of OTHERS) {
          const missing = fields.filter((f) => hasText(texts(f)[DEFAULT_LANG]) && !hasText(texts(f)[lang]));
          if (missing.length === 0) continue;
          const entry = fallbacks[lang];
          entry.total++;
          if (entry.records.length < FALLBACK_LIST_LIMIT) {
            const title = titleField ? texts(titleField)[DEFAULT_LANG] : undefined;
            entry.records.push({
              _id: String(row.id),
              title: typeof title === 'string' ? title : '',
              fields: missing,
            });
          }
        }
      }
      if (rows.length < BATCH) break;
      after = (rows[rows.length - 1] as { id: number }).id;
    }
    return { resource: def.path, total, fields, filled, fallbacks };
  }
}
