import { Button, type UploadProgress, useApi } from '@aurinko/shared-ui';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListBody } from '../studio/ListBody';
import { ListPagination } from '../studio/ListPagination';
import { useNotify } from '../studio/StudioLayout';
import studio from '../studio/studio.module.css';
import { useDebouncedSearch } from '../studio/use-debounced-search';
import { useQueryParams } from '../studio/use-list-params';
import { MediaItemPanel } from './MediaItemPanel';
import { MediaPreview } from './MediaPreview';
import styles from './media.module.css';
import { MEDIA_KINDS, type MediaKind, mediaApi } from './media-api';
import { checkMediaFile, kindOfFile, type MediaMessage, mediaRefusal } from './media-refusal';
import { useFileSize } from './use-file-size';

export const MEDIA_PAGE_SIZE = 24;
const KEYS = ['q', 'kind', 'view', 'item'] as const;

interface UploadRow {
  id: number;
  name: string;
  progress: number | null;
  message?: MediaMessage;
}

/**
 * The media library (`/dashboard/media`): every uploaded image, PDF and video once, as a grid or a list, searched by
 * name or alt text and filtered by kind (both kept in the address), files dropped on the page or chosen are uploaded
 * with progress (refusals say why), and one item opens beside the list (`?item=`) to edit its alt text and caption
 * per language, its focal point, replace its file or delete it.
 */
