import type { ResourceId } from '@aurinko/contract/resources';
import { ApiError, Button, currentLanguage, type Language, useApi } from '@aurinko/shared-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { paths } from '../../config/paths';
import { studioResourceOf } from '../audit/audit-links';
import { ListBody } from '../studio/ListBody';
import { ListPagination } from '../studio/ListPagination';
import { useNotify } from '../studio/StudioLayout';
import styles from '../studio/studio.module.css';
import { RESOURCES } from '../studio/studio-registry';
import { useDateFormat } from '../studio/use-date-format';
import { useQueryParams } from '../studio/use-list-params';
import { type BinEntry, binApi } from './bin-api';

export const BIN_PAGE_SIZE = 25;

/** A studio resource named in the address, if it is one. */
const known = (resource: string): ResourceId | undefined =>
  Object.hasOwn(RESOURCES, resource) ? (resource as ResourceId) : undefined;
const FILTER_KEYS = ['resource'] as const;

/** A record's title in the UI language, else English, else any language it has. */
export function titleIn(title: Record<string, string> | null | undefined, language: Language): string {
  if (!title) return '';
  return title[language] || title.en || Object.values(title)[0] || '';
}

/**
 * The bin (`/dashboard/bin`): studio records deleted in the last 30 days, newest first — kind, title, who deleted
 * them and when, when they go for good — each put back as it was with "Restore".
 */
export function BinPage() {
  const { t, i18n } = useTranslation('dashboard_studio');
  const ui = (i18n.resolvedLanguage ?? currentLanguage()) as Language;
  const ids = useId();
  const notify = useNotify();
  const formatDate = useDateFormat();
  const [params, setParams] = useQueryParams(FILTER_KEYS);
  const list = useApi(
    () => binApi.list(params.page, BIN_PAGE_SIZE, known(params.resource)),
    [params.page, params.resource],
    { perLanguage: false },
  );
  const [confirm, setConfirm] = useState<BinEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const kindOf = (resource: string) => {
    const schema = studioResourceOf(resource);
    return schema ? t(schema.text.plural) : resource;
  };
  const nameOf = (entry: BinEntry) => titleIn(entry.title, ui) || t('list.untitled');

  const restore = async (entry: BinEntry) => {
    setConfirm(null);
    setBusy(true);
    try {
      await binApi.restore(entry._id);
      notify('success', t('bin.restored', { name: nameOf(entry) }));
      list.reload();
    } catch (error) {
      // 409: another record took a unique value (a slug) meanwhile; the API names the field.
      const field =
        error instanceof ApiError && error.status === 409 ? Object.keys(error.fields)[0] : undefined;
      notify(
        'error',
        field
          ? t('bin.restoreConflict', {
              name: nameOf(entry),
              field: t(`fields.${field}`, { defaultValue: field }),
            })
          : t('bin.restoreFailed', { name: nameOf(entry) }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      <div className={styles.header}>
        <h1>{t('bin.title')}</h1>
      </div>
      <p className={styles.muted}>{t('bin.hint')}</p>
      <search className={styles.filters} aria-label={t('list.filters')}>
        <div className="field">
          <label htmlFor={`${ids}-resource`}>{t('bin.kind')}</label>
          <select
            id={`${ids}-resource`}
            value={params.resource}
            onChange={(event) => setParams({ resource: event.target.value })}
          >
            <option value="">{t('bin.allKinds')}</option>
            {Object.entries(RESOURCES).map(([resource, schema]) => (
              <option key={resource} value={resource}>
                {t(schema.text.plural)}
              </option>
            ))}
          </select>
        </div>
      </search>
      <ListBody state={list} emptyTitle={t('bin.empty')}>
        {({ items, total }) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className="visually-hidden">{t('bin.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('bin.columns.kind')}</th>
                    <th scope="col">{t('bin.columns.title')}</th>
                    <th scope="col">{t('bin.columns.deletedBy')}</th>
                    <th scope="col">{t('bin.columns.deletedAt')}</th>
                    <th scope="col">{t('bin.columns.purgeAt')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('bin.columns.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((entry) => (
                    <tr key={entry._id} data-testid="bin-row">
                      <td>{kindOf(entry.resource)}</td>
                      <td dir="auto">{nameOf(entry)}</td>
                      <td>{entry.deletedBy}</td>
                      <td>
                        <time dateTime={entry.deletedAt}>{formatDate(entry.deletedAt)}</time>
                      </td>
                      <td>
                        <time dateTime={entry.purgeAt}>{formatDate(entry.purgeAt)}</time>
                      </td>
                      <td>
                        <Button
                          variant="secondary"
                          disabled={busy}
                          aria-label={t('bin.restoreOne', { name: nameOf(entry) })}
                          onClick={() => setConfirm(entry)}
                        >
                          {t('bin.restore')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ListPagination
              page={params.page}
              pages={Math.max(1, Math.ceil(total / BIN_PAGE_SIZE))}
              onChange={(page) => setParams({ page })}
            />
          </>
        )}
      </ListBody>
      <p>
        <Link to={`${paths.audit}?action=delete`}>{t('bin.auditLink')}</Link>
      </p>
      <ConfirmDialog
        open={confirm !== null}
        message={confirm ? t('bin.confirm', { name: nameOf(confirm) }) : ''}
        confirmLabel={t('bin.restore')}
        cancelLabel={t('list.cancel')}
        onConfirm={() => confirm && void restore(confirm)}
        onCancel={() => setConfirm(null)}
      />
    </div>
  );
}
