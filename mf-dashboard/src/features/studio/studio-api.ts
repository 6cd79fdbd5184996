import {
  type ApiPaths,
  type ApiSchema,
  apiClient,
  type Language,
  type UploadProgress,
  upload,
} from '@aurinko/shared-ui';
import type { ResourceSchema } from './studio-schema';

/** A record as the admin API answers it (see the studio contract): translated fields carry every language. */
export interface StudioRecord {
  _id: string;
  sortOrder: number;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  /** In lists: the record has a pending draft. */
  hasDraft?: boolean;
  [field: string]: unknown;
}

/** A record's pending draft (see the studio contract): the record as it will be once published. */
export interface DraftView {
  values: StudioRecord;
  /** Fields the draft changes. */
  fields: string[];
  updatedAt: string;
  updatedBy: string;
  /** Per language other than English: missing, filled or stale in the draft. */
  translationStatus?: TranslationStatus;
}

/**
 * Per language other than English (the API's `translationStatus`): `missing`, `filled`, or `stale` — a text saved when
 * English said something else, English having changed since — with the fields concerned.
 */
export type TranslationStatus = ApiSchema<'TranslationStatus'>;

/**
 * What `GET …/:id` and every write of one record answer: the live record, its draft (null: none) and its version
 * (`_version`, also the ETag), which the next write names in `If-Match` (a newer record answers 409).
 */
export type EditedRecord = StudioRecord & {
  draft?: DraftView | null;
  _version?: string;
  /** Absent in a 409's record (another admin's save): no tab is then marked stale. */
  translationStatus?: TranslationStatus;
};

/** Another admin saved the record since this form read it: the record as it is now (see `staleOf`). */
export interface Stale {
  current: EditedRecord;
}

/**
 * A studio resource's list path in the API's document (`/api/admin/faculty`): every path with a `{id}/presence` route.
 * The calls below go through the one typed client on these paths, so a path the document lacks fails the type-check.
 */
type StudioList = {
  [P in keyof ApiPaths]: P extends `${infer Base}/{id}/presence` ? Base : never;
}[keyof ApiPaths];
type UnderApi<P> = P extends `/api/${infer Rest}` ? Rest : never;
/** How the registry names a resource's API (`admin/faculty`): one of the document's studio paths. */
export type StudioApiPath = UnderApi<StudioList>;

const listPath = (schema: ResourceSchema) => `/api/${schema.apiPath}` as StudioList;
const onePath = (schema: ResourceSchema) => `/api/${schema.apiPath}/{id}` as `${StudioList}/{id}`;
const idOf = (id: string) => ({ id: Number(id) });

/** `If-Match` for a write from `version` (none: the write is not checked). */
const ifMatch = (version?: string) => (version ? { 'If-Match': `"${version}"` } : {});

/** A record's saved states, newest first (`GET …/:id/versions`): who, when, what kept it. */
export type VersionList = ApiSchema<'StudioVersionList'>;
export type VersionSummary = ApiSchema<'StudioVersionSummary'>;
/** One version with the record's values then. */
export type RecordVersion = ApiSchema<'StudioVersion'>;

/** Who else has a record open ("being edited by … since …"). */
export interface Presence {
  editors: Array<{ name: string; since: string }>;
}

export type Translations = Record<Language, string>;

export interface Page<T> {
  items: T[];
  /** The matches counted: all of them, or (`totalCapped`) the first ones of a search matching more. */
  total: number;
  /** A search matched more records than `total` (the API counts a common word only so far). */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
}

export interface ListQuery {
  page: number;
  pageSize: number;
  q?: string;
  published?: boolean;
  division?: string;
  group?: string;
  /** A column (`-column`: descending); absent = the resource's own order. */
  sort?: string;
}

/** What `POST …/bulk` answers (see the API's StudioBulkResult). */
export interface BulkResult {
  action: BulkAction;
  done: string[];
  missing: string[];
  refused: Array<{ _id: string; message: string }>;
}

export type BulkAction = 'publish' | 'unpublish' | 'delete';

export type Direction = 'up' | 'down';

const one = (schema: ResourceSchema, id: string) => `${schema.apiPath}/${encodeURIComponent(id)}`;

/** Empty filters are left out, so the API sees only what the admin chose. */
function listParams(query: ListQuery) {
  return {
    page: query.page,
    pageSize: query.pageSize,
    ...(query.q ? { q: query.q } : {}),
    ...(query.published !== undefined ? { published: String(query.published) as 'true' | 'false' } : {}),
    ...(query.division ? { division: query.division } : {}),
    ...(query.group ? { group: query.group } : {}),
    ...(query.sort ? { sort: query.sort } : {}),
  };
}

/**
 * The content studio's one data module: every resource, every call, through the one typed client (`apiClient`) on
 * the document's studio paths. Records stay `StudioRecord` (the registry picks the resource at run time; its fields
 * are the contract's); uploads go through `upload` (XHR, for progress).
 */
