import { Button } from '@aurinko/shared-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPicker } from '../media/MediaPicker';
import type { MediaItem } from '../media/media-api';
import { FocalPointField } from './FocalPointField';
import styles from './studio.module.css';
import type { FieldMessage } from './studio-form';
import { FILE_LIMITS, type FieldSchema, type FileKind, fileKindOf } from './studio-schema';
import { Thumbnail } from './Thumbnail';

/**
 * What the admin asked for a file field; it happens after the record is saved (contract). A list field (`images`)
 * holds the files to add and the stored URLs to remove.
 */
export type PendingFile =
  | { kind: 'replace'; file: File }
  /** A file the media library already holds (issue 34), put into the field after the save. */
  | { kind: 'library'; item: MediaItem }
  | { kind: 'remove' }
  | {
      kind: 'list';
      add: readonly File[];
      remove: readonly string[];
      /** Files the media library holds, added after the uploads. */
      picks?: readonly MediaItem[];
    }
  | null;

const MB = 1024 * 1024;

const TYPE_OK: Record<FileKind, (file: File) => boolean> = {
  image: (file) => file.type.startsWith('image/'),
  pdf: (file) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name),
  // The API decides by the content (magic bytes); this only catches an obviously wrong choice.
  video: (file) => ['video/mp4', 'video/webm'].includes(file.type) || /\.(mp4|webm)$/i.test(file.name),
};

/** A file the API would refuse, caught before uploading: wrong type or too large. */
export function checkFile(field: FieldSchema, file: File): FieldMessage | undefined {
  const kind = fileKindOf(field);
  const typeOk = TYPE_OK[kind](file);
  if (!typeOk) return { key: `errors.fileType.${kind}` };
  if (file.size > FILE_LIMITS[kind].maxBytes) {
    return { key: 'errors.fileTooLarge', values: { max: FILE_LIMITS[kind].maxBytes / MB } };
  }
  return undefined;
}

const fileName = (url: string) => decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? url);

/**
 * An image, PDF or video field: preview (thumbnail / link and name), choose or replace, remove, the size limit, and the
 * upload's progress. The browser's own file button is hidden (it speaks the browser's language, not the page's):
 * a translated button opens it and a translated text says what is chosen.
 */
export function FileField({
  base,
  field,
  current,
  pending,
  progress,
  error,
  onChange,
  onRefused,
  focus,
}: {
  base: string;
  field: FieldSchema;
  /** The stored file's URL, or null. */
  current: string | null;
  pending: PendingFile;
  /** 0…1 while uploading. */
  progress: number | null;
  error?: FieldMessage;
  onChange: (pending: PendingFile) => void;
  onRefused: (message: FieldMessage) => void;
  /** The image's focal point field (`focalPoint` widget naming this field), when it has one. */
  focus?: { value: unknown; onChange: (value: unknown) => void };
}) {
  const { t } = useTranslation(['dashboard_studio', 'dashboard_media']);
  const input = useRef<HTMLInputElement>(null);
  const kind = fileKindOf(field);
  const id = `${base}-${field.name}`;
  const chosen = pending?.kind === 'replace' ? pending.file : null;
  const picked = pending?.kind === 'library' ? pending.item : null;
  const [picking, setPicking] = useState(false);
  const local = useMemo(
    () => (chosen && kind === 'image' ? URL.createObjectURL(chosen) : null),
    [chosen, kind],
  );
  useEffect(() => () => (local ? URL.revokeObjectURL(local) : undefined), [local]);
  const preview = local ?? (picked && kind === 'image' ? picked.url : null);
  const shown = pending?.kind === 'remove' ? null : current;
  const label = t(field.label);

  let status: string;
  if (chosen) status = t('form.file.chosen', { name: chosen.name });
  else if (picked) status = t('dashboard_media:picker.chosen', { name: picked.originalName });
  else if (pending?.kind === 'remove') status = t('form.file.willRemove');
  else if (shown) status = t('form.file.stored', { name: fileName(shown) });
  else status = t('form.file.none');

  return (
    <fieldset className={styles.fileField} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend>{label}</legend>
      <div className={styles.filePreview}>
        {kind === 'image' ? (
          <Thumbnail src={preview ?? shown} alt={t('form.file.previewOf', { field: label })} />
        ) : shown && !chosen ? (
          <a href={shown} target="_blank" rel="noreferrer">
            {t('form.file.open', { name: fileName(shown) })}
          </a>
        ) : null}
        <p id={`${id}-status`} className={styles.fileStatus}>
          {status}
        </p>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t(`form.file.hint.${kind}`, { max: FILE_LIMITS[kind].maxBytes / MB })}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept={FILE_LIMITS[kind].accept}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`file-${field.name}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const refusal = checkFile(field, file);
          if (refusal) onRefused(refusal);
          else onChange({ kind: 'replace', file });
        }}
      />
      <div className="cluster">
        <Button
          variant="secondary"
          disabled={progress !== null}
          aria-describedby={`${id}-status`}
          onClick={() => input.current?.click()}
        >
          {shown || chosen || picked ? t(`form.file.replace.${kind}`) : t(`form.file.choose.${kind}`)}
        </Button>
        <Button variant="secondary" disabled={progress !== null} onClick={() => setPicking(true)}>
          {t('dashboard_media:picker.open')}
        </Button>
        {chosen || picked || pending?.kind === 'remove' ? (
          <Button variant="secondary" disabled={progress !== null} onClick={() => onChange(null)}>
            {t('form.file.undo')}
          </Button>
        ) : null}
        {shown && !chosen && !picked ? (
          <Button
            variant="secondary"
            disabled={progress !== null}
            onClick={() => onChange({ kind: 'remove' })}
          >
            {t('form.file.remove')}
          </Button>
        ) : null}
      </div>
      {progress !== null ? (
        <div className={styles.progress}>
          <progress
            max={100}
            value={Math.round(progress * 100)}
            aria-label={t('form.file.uploading', { field: label })}
          />
          <span aria-hidden="true">{Math.round(progress * 100)} %</span>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(error.key, error.values ?? {})}
        </p>
      ) : null}
      <MediaPicker
        open={picking}
        kind={kind}
        title={t('dashboard_media:picker.title', { field: label })}
        onPick={(item) => {
          setPicking(false);
          onChange({ kind: 'library', item });
        }}
        onClose={() => setPicking(false)}
      />
      {focus && kind === 'image' && (preview ?? shown) ? (
        <FocalPointField
          id={`${id}-focus`}
          src={preview ?? shown}
          value={focus.value}
          onChange={focus.onChange}
        />
      ) : null}
    </fieldset>
  );
}
