import { Button } from '@aurinko/shared-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkItem } from './bulk-upload';
import { checkFile } from './FileField';
import styles from './studio.module.css';
import type { FieldMessage } from './studio-form';
import { FILE_LIMITS, type FieldSchema, fileKindOf } from './studio-schema';

const MB = 1024 * 1024;
let nextKey = 0;

/** Files chosen in the browser, as items of a bulk upload: those the API would refuse are marked at once. */
export function bulkItemsOf(field: FieldSchema, files: readonly File[]): BulkItem[] {
  return files.map((file) => {
    nextKey += 1;
    const refusal = checkFile(field, file);
    return {
      key: `bulk-${nextKey}`,
      file,
      status: refusal ? 'failed' : 'waiting',
      progress: 0,
      ...(refusal ? { error: refusal } : {}),
    };
  });
}

/**
 * The add screen's file field when a resource takes several files at once (`bulkUpload`): choose several, see each
 * one's progress and result, take one out before saving. Each file becomes its own record when the form is saved.
 */
export function BulkFileField({
  base,
  field,
  items,
  busy,
  error,
  onChange,
}: {
  base: string;
  field: FieldSchema;
  items: readonly BulkItem[];
  busy: boolean;
  /** A message for the whole field (nothing chosen). */
  error?: FieldMessage;
  onChange: (items: BulkItem[]) => void;
}) {
  const { t } = useTranslation('dashboard_studio');
  const input = useRef<HTMLInputElement>(null);
  const kind = fileKindOf(field);
  const id = `${base}-${field.name}`;
  const label = t(field.label);
  const waiting = items.filter((item) => item.status === 'waiting').length;

  return (
    <fieldset
      className={`${styles.fileField} ${styles.bulkField}`}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
    >
      <legend>{label}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('form.bulk.hint', { max: FILE_LIMITS[kind].maxBytes / MB })}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={FILE_LIMITS[kind].accept}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`files-${field.name}`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onChange([...items, ...bulkItemsOf(field, files)]);
        }}
      />
      <div className="cluster">
        <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
          {t(`form.bulk.choose.${kind}`)}
        </Button>
        <span className={styles.muted} aria-live="polite">
          {t('form.bulk.count', { count: waiting })}
        </span>
      </div>
      {items.length > 0 ? (
        <ul className={styles.bulkList} aria-label={t('form.bulk.listLabel', { field: label })}>
          {items.map((item) => (
            <li key={item.key} className={styles.bulkItem}>
              <span className={styles.fileStatus} dir="auto">
                {item.file.name} — {t(`form.bulk.status.${item.status}`)}
              </span>
              {item.status === 'waiting' || item.status === 'failed' ? (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onChange(items.filter((other) => other.key !== item.key))}
                >
                  {t('form.bulk.remove', { name: item.file.name })}
                </Button>
              ) : (
                <span />
              )}
              {item.status === 'uploading' ? (
                <div className={styles.progress}>
                  <progress
                    max={100}
                    value={Math.round(item.progress * 100)}
                    aria-label={t('form.bulk.uploading', { name: item.file.name })}
                  />
                  <span aria-hidden="true">{Math.round(item.progress * 100)} %</span>
                </div>
              ) : null}
              {item.error ? (
                <p className="field-error">{t(item.error.key, item.error.values ?? {})}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(error.key, error.values ?? {})}
        </p>
      ) : null}
    </fieldset>
  );
}