export const studioApi = {
  list: async (schema: ResourceSchema, query: ListQuery): Promise<Page<StudioRecord>> =>
    (await apiClient.GET(listPath(schema), { params: { query: listParams(query) } })) as Page<StudioRecord>,
  /** Only the `total` of a filtered list (the overview's counts). */
  count: async (schema: ResourceSchema, filters: Omit<ListQuery, 'page' | 'pageSize'> = {}) =>
    (await studioApi.list(schema, { ...filters, page: 1, pageSize: 1 })).total,
  get: async (schema: ResourceSchema, id: string): Promise<EditedRecord> =>
    (await apiClient.GET(onePath(schema), { params: { path: idOf(id) } })) as EditedRecord,
  create: async (schema: ResourceSchema, input: Record<string, unknown>): Promise<StudioRecord> =>
    (await apiClient.POST(listPath(schema), { body: input as never })) as StudioRecord,
  update: async (schema: ResourceSchema, id: string, input: Record<string, unknown>, version?: string) =>
    (await apiClient.PUT(onePath(schema), {
      params: { path: idOf(id), header: ifMatch(version) },
      body: input as never,
    })) as EditedRecord,
  remove: (schema: ResourceSchema, id: string, version?: string) =>
    apiClient.DELETE(onePath(schema), { params: { path: idOf(id), header: ifMatch(version) } }),
  move: async (schema: ResourceSchema, id: string, direction: Direction): Promise<StudioRecord> =>
    (await apiClient.POST(`${onePath(schema)}/move`, {
      params: { path: idOf(id) },
      body: { direction },
    })) as StudioRecord,
  /** Publishes, unpublishes or deletes many records (each audited); ids not found and refusals come back apart. */
  bulk: async (schema: ResourceSchema, action: BulkAction, ids: string[]): Promise<BulkResult> =>
    (await apiClient.POST(`${listPath(schema)}/bulk`, { body: { action, ids } })) as BulkResult,
  setPublished: async (schema: ResourceSchema, id: string, published: boolean): Promise<StudioRecord> =>
    (await apiClient.PUT(`${onePath(schema)}/published`, {
      params: { path: idOf(id) },
      body: { published },
    })) as StudioRecord,
  /**
   * One file into a file field of a saved record, with progress (XHR through the shared client's `upload`). Into
   * the record's draft when it has one (the API decides); the answer is the editor's record (live, draft, version).
   */
  uploadFile: (
    schema: ResourceSchema,
    id: string,
    field: string,
    file: File,
    onProgress?: (progress: UploadProgress) => void,
    /** Large files (videos, up to 100 MB) may need longer than the client's default. */
    timeoutMs?: number,
  ) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return upload<EditedRecord>(
      'post',
      `${one(schema, id)}/files/${encodeURIComponent(field)}`,
      body,
      onProgress,
      timeoutMs,
    );
  },
  /** Empties a file field; a list field (`images`) loses the one file `url` names (in the draft when there is one). */
  removeFile: async (
    schema: ResourceSchema,
    id: string,
    field: string,
    url?: string,
  ): Promise<EditedRecord> =>
    (await apiClient.DELETE(`${onePath(schema)}/files/{field}`, {
      params: { path: { ...idOf(id), field: field as never }, query: url ? { url } : {} },
    })) as EditedRecord,
  /** Stores changes as the record's draft (added to an earlier draft); the published record stays as it is. */
  saveDraft: async (schema: ResourceSchema, id: string, input: Record<string, unknown>, version?: string) =>
    (await apiClient.PUT(`${onePath(schema)}/draft`, {
      params: { path: idOf(id), header: ifMatch(version) },
      body: input as never,
    })) as EditedRecord,
  discardDraft: async (schema: ResourceSchema, id: string, version?: string) =>
    (await apiClient.DELETE(`${onePath(schema)}/draft`, {
      params: { path: idOf(id), header: ifMatch(version) },
    })) as EditedRecord,
  /** Publishes the record: its draft and `input` applied, the draft dropped. */
  publish: async (
    schema: ResourceSchema,
    id: string,
    input: Record<string, unknown> = {},
    version?: string,
  ) =>
    (await apiClient.POST(`${onePath(schema)}/publish`, {
      params: { path: idOf(id), header: ifMatch(version) },
      body: input as never,
    })) as EditedRecord,
  /** The record's versions (history), newest first. */
  versions: async (schema: ResourceSchema, id: string): Promise<VersionList> =>
    (await apiClient.GET(`${onePath(schema)}/versions`, { params: { path: idOf(id) } })) as VersionList,
  version: async (schema: ResourceSchema, id: string, versionId: string): Promise<RecordVersion> =>
    (await apiClient.GET(`${onePath(schema)}/versions/{versionId}`, {
      params: { path: { ...idOf(id), versionId: Number(versionId) } },
    })) as RecordVersion,
  /** Makes a version the record's draft (the published record stays until Publish). */
  restoreVersion: async (schema: ResourceSchema, id: string, versionId: string, version?: string) =>
    (await apiClient.POST(`${onePath(schema)}/versions/{versionId}/restore`, {
      params: { path: { ...idOf(id), versionId: Number(versionId) }, header: ifMatch(version) },
    })) as EditedRecord,
  /** Heartbeat of an open form: answers the other admins who have the record open. */
  beat: (schema: ResourceSchema, id: string): Promise<Presence> =>
    apiClient.PUT(`${onePath(schema)}/presence`, { params: { path: idOf(id) } }),
  /** The form is closed (a heartbeat left behind expires by itself). */
  leave: (schema: ResourceSchema, id: string) =>
    apiClient.DELETE(`${onePath(schema)}/presence`, { params: { path: idOf(id) } }),
};

/** The refusal of a write from an outdated copy (409 `stale`), or undefined for any other error. */
export function staleOf(error: unknown): Stale | undefined {
  if (!(error && typeof error === 'object' && 'status' in error && 'details' in error)) return undefined;
  const { status, details } = error as { status: number; details: Record<string, unknown> };
  if (status !== 409 || details.reason !== 'stale' || !details.current) return undefined;
  return { current: details.current as EditedRecord };
}
