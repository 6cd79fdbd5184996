import { type ApiData, type ApiSchema, apiClient, type UploadProgress, upload } from '@aurinko/shared-ui';

/** A library item (list) and one with where it is used (detail, every write's answer). */
export type MediaItem = ApiSchema<'MediaItem'>;
export type MediaItemDetail = ApiSchema<'MediaItemDetail'>;
export type MediaUse = ApiSchema<'MediaUse'>;
export type MediaKind = MediaItem['kind'];

export const MEDIA_KINDS: readonly MediaKind[] = ['image', 'pdf', 'video'];

/** The multipart part a file of each kind travels in (the API's upload and replace). */
const PART: Record<MediaKind, string> = { image: 'image', pdf: 'document', video: 'video' };

export interface MediaQuery {
  q?: string;
  kind?: MediaKind | '';
  page: number;
  pageSize: number;
}

export const mediaApi = {
  list: ({ q, kind, page, pageSize }: MediaQuery) =>
    apiClient.GET('/api/admin/media', {
      params: { query: { ...(q ? { q } : {}), ...(kind ? { kind } : {}), page, pageSize } },
    }),
  get: (id: string) => apiClient.GET('/api/admin/media/{id}', { params: { path: { id: Number(id) } } }),
  /** A new file (the same content again answers the item the library has). */
  upload: (file: File, kind: MediaKind, onProgress?: (progress: UploadProgress) => void) => {
    const body = new FormData();
    body.append(PART[kind], file, file.name);
    return upload<ApiData<'/api/admin/media', 'post'>>('post', 'admin/media', body, onProgress, 120_000);
  },
  /** A new file for the item: same id, every record that uses it follows. */
  replace: (id: string, file: File, kind: MediaKind, onProgress?: (progress: UploadProgress) => void) => {
    const body = new FormData();
    body.append(PART[kind], file, file.name);
    return upload<ApiData<'/api/admin/media/{id}/file', 'put'>>(
      'put',
      `admin/media/${encodeURIComponent(id)}/file`,
      body,
      onProgress,
      120_000,
    );
  },
  /** Alt text and caption per language ("" removes one), the focal point ("" = the centre), the crop. */
  update: (
    id: string,
    body: {
      alt?: Partial<Record<string, string>>;
      caption?: Partial<Record<string, string>>;
      focus?: { x: number; y: number } | '';
      /** An image's crop in pixels of the whole picture; "" shows the whole picture again. */
      crop?: { x: number; y: number; width: number; height: number } | '';
    },
  ) =>
    apiClient.PUT('/api/admin/media/{id}', {
      params: { path: { id: Number(id) } },
      body: body as ApiSchema<'UpdateMediaDto'>,
    }),
  remove: (id: string) => apiClient.DELETE('/api/admin/media/{id}', { params: { path: { id: Number(id) } } }),
  /** Puts the item into a record's file field (the studio form, after its own save). */
  use: (id: string, resource: string, record: string, field: string) =>
    apiClient.POST('/api/admin/media/{id}/uses', {
      params: { path: { id: Number(id) } },
      body: { resource, record, field } as ApiSchema<'UseMediaDto'>,
    }),
};
