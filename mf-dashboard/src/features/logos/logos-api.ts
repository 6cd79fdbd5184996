import { type ApiData, type ApiSchema, apiClient, type UploadProgress, upload } from '@aurinko/shared-ui';

/** As specified: `_id`, `url` (site-relative, /api/uploads/…), `imageName`. */
export type Logo = ApiSchema<'Logo'>;

export const listLogos = () => apiClient.GET('/api/logo/logos');

/** POST /logo/add, the files as repeated `images` parts. */
export function uploadLogos(files: readonly File[], onProgress?: (progress: UploadProgress) => void) {
  const body = new FormData();
  for (const file of files) body.append('images', file, file.name);
  return upload<ApiData<'/api/logo/add', 'post'>>('post', 'logo/add', body, onProgress);
}

/** PUT /logo/:id, the new file as `image`. */
export function replaceLogo(id: string, file: File, onProgress?: (progress: UploadProgress) => void) {
  const body = new FormData();
  body.append('image', file, file.name);
  return upload<ApiData<'/api/logo/{id}', 'put'>>('put', `logo/${encodeURIComponent(id)}`, body, onProgress);
}

export const deleteLogo = (id: string) =>
  apiClient.DELETE('/api/logo/{id}', { params: { path: { id: Number(id) } } });
