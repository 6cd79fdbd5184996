import { uploadRefusalOf } from '../../components/upload-refusal';
import { FILE_LIMITS } from '../studio/studio-schema';
import type { MediaKind } from './media-api';

const MB = 1024 * 1024;

/** A translation key of the `dashboard_media` namespace and its values. */
export interface MediaMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** The kind of a file the library takes, by its type or name; undefined for anything else. */
export function kindOfFile(file: File): MediaKind | undefined {
  if (file.type.startsWith('image/') && file.type !== 'image/svg+xml') return 'image';
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return 'pdf';
  if (['video/mp4', 'video/webm'].includes(file.type) || /\.(mp4|webm)$/i.test(file.name)) return 'video';
  return undefined;
}

/** A file the API would refuse, caught before uploading: a kind the library does not take, or too large. */
export function checkMediaFile(file: File, expected?: MediaKind): MediaMessage | undefined {
  const kind = kindOfFile(file);
  if (!kind || (expected && kind !== expected)) {
    return { key: 'refused.type', values: { name: file.name } };
  }
  const max = FILE_LIMITS[kind].maxBytes;
  if (file.size > max) return { key: 'refused.size', values: { name: file.name, max: max / MB } };
  return undefined;
}

/**
 * Why the API refused an upload, in the page's words (`uploadRefusalOf`): its type, size, dimensions, an unreadable
 * image, no answer, else the server's own message.
 */
export function mediaRefusal(error: unknown, name: string, kind: MediaKind): MediaMessage {
  const refusal = uploadRefusalOf(error);
  switch (refusal.reason) {
    case 'dimensions':
      return {
        key: 'refused.dimensions',
        values: { name, width: refusal.width, height: refusal.height, max: refusal.megapixels },
      };
    case 'type':
      return { key: 'refused.type', values: { name } };
    case 'size':
      return { key: 'refused.size', values: { name, max: FILE_LIMITS[kind].maxBytes / MB } };
    case 'unreadable':
      return { key: 'refused.unreadable', values: { name } };
    case 'network':
      return { key: 'refused.network', values: { name } };
    case 'other':
      return { key: 'refused.other', values: { name, message: refusal.message } };
    default:
      return { key: 'refused.failed', values: { name } };
  }
}
