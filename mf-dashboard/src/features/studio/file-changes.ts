import { mediaApi } from '../media/media-api';
import type { PendingFile } from './FileField';
import { type EditedRecord, studioApi } from './studio-api';
import { type FieldErrors, type FieldMessage, fileErrorOf, fileFields } from './studio-form';
import { type FieldSchema, fileKindOf, type ResourceSchema, VIDEO_UPLOAD_TIMEOUT_MS } from './studio-schema';

/** What the form is told while its pending files are written. */
export interface FileChangeEvents {
  /** A field's upload progress (0–1), or null once it is over. */
  progress(field: string, fraction: number | null): void;
  /** What is still pending on a field after its changes ran: null when all are done. */
  pending(field: string, left: PendingFile | null): void;
}

/**
 * Writes the form's pending files into the record, field by field, after the record itself was saved: uploads,
 * removals and files picked from the media library. Each write answers the editor's whole record; the last one is
 * returned. `refused` holds, per field, the message of a file the server refused (what was done before it stays done).
 */
export async function applyFileChanges(
  schema: ResourceSchema,
  target: EditedRecord,
  files: Record<string, PendingFile>,
  on: FileChangeEvents,
): Promise<{ latest: EditedRecord; refused: FieldErrors }> {
  let latest = target;
  const refused: Record<string, FieldMessage> = {};
  for (const field of fileFields(schema)) {
    const pending = files[field.name];
    if (!pending) continue;
    try {
      if (pending.kind === 'list') {
        const result = await changeList(schema, latest, field, pending, on);
        latest = result.latest;
        if (result.error) throw result.error;
      } else if (pending.kind === 'remove') {
        latest = await studioApi.removeFile(schema, latest._id, field.name);
      } else if (pending.kind === 'library') {
        // A file the media library holds: put into the field, no upload.
        latest = (await mediaApi.use(
          pending.item._id,
          schema.id,
          latest._id,
          field.name,
        )) as unknown as EditedRecord;
      } else {
        on.progress(field.name, 0);
        latest = await studioApi.uploadFile(
          schema,
          latest._id,
          field.name,
          pending.file,
          (p) => on.progress(field.name, p.fraction),
          fileKindOf(field) === 'video' ? VIDEO_UPLOAD_TIMEOUT_MS : undefined,
        );
      }
      on.pending(field.name, null);
    } catch (error) {
      refused[field.name] = fileErrorOf(error, field);
    } finally {
      on.progress(field.name, null);
    }
  }
  return { latest, refused };
}

/**
 * A list field: the removals, then each new file in turn (progress over all of them), then the library's picks. What
 * is done stays done when one fails: the pending change keeps only what is left, and the record answered last is the
 * one returned.
 */
async function changeList(
  schema: ResourceSchema,
  target: EditedRecord,
  field: FieldSchema,
  pending: Extract<PendingFile, { kind: 'list' }>,
  on: FileChangeEvents,
): Promise<{ latest: EditedRecord; error?: unknown }> {
  let latest = target;
  const remove = [...pending.remove];
  const add = [...pending.add];
  const picks = [...(pending.picks ?? [])];
  const keepLeft = () =>
    on.pending(
      field.name,
      add.length || remove.length || picks.length
        ? { kind: 'list', add: [...add], remove: [...remove], ...(picks.length ? { picks: [...picks] } : {}) }
        : null,
    );
  try {
    while (remove.length) {
      latest = await studioApi.removeFile(schema, latest._id, field.name, remove[0]);
      remove.shift();
    }
    const total = add.length;
    for (let done = 0; add[0]; done++) {
      on.progress(field.name, done / total);
      latest = await studioApi.uploadFile(schema, latest._id, field.name, add[0], (p) =>
        on.progress(field.name, (done + p.fraction) / total),
      );
      add.shift();
    }
    // Files the media library holds: put into the list, no upload.
    while (picks[0]) {
      latest = (await mediaApi.use(
        picks[0]._id,
        schema.id,
        latest._id,
        field.name,
      )) as unknown as EditedRecord;
      picks.shift();
    }
  } catch (error) {
    keepLeft();
    return { latest, error };
  }
  return { latest };
}
