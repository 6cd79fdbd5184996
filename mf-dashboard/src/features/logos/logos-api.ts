import { http, type UploadProgress, upload } from '@aurinko/shared-ui';

/** As specified: `_id`, `url` (site-relative, /api/uploads/…), `imageName`. */
export interface Logo {
  _id: string;
  url: string;
  imageName: string;
}

export const listLogos = () => http.get<Logo[]>('logo/logos');

/** POST /logo/add, the files as repeated `images` parts. */
export function uploadLogos(files: readonly File[], onProgress?: (progress: UploadProgress) => void) {
  const body = new FormData();
  for (const file of files) body.append('images', file, file.name);
  return upload<Logo[]>('post', 'logo/add', body, onProgress);
}

/** PUT /logo/:id, the new file as `image`. */
export function replaceLogo(id: string, file: File, onProgress?: (progress: UploadProgress) => void) {
  const body = new FormData();
  body.append('image', file, file.name);
  return upload<Logo>('put', `logo/${encodeURIComponent(id)}`, body, onProgress);
}

export const deleteLogo = (id: string) => http.delete<unknown>(`logo/${encodeURIComponent(id)}`);
