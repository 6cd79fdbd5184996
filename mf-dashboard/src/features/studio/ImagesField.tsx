import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPicker } from '../media/MediaPicker';
import type { MediaItem } from '../media/media-api';
import { checkFile, type PendingFile } from './FileField';
import styles from './studio.module.css';
import type { FieldMessage } from './studio-form';
import { FILE_LIMITS, type FieldSchema } from './studio-schema';
import { Thumbnail } from './Thumbnail';

const MB = 1024 * 1024;
export const DEFAULT_MAX_IMAGES = 20;

type ListPending = Extract<PendingFile, { kind: 'list' }>;

/** The pending change of a list field, or null when it changes nothing. */
function normalised(
  add: readonly File[],
  remove: readonly string[],
  picks: readonly MediaItem[] = [],
): PendingFile {
  if (!add.length && !remove.length && !picks.length) return null;
  return picks.length ? { kind: 'list', add, remove, picks } : { kind: 'list', add, remove };
}

/**
 * The `images` widget: a record's list of images. Stored images can be marked for removal (and kept again), new
 * ones chosen one or several at a time; both happen when the record is saved, the uploads one after the other with
 * progress. The browser's own file button is hidden (it speaks the browser's language): a translated button opens it.
 */
export function ImagesField({
  base,
  field,
  current,
  pending,
  progress,
  error,
  onChange,
  onRefused,
}: {
  base: string;
  field: FieldSchema;
  /** The stored images' URLs, in order. */
  current: readonly string[];
  pending: PendingFile;
  /** 0…1 over all the uploads while they run. */
  progress: number | null;
  error?: FieldMessage;
  onChange: (pending: PendingFile) => void;
  onRefused: (message: FieldMessage) => void;
}) {
  const { t } = useTranslation(['dashboard_studio', 'dashboard_media']);
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const [picking, setPicking] = useState(false);
  const list: ListPending = pending?.kind === 'list' ? pending : { kind: 'list', add: [], remove: [] };
  const picks = list.picks ?? [];
  const max = field.maxItems ?? DEFAULT_MAX_IMAGES;
  const kept = current.filter((url) => !list.remove.includes(url)).length + picks.length;
  const label = t(field.label);
  const id = `${base}-${field.name}`;
  const busy = progress !== null;
  const previews = useMemo(() => list.add.map((file) => URL.createObjectURL(file)), [list.add]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const choose = (files: File[]) => {
    for (const file of files) {
      const refusal = checkFile(field, file);
      if (refusal) return onRefused({ ...refusal, values: { ...refusal.values, name: file.name } });
    }
    if (kept + list.add.length + files.length > max) {
      return onRefused({ key: 'errors.tooManyImages', values: { max } });
    }
    onChange(normalised([...list.add, ...files], list.remove, picks));
  };

  return (
    <fieldset
      className={`${styles.fileField} ${styles.imagesField}`}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
    >
      <legend>{label}</legend>
      <p id={`${id}-status`} className={styles.fileStatus}>
        {t('form.images.count', { number: kept + list.add.length, max })}
      </p>
      {current.length + list.add.length + picks.length > 0 ? (
        <ul className={styles.imageList}>
          {current.map((url, index) => {
            const removing = list.remove.includes(url);
            const number = index + 1;
            return (
              <li key={url} className={styles.imageItem}>
                <Thumbnail src={url} alt={t('form.images.stored', { number, field: label })} />
                {removing ? <p className={styles.hint}>{t('form.file.willRemove')}</p> : null}
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy}
                  onClick={() =>
                    onChange(
                      normalised(
                        list.add,
                        removing ? list.remove.filter((item) => item !== url) : [...list.remove, url],
                        picks,
                      ),
                    )
                  }
                >
                  {removing ? t('form.images.keep', { number }) : t('form.images.remove', { number })}
                </button>
              </li>
            );
          })}
          {list.add.map((file, index) => (
            <li key={previews[index]} className={styles.imageItem}>
              <Thumbnail src={previews[index]} alt={t('form.images.new', { name: file.name })} />
              <p className={styles.hint}>{t('form.file.chosen', { name: file.name })}</p>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                onClick={() => {
                  onChange(
                    normalised(
                      list.add.filter((_, i) => i !== index),
                      list.remove,
                      picks,
                    ),
                  );
                  chooser.current?.focus();
                }}
              >
                {t('form.images.unchoose', { name: file.name })}
              </button>
            </li>
          ))}
          {picks.map((item) => (
            <li key={`pick-${item._id}`} className={styles.imageItem}>
              <Thumbnail src={item.url} alt={t('form.images.new', { name: item.originalName })} />
              <p className={styles.hint}>{t('dashboard_media:picker.chosen', { name: item.originalName })}</p>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                onClick={() => {
                  onChange(
                    normalised(
                      list.add,
                      list.remove,
                      picks.filter((each) => each._id !== item._id),
                    ),
                  );
                  chooser.current?.focus();
                }}
              >
                {t('form.images.unchoose', { name: item.originalName })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p id={`${id}-hint`} className={styles.hint}>
        {t('form.images.hint', { max: FILE_LIMITS.image.maxBytes / MB })}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept={FILE_LIMITS.image.accept}
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`file-${field.name}`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) choose(files);
        }}
      />
      <div className="cluster">
        <button
          ref={chooser}
          type="button"
          className="btn btn-secondary"
          disabled={busy || kept + list.add.length >= max}
          aria-describedby={`${id}-status`}
          onClick={() => input.current?.click()}
        >
          {t('form.images.add')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy || kept + list.add.length >= max}
          onClick={() => setPicking(true)}
        >
          {t('dashboard_media:picker.open')}
        </button>
      </div>
      <MediaPicker
        open={picking}
        kind="image"
        title={t('dashboard_media:picker.title', { field: label })}
        onPick={(item) => {
          setPicking(false);
          if (current.includes(item.url) || picks.some((each) => each._id === item._id)) return;
          onChange(normalised(list.add, list.remove, [...picks, item]));
        }}
        onClose={() => setPicking(false)}
      />
      {busy ? (
        <div className={styles.progress}>
          <progress
            max={100}
            value={Math.round((progress ?? 0) * 100)}
            aria-label={t('form.file.uploading', { field: label })}
          />
          <span aria-hidden="true">{Math.round((progress ?? 0) * 100)} %</span>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(error.key, error.values ?? {})}
        </p>
      ) : null}
    </fieldset>
  );
}
