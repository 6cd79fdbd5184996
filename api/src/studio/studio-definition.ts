import { fieldsByRole, type ResourceId, resource } from '@aurinko/contract/resources';
import type { Type } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { studioDtos } from './studio-dto.js';
import type { StudioListQueryDto } from './studio-query.dto.js';

/** What every studio entity has besides its own fields. */
export interface StudioEntity {
  id: number;
  sortOrder: number;
  published: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type FileKind = 'image' | 'pdf' | 'video';

export interface FileField {
  kind: FileKind;
  /** Storage folder, e.g. `products`. */
  folder: string;
  /** Images only: the longest side after re-encoding (default 2000). */
  maxDimension?: number;
  /**
   * A LIST of files (an event's images): the column is a JSON array (`fileListTransformer`, declared with
   * `@StoredFileReference({ list: true })`); an upload appends one file, a removal names the file by `?url=`.
   */
  list?: boolean;
  /** List fields only: at most this many files (default 20); one more is refused (400 naming the field). */
  maxItems?: number;
}

type Key<E> = Extract<keyof E, string>;

/** A plain field whose value must equal `column` of an existing row of `entity` (e.g. a photo's category key). */
export interface Reference {
  entity: Type<object>;
  column: string;
  /** The 400 message naming the field, e.g. `category must be an existing gallery category`. */
  message: string;
}

/**
 * What the server adds to a resource's contract declaration (`@aurinko/contract/resources`, which holds its fields,
 * their limits, required, dates, unique and files): its table, ordering scope, search, filters and hooks. Adding a
 * resource is its declaration in the contract, a migration, an entity and one of these, appended to
 * `STUDIO_RESOURCES` (studio.registry.ts).
 */
export interface StudioServerDefinition<E extends StudioEntity = StudioEntity & Record<string, unknown>> {
  /** The contract's resource: the URL segment under /api/admin/ and the audit log's `entity`, e.g. `product-cards`. */
  resource: ResourceId;
  entity: Type<E>;
  /** Query of the list when the resource has filters (extends StudioListQueryDto). */
  listQueryDto?: Type<StudioListQueryDto>;
  /** The admin list's order (default: `sortOrder`, then id), e.g. newest first for dated records. */
  listOrder?: ReadonlyArray<{ field: Key<E>; direction: 'ASC' | 'DESC' }>;
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
  /** Derives fields and checks cross-field rules before a save (throw a 400 naming the field). */
  prepare?(record: E): void;
  /** Plain fields that point at another table's rows: checked (400 naming the field) on every save. */
  references?: Readonly<Partial<Record<Key<E>, Reference>>>;
  /**
   * Runs in the delete's transaction with the row locked, before it is deleted: throw (e.g. a 409 when other rows
   * still reference it) to refuse the delete; nothing is changed then.
   */
  beforeRemove?(manager: EntityManager, record: E): Promise<void>;
  /** Cross-field rules for a file upload (throw a 400 naming the field); the stored file is removed again then. */
  checkUpload?(record: E, field: string): void;
}

/**
 * One admin resource as the generic studio controller and service read it: the server definition completed with
 * what the contract declares (built by `defineResource`, never written by hand).
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
  /**
   * Per-language lists (`{en: [...], fr: [...]}`, e.g. blog sections), validated by the DTO: a language in the input
   * replaces that language's list, `[]` removes it, an absent language is kept. The record shows every language.
   */
  translatedLists?: readonly Key<E>[];
  /**
   * Per-language rich text documents (`{en: Doc, fr: Doc}`, e.g. a product's details), validated by the DTO: a
   * language's document replaces it, one without text removes it, an absent language is kept. The record shows every
   * language (an empty document where there is none).
   */
  translatedRichTexts?: readonly Key<E>[];
  /** Translated rich text fields whose English document may never be empty. */
  requiredRichTexts?: readonly Key<E>[];
  /**
   * Plain fields that hold a calendar date: `YYYY-MM-DD` in the input (`@DateInput()`), a `datetime` column (that
   * day, 00:00 UTC), an ISO date-time in the record.
   */
  dates?: readonly Key<E>[];
  /**
   * Plain fields whose value no other record may have (a blog post's slug): checked in the write's transaction and
   * answered 409 `{fields: {<field>: [...]}}`; the column's unique index stays the backstop (also mapped to 409).
   */
  unique?: readonly Key<E>[];
  /** The admin list's order (default: `sortOrder`, then id), e.g. newest first for dated records. */
  listOrder?: ReadonlyArray<{ field: Key<E>; direction: 'ASC' | 'DESC' }>;
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
  /** Derives fields and checks cross-field rules before a save (throw a 400 naming the field). */
  prepare?(record: E): void;
  /** Plain fields that point at another table's rows: checked (400 naming the field) on every save. */
  references?: Readonly<Partial<Record<Key<E>, Reference>>>;
  /**
   * Runs in the delete's transaction with the row locked, before it is deleted: throw (e.g. a 409 when other rows
   * still reference it) to refuse the delete; nothing is changed then.
   */
  beforeRemove?(manager: EntityManager, record: E): Promise<void>;
  /** Cross-field rules for a file upload (throw a 400 naming the field); the stored file is removed again then. */
  checkUpload?(record: E, field: string): void;
}

/**
 * Completes a server definition with its contract declaration: the body classes (studio-dto.ts), the fields by role
 * and the file fields; type-checks the server part against the entity, then erases the entity type for the registry.
 */
export function defineResource<E extends StudioEntity>(server: StudioServerDefinition<E>): StudioDefinition {
  const declaration = resource(server.resource);
  const roles = fieldsByRole(server.resource);
  const files: Record<string, FileField> = {};
  for (const name of roles.files) {
    const field = declaration.fields[name];
    if (field?.type !== 'file') continue;
    files[name] = {
      kind: field.kind,
      folder: field.folder,
      ...(field.maxDimension ? { maxDimension: field.maxDimension } : {}),
      ...(field.list ? { list: true } : {}),
      ...(field.maxItems ? { maxItems: field.maxItems } : {}),
    };
  }
  const definition = {
    ...server,
    path: server.resource,
    ...studioDtos(server.resource),
    translated: roles.translated,
    translatedLists: roles.translatedLists,
    translatedRichTexts: roles.translatedRichTexts,
    requiredRichTexts: roles.requiredRichTexts,
    required: roles.required,
    plain: roles.plain,
    dates: roles.dates,
    unique: roles.unique,
    derived: Object.keys(declaration.derived ?? {}),
    files,
  };
  return definition as unknown as StudioDefinition;
}

/**
 * The fields the translation coverage counts (issue 33): the translated texts and the per-language lists (blog
 * sections, their rich text bodies with them) — a language with no list of its own shows the English one.
 */
export function coveredFields(def: {
  translated: readonly PropertyKey[];
  translatedLists?: readonly PropertyKey[];
  translatedRichTexts?: readonly PropertyKey[];
}): string[] {
  return [...def.translated, ...(def.translatedLists ?? []), ...(def.translatedRichTexts ?? [])].map(String);
}
