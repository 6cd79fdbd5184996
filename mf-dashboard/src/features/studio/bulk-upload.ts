import { ApiError } from '@aurinko/shared-ui';
import type { Translations } from './studio-api';
import { studioApi } from './studio-api';
import { type FieldMessage, type FormValues, fileErrorOf, inputOf } from './studio-form';
import type { ResourceSchema } from './studio-schema';

/** One file of a bulk upload and what became of it. */
export interface BulkItem {
  key: string;
  file: File;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  /** 0…1 while uploading. */
  progress: number;
  error?: FieldMessage;
}

/** `stand-a.final.png` → `stand-a.final`: the English caption of a photo nobody captioned. */
export function captionOf(fileName: string, maxLength = 300): string {
  const base = fileName.replace(/\.[^.]*$/, '').trim();
  return (base || fileName).slice(0, maxLength);
}

/** The form's values for one file: an English caption typed once is everyone's, else the file name. */
export function valuesFor(schema: ResourceSchema, values: FormValues, file: File): FormValues {
  const bulk = schema.bulkUpload;
  if (!bulk) return values;
  const texts = values[bulk.captionField] as Translations;
  if (texts.en.trim()) return values;
  const field = schema.fields.find((candidate) => candidate.name === bulk.captionField);
  return { ...values, [bulk.captionField]: { ...texts, en: captionOf(file.name, field?.maxLength) } };
}

export interface BulkResult {
  saved: number;
  failed: number;
  /** The form's values were refused (fields named): nothing more was tried. */
  refused?: ApiError;
}

/**
 * Creates one record per waiting file, one after the other, and uploads its file with progress. A file the API
 * refuses deletes its just-created record again (no record without its file) and is reported on that file; a record
 * refused for the form's values stops the run (every file would be refused alike).
 */
export async function saveEach(
  schema: ResourceSchema,
  values: FormValues,
  items: readonly BulkItem[],
  report: (key: string, change: Partial<BulkItem>) => void,
  /** Publishable resources: each record published, or created as a draft visitors do not see yet. */
  published = true,
): Promise<BulkResult> {
  const bulk = schema.bulkUpload;
  const field = schema.fields.find((candidate) => candidate.name === bulk?.field);
  if (!bulk || !field) throw new Error(`${schema.id} has no bulk upload field`);
  let saved = 0;
  let failed = 0;
  for (const item of items) {
    if (item.status !== 'waiting') continue;
    report(item.key, { status: 'uploading', progress: 0 });
    let id: string;
    try {
      const input = inputOf(schema, valuesFor(schema, values, item.file));
      id = (await studioApi.create(schema, schema.publishable ? { ...input, published } : input))._id;
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        report(item.key, { status: 'waiting', progress: 0 });
        return { saved, failed, refused: error };
      }
      failed += 1;
      report(item.key, { status: 'failed', error: fileErrorOf(error, field) });
      continue;
    }
    try {
      await studioApi.uploadFile(schema, id, field.name, item.file, (progress) =>
        report(item.key, { progress: progress.fraction }),
      );
      saved += 1;
      report(item.key, { status: 'done', progress: 1 });
    } catch (error) {
      await studioApi.remove(schema, id).catch(() => undefined);
      failed += 1;
      report(item.key, { status: 'failed', error: fileErrorOf(error, field) });
    }
  }
  return { saved, failed };
}
