/**
 * Why the API refused an upload, read once for every uploader (the studio's file fields, the logos, the media
 * library), so each can say it in its own words: the type (415, `details.reason: 'type'`), the size (413, or the image
 * limit's 400 with `details.reason: 'size'`), the dimensions (`details.reason: 'dimensions'` with the pixels), an image
 * that could not be read (`'unreadable'`), no answer (network), else a 400's own message (already in the UI
 * language for the refusals it translates) or nothing (the uploader's "failed": a gone record's 404, a 5xx).
 */
export type UploadRefusal =
  | { reason: 'type' }
  | { reason: 'size' }
  | { reason: 'dimensions'; width: number; height: number; megapixels: number }
  | { reason: 'unreadable' }
  | { reason: 'network' }
  | { reason: 'other'; message: string }
  | { reason: 'failed' };

export function uploadRefusalOf(error: unknown): UploadRefusal {
  const { status, message, details } = (error ?? {}) as {
    status?: unknown;
    message?: unknown;
    details?: Record<string, unknown> | null;
  };
  const reason = details?.reason;
  if (reason === 'dimensions') {
    return {
      reason,
      width: Number(details?.width),
      height: Number(details?.height),
      megapixels: Math.round(Number(details?.maxPixels) / 1_000_000),
    };
  }
  if (status === 415 || reason === 'type') return { reason: 'type' };
  if (status === 413 || reason === 'size') return { reason: 'size' };
  if (reason === 'unreadable') return { reason: 'unreadable' };
  if (status === 0 || error instanceof TypeError) return { reason: 'network' };
  // A refusal of the file itself is a 400; any other answer (404: the record is gone, 409, 5xx) is no reason to give.
  if (status === 400 && typeof message === 'string' && message) {
    return { reason: 'other', message };
  }
  return { reason: 'failed' };
}
