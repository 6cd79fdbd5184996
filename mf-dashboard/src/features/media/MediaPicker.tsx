import { Button, useApi, useModalDialog } from '@aurinko/shared-ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListBody } from '../studio/ListBody';
import { useDebouncedSearch } from '../studio/use-debounced-search';
import { MediaPreview } from './MediaPreview';
import styles from './media.module.css';
import { type MediaItem, type MediaKind, mediaApi } from './media-api';

const PICKER_PAGE_SIZE = 24;

/**
 * Choose a file the media library already holds for a file field: a modal dialog with the library's items of the
 * field's kind, searchable by name or alt text. Nothing is written here: the form puts the item into the field when
 * it saves.
 */
export function MediaPicker({
  open,
  kind,
  title,
  onPick,
  onClose,
}: {
  open: boolean;
  kind: MediaKind;
  title: string;
  onPick: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('dashboard_media');
  const search = useRef<HTMLInputElement>(null);
  const dialog = useModalDialog(open, search);
  const ids = useId();
  const [q, setQ] = useState('');
  const [text, setText] = useDebouncedSearch(q, setQ);
  const [page, setPage] = useState(1);

  return (
    <dialog
      ref={dialog}
      className={styles.picker}
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.pickerHeader}>
        <h2 id={`${ids}-title`}>{title}</h2>
        <Button variant="secondary" onClick={onClose}>
          {t('picker.close')}
        </Button>
      </div>
      <div className="field">
        <label htmlFor={`${ids}-q`}>{t('search.label')}</label>
        <input
          ref={search}
          id={`${ids}-q`}
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {open ? (
        <PickerResults kind={kind} q={q} page={page} onMore={() => setPage(page + 1)} onPick={onPick} />
      ) : null}
    </dialog>
  );
}

/** The library's items of one kind (mounted while the picker is open, so a closed picker reads nothing). */
function PickerResults({
  kind,
  q,
  page,
  onMore,
  onPick,
}: {
  kind: MediaKind;
  q: string;
  page: number;
  onMore: () => void;
  onPick: (item: MediaItem) => void;
}) {
  const { t } = useTranslation('dashboard_media');
  const list = useApi(
    () => mediaApi.list({ q, kind, page: 1, pageSize: Math.min(100, PICKER_PAGE_SIZE * page) }),
    [q, kind, page],
    {
      perLanguage: false,
    },
  );
  return (
    <ListBody state={list} emptyTitle={q ? t('picker.noMatch') : t(`picker.empty.${kind}`)}>
      {({ items, total }) => (
        <>
          <ul className={styles.grid} aria-label={t('picker.results')}>
            {items.map((item) => (
              <li key={item._id} className={styles.card}>
                <MediaPreview item={item} />
                <p className={styles.cardName}>
                  <bdi>{item.originalName}</bdi>
                </p>
                <Button
                  variant="secondary"
                  onClick={() => onPick(item)}
                  aria-label={t('picker.useNamed', { name: item.originalName })}
                >
                  {t('picker.use')}
                </Button>
              </li>
            ))}
          </ul>
          {total > items.length ? (
            <Button variant="secondary" onClick={onMore}>
              {t('picker.more')}
            </Button>
          ) : null}
        </>
      )}
    </ListBody>
  );
}
