import { http, type Language, type UploadProgress, upload } from '@aurinko/shared-ui';
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
}

/** What `GET …/:id` and the draft routes answer: the live record and its draft (null: none). */
export type EditedRecord = StudioRecord & { draft?: DraftView | null };

export type Translations = Record<Language, string>;

export interface Page<T> {
  items: T[];
  total: number;
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
}

export type Direction = 'up' | 'down';

const one = (schema: ResourceSchema, id: string) => `${schema.apiPath}/${encodeURIComponent(id)}`;

/** Empty filters are left out, so the API sees only what the admin chose. */
function listParams(query: ListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page: query.page, pageSize: query.pageSize };
  if (query.q) params.q = query.q;
  if (query.published !== undefined) params.published = String(query.published);
  if (query.division) params.division = query.division;
  if (query.group) params.group = query.group;
  return params;
}

/** The content studio's one data module: every resource, every call, through the shared client. */
export const studioApi = {
  list: (schema: ResourceSchema, query: ListQuery) =>
    http.get<Page<StudioRecord>>(schema.apiPath, listParams(query)),
  /** Only the `total` of a filtered list (the overview's counts). */
  count: async (schema: ResourceSchema, filters: Omit<ListQuery, 'page' | 'pageSize'> = {}) =>
    (await http.get<Page<StudioRecord>>(schema.apiPath, listParams({ ...filters, page: 1, pageSize: 1 })))
      .total,
  get: (schema: ResourceSchema, id: string) => http.get<EditedRecord>(one(schema, id)),
  create: (schema: ResourceSchema, input: Record<string, unknown>) =>
    http.post<StudioRecord>(schema.apiPath, input),
  update: (schema: ResourceSchema, id: string, input: Record<string, unknown>) =>
    http.put<StudioRecord>(one(schema, id), input),
  remove: (schema: ResourceSchema, id: string) =>
    http.delete<{ _id: string; message: string }>(one(schema, id)),
  move: (schema: ResourceSchema, id: string, direction: Direction) =>
    http.post<StudioRecord>(`${one(schema, id)}/move`, { direction }),
  setPublished: (schema: ResourceSchema, id: string, published: boolean) =>
    http.put<StudioRecord>(`${one(schema, id)}/published`, { published }),
  /** One file into a file field of a saved record, with progress (XHR through the shared client's `upload`). */
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
    return upload<StudioRecord>(
      'post',
      `${one(schema, id)}/files/${encodeURIComponent(field)}`,
      body,
      onProgress,
      timeoutMs,
    );
  },
  /** Empties a file field; a list field (`images`) loses the one file `url` names. */
  removeFile: (schema: ResourceSchema, id: string, field: string, url?: string) =>
    http.delete<StudioRecord>(
      `${one(schema, id)}/files/${encodeURIComponent(field)}${url ? `?url=${encodeURIComponent(url)}` : ''}`,
    ),
  /** Stores changes as the record's draft (added to an earlier draft); the published record stays as it is. */
  saveDraft: (schema: ResourceSchema, id: string, input: Record<string, unknown>) =>
    http.put<EditedRecord>(`${one(schema, id)}/draft`, input),
  discardDraft: (schema: ResourceSchema, id: string) => http.delete<EditedRecord>(`${one(schema, id)}/draft`),
  /** Publishes the record: its draft and `input` applied, the draft dropped. */
  publish: (schema: ResourceSchema, id: string, input: Record<string, unknown> = {}) =>
    http.post<EditedRecord>(`${one(schema, id)}/publish`, input),
};
