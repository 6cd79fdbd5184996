import type { Type } from '@nestjs/common';
import type { StudioListQueryDto } from './studio-query.dto.js';

/** What every studio entity has besides its own fields. */
export interface StudioEntity {
  id: number;
  sortOrder: number;
  published: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type FileKind = 'image' | 'pdf';

export interface FileField {
  kind: FileKind;
  /** Storage folder, e.g. `products`. */
  folder: string;
  /** Images only: the longest side after re-encoding (default 2000). */
  maxDimension?: number;
}

type Key<E> = Extract<keyof E, string>;

/**
 * One admin resource: everything the generic studio controller and service need. Adding a resource is an entity, its
 * DTOs and one of these, appended to `STUDIO_RESOURCES` (studio.registry.ts).
 */
export interface StudioDefinition<E extends StudioEntity = StudioEntity & Record<string, unknown>> {
  /** URL segment under /api/admin/ and the audit log's `entity`, e.g. `product-cards`. */
  path: string;
  entity: Type<E>;
  /** Body of POST (class-validator). Translated fields are optional here: the service checks required English. */
  createDto: Type<object>;
  /** Body of PUT: every key optional (usually `PartialType(createDto)`). */
  updateDto: Type<object>;
  /** Query of the list when the resource has filters (extends StudioListQueryDto). */
  listQueryDto?: Type<StudioListQueryDto>;
  /** Per-language fields (`{en, ar, …}`), written with mergeTranslations. */
  translated: readonly Key<E>[];
  /** Translated fields whose English text may never be empty. */
  required: readonly Key<E>[];
  /** Plain fields taken from the input as they are (after DTO validation). */
  plain: readonly Key<E>[];
  /** Plain fields shown in the record but derived by `prepare` (never in the input). */
  derived?: readonly Key<E>[];
  files: Readonly<Partial<Record<Key<E>, FileField>>>;
  /** Columns whose values form one ordering scope (`[]`: the whole table). */
  scope: readonly Key<E>[];
  /** Translated fields searched by `?q=`. */
  search: readonly Key<E>[];
  /** List query keys that filter by equality on the column of the same name. */
  filters?: readonly Key<E>[];
  /**
   * Columns every record of this resource has with a value the definition fixes (not in the input, not in the
   * record): set on create, and only records holding them exist for this resource — the list filters by them, any
   * other id answers 404. Lets two resources share one table (the division slider and the division banners:
   * `fixed: {placement: 'slider'}` / `{placement: 'banner'}`).
   */
  fixed?: Readonly<Partial<Record<Key<E>, string | number | boolean>>>;
  /** Plain fields no two records may share (a page banner's page): a clash answers 409 naming the field. */
  unique?: readonly Key<E>[];
  /** Derives fields and checks cross-field rules before a save (throw a 400 naming the field). */
  prepare?(record: E): void;
}

/** Type-checks a definition against its entity, then erases the entity type for the registry. */
export function defineResource<E extends StudioEntity>(definition: StudioDefinition<E>): StudioDefinition {
  return definition as unknown as StudioDefinition;
}