export function MediaLibraryPage() {
  const { t } = useTranslation('dashboard_media');
  const ids = useId();
  const notify = useNotify();
  const fileSize = useFileSize();
  const [params, setParams] = useQueryParams(KEYS);
  const [text, setText] = useDebouncedSearch(params.q, (q) => setParams({ q }));
  const kind = (MEDIA_KINDS as readonly string[]).includes(params.kind) ? (params.kind as MediaKind) : '';
  const view = params.view === 'list' ? 'list' : 'grid';
  const list = useApi(
    () => mediaApi.list({ q: params.q, kind, page: params.page, pageSize: MEDIA_PAGE_SIZE }),
    [params.q, kind, params.page],
    { perLanguage: false },
  );
  const [uploads, setUploads] = useState<UploadRow[]>([]);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const counter = useRef(0);
  const filtered = params.q !== '' || kind !== '';

  const setRow = (id: number, change: Partial<UploadRow>) =>
    setUploads((rows) => rows.map((row) => (row.id === id ? { ...row, ...change } : row)));

  /** One file after the other, each with its progress; a refused one keeps its reason in the list. */
  const uploadAll = async (files: readonly File[]) => {
    const rows = files.map((file) => ({ id: ++counter.current, name: file.name, progress: null }));
    setUploads((current) => [...rows, ...current].slice(0, 20));
    let added = 0;
    for (const [index, file] of files.entries()) {
      const row = rows[index] as UploadRow;
      const refusal = checkMediaFile(file);
      const fileKind = kindOfFile(file);
      if (refusal || !fileKind) {
        setRow(row.id, { message: refusal ?? { key: 'refused.type', values: { name: file.name } } });
        continue;
      }
      setRow(row.id, { progress: 0 });
      try {
        await mediaApi.upload(file, fileKind, (p: UploadProgress) =>
          setRow(row.id, { progress: p.fraction }),
        );
        setRow(row.id, { progress: null, message: { key: 'upload.done', values: { name: file.name } } });
        added++;
      } catch (error) {
        setRow(row.id, { progress: null, message: mediaRefusal(error, file.name, fileKind) });
      }
    }
    if (added > 0) {
      notify('success', t('upload.added', { count: added }));
      list.reload();
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) void uploadAll(files);
  };

  return (
    <div className="stack">
      <div className={studio.header}>
        <h1>{t('title')}</h1>
      </div>
      <p className={studio.muted}>{t('hint')}</p>

      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is the pointer's shortcut; the "Choose files" button inside is the keyboard's way */}
      <div
        className={`${styles.dropZone} ${dragging ? styles.dragging : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="media-drop-zone"
      >
        <p id={`${ids}-drop`}>{t('upload.drop')}</p>
        <p className={studio.hint}>{t('upload.limits')}</p>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          tabIndex={-1}
          aria-hidden="true"
          accept="image/*,application/pdf,.pdf,video/mp4,video/webm,.mp4,.webm"
          data-testid="media-file-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void uploadAll(files);
          }}
        />
        <Button aria-describedby={`${ids}-drop`} onClick={() => input.current?.click()}>
          {t('upload.choose')}
        </Button>
      </div>

      {uploads.length > 0 ? (
        <ul className={styles.uploads} aria-label={t('upload.results')} aria-live="polite">
          {uploads.map((row) => (
            <li key={row.id} className={row.message?.key.startsWith('refused') ? 'field-error' : undefined}>
              {row.progress !== null ? (
                <>
                  <bdi>{row.name}</bdi>{' '}
                  <progress
                    max={100}
                    value={Math.round(row.progress * 100)}
                    aria-label={t('upload.progress', { name: row.name })}
                  />
                </>
              ) : row.message ? (
                t(row.message.key, row.message.values ?? {})
              ) : (
                <bdi>{row.name}</bdi>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      <search className={studio.filters} aria-label={t('search.filters')}>
        <div className="field">
          <label htmlFor={`${ids}-q`}>{t('search.label')}</label>
          <input
            id={`${ids}-q`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-kind`}>{t('search.kind')}</label>
          <select
            id={`${ids}-kind`}
            value={kind}
            onChange={(event) => setParams({ kind: event.target.value })}
          >
            <option value="">{t('search.allKinds')}</option>
            {MEDIA_KINDS.map((each) => (
              <option key={each} value={each}>
                {t(`kinds.${each}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.viewToggle}>
          <legend>{t('view.legend')}</legend>
          {(['grid', 'list'] as const).map((each) => (
            <label key={each}>
              <input
                type="radio"
                name={`${ids}-view`}
                value={each}
                checked={view === each}
                onChange={() => setParams({ view: each === 'grid' ? '' : each, page: params.page })}
              />
              {t(`view.${each}`)}
            </label>
          ))}
        </fieldset>
      </search>

      <div className={params.item ? styles.withPanel : undefined}>
        <ListBody
          state={list}
          emptyTitle={filtered ? t('empty.noMatch') : t('empty.none')}
          emptyAction={
            filtered ? (
              <Button variant="secondary" onClick={() => setParams({ q: '', kind: '' })}>
                {t('search.clear')}
              </Button>
            ) : null
          }
        >
          {({ items, total }) => (
            <>
              {view === 'grid' ? (
                <ul className={styles.grid} aria-label={t('title')}>
                  {items.map((item) => (
                    <li key={item._id} className={styles.card} data-testid="media-item">
                      <MediaPreview item={item} />
                      <Button
                        variant="secondary"
                        className={styles.cardButton}
                        aria-current={params.item === item._id ? 'true' : undefined}
                        onClick={() => setParams({ item: item._id, page: params.page })}
                      >
                        <bdi>{item.originalName}</bdi>
                      </Button>
                      <p className={studio.hint}>
                        {t(`kinds.${item.kind}`)} · {fileSize(item.size)}
                      </p>
                    </li>
                  ))}
                </ul>
              ) : (
                <div className={studio.tableWrap}>
                  <table className={studio.table}>
                    <caption className="visually-hidden">{t('title')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('columns.preview')}</th>
                        <th scope="col">{t('columns.name')}</th>
                        <th scope="col">{t('columns.kind')}</th>
                        <th scope="col">{t('columns.size')}</th>
                        <th scope="col">{t('columns.dimensions')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {items.map((item) => (
                        <tr key={item._id} data-testid="media-item">
                          <td>
                            <MediaPreview item={item} />
                          </td>
                          <td>
                            <Button
                              variant="secondary"
                              aria-current={params.item === item._id ? 'true' : undefined}
                              onClick={() => setParams({ item: item._id, page: params.page })}
                            >
                              <bdi>{item.originalName}</bdi>
                            </Button>
                          </td>
                          <td>{t(`kinds.${item.kind}`)}</td>
                          <td>{fileSize(item.size)}</td>
                          <td>
                            {item.width && item.height
                              ? t('item.dimensions', { width: item.width, height: item.height })
                              : '—'}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <ListPagination
                page={params.page}
                pages={Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE))}
                onChange={(page) => setParams({ page })}
              />
            </>
          )}
        </ListBody>
        {params.item ? (
          <MediaItemPanel
            key={params.item}
            id={params.item}
            onClose={() => setParams({ item: '', page: params.page })}
            onChanged={list.reload}
            onDeleted={() => {
              setParams({ item: '', page: params.page });
              list.reload();
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
