import { uploadRefusalOf } from '../../components/upload-refusal';
/** As specified: at most 4 logos per upload (the API refuses a 5th too). */
export const MAX_LOGOS_PER_UPLOAD = 4;

/** The raster formats the API accepts (it checks the bytes; this spares a pointless upload). */
export const IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
]);
export const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set([
  'png',
  'jpg',
  'jpeg',
  'jfif',
  'webp',
  'gif',
  'avif',
]);

interface NamedFile {
  name: string;
  type: string;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** An image by both its MIME type and its extension (a renamed text file fails the type, a mislabelled one the name). */
export function isImageFile(file: NamedFile): boolean {
  return IMAGE_TYPES.has(file.type.toLowerCase()) && IMAGE_EXTENSIONS.has(extensionOf(file.name));
}

export type SelectionCheck<F> =
  | { ok: true; files: F[] }
  | { ok: false; problem: 'empty' }
  | { ok: false; problem: 'too-many'; count: number }
  | { ok: false; problem: 'not-image'; rejected: string[] };

/** The rules a selection must pass before it is uploaded: 1–4 files, images only. */
export function checkSelection<F extends NamedFile>(files: readonly F[]): SelectionCheck<F> {
  if (files.length === 0) return { ok: false, problem: 'empty' };
  if (files.length > MAX_LOGOS_PER_UPLOAD) return { ok: false, problem: 'too-many', count: files.length };
  const rejected = files.filter((file) => !isImageFile(file)).map((file) => file.name);
  if (rejected.length > 0) return { ok: false, problem: 'not-image', rejected };
  return { ok: true, files: [...files] };
}

/** The largest logo the API takes (MAX_IMAGE_BYTES in api/src/files/upload-limits.ts), in MB. */
export const MAX_LOGO_MEGABYTES = 5;

/**
 * Why the API refused an upload, as a key of `dashboard_logos` with its values (read by `uploadRefusalOf`): its type,
 * size, dimensions, an unreadable image, no answer, else the server's own message; `fallback` when it said nothing.
 */
export function uploadRefusal(
  error: unknown,
  fallback: string,
): { key: string; values?: Record<string, string | number> } {
  const refusal = uploadRefusalOf(error);
  switch (refusal.reason) {
    case 'type':
      return { key: 'toast.refusedType' };
    case 'size':
      return { key: 'toast.refusedSize', values: { max: MAX_LOGO_MEGABYTES } };
    case 'dimensions':
      return {
        key: 'toast.refusedDimensions',
        values: { width: refusal.width, height: refusal.height, max: refusal.megapixels },
      };
    case 'unreadable':
      return { key: 'toast.refusedUnreadable' };
    case 'network':
      return { key: 'toast.refusedNetwork' };
    case 'other':
      return { key: 'toast.refusedOther', values: { message: refusal.message } };
    default:
      return { key: fallback };
  }
}
