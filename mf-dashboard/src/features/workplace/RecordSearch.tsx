import { currentLanguage, type Language } from '@aurinko/shared-ui';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styles from './workplace.module.css';
import { recordLink, resourceLabel, titleIn, type WorkplaceRecord, workplaceApi } from './workplace-api';

type Found =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; q: string; items: WorkplaceRecord[] };

const DEBOUNCE_MS = 250;

/**
 * Finds any studio record by its title in any language (GET /api/admin/workplace/search) and opens it: Enter opens
 * the first one, the arrow keys move through the results. On the start screen and in the Ctrl/Cmd+K palette.
 */
export function RecordSearch({
  inputRef,
  onOpen,
}: {
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Called when a record is opened (the palette closes). */
  onOpen?: () => void;
}) {
  const { t, i18n } = useTranslation(['dashboard_workplace', 'dashboard_studio']);
  const language = (i18n.resolvedLanguage ?? currentLanguage()) as Language;
  const ids = useId();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Found>({ kind: 'idle' });
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const query = q.trim();
    if (!query) {
      setFound({ kind: 'idle' });
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setFound({ kind: 'loading' });
      workplaceApi.search(query).then(
        (items) => live && setFound({ kind: 'ready', q: query, items }),
        () => live && setFound({ kind: 'failed' }),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const open = (record: WorkplaceRecord) => {
    const to = recordLink(record);
    if (!to) return;
    onOpen?.();
    navigate(to);
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && found.kind === 'ready' && found.items[0]) {
      event.preventDefault();
      open(found.items[0]);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      links()[0]?.focus();
    }
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = index + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) inputRef?.current?.focus() ?? document.getElementById(`${ids}-q`)?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  let status = '';
  if (found.kind === 'loading') status = t('search.searching');
  else if (found.kind === 'failed') status = t('search.failed');
  else if (found.kind === 'ready')
    status = found.items.length ? t('search.found', { count: found.items.length }) : t('search.none');

  return (
    <search className={styles.search} aria-label={t('search.label')}>
      <div className="field">
        <label htmlFor={`${ids}-q`}>{t('search.label')}</label>
        <input
          ref={inputRef}
          id={`${ids}-q`}
          type="search"
          autoComplete="off"
          value={q}
          aria-describedby={`${ids}-hint`}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={onInputKey}
        />
        <p id={`${ids}-hint`} className={styles.hint}>
          {t('search.hint')}
        </p>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
      {found.kind === 'ready' && found.items.length ? (
        <ul ref={list} className={styles.results} onKeyDown={onListKey}>
          {found.items.map((record) => {
            const to = recordLink(record);
            const kind = resourceLabel(record.resource);
            return (
              <li key={`${record.resource}/${record._id}`}>
                {to ? (
                  <Link to={to} onClick={() => onOpen?.()} className={styles.resultLink}>
                    <span dir="auto">
                      {titleIn(record.title, language) || t('dashboard_studio:list.untitled')}
                    </span>
                    <span className={styles.meta}>
                      {kind ? t(`dashboard_studio:${kind}`) : record.resource}
                      {record.published ? null : ` · ${t('unpublished')}`}
                    </span>
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </search>
  );
}
