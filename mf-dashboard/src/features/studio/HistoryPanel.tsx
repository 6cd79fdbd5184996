import { Button, LANGUAGE_NAMES, useApi } from '@aurinko/shared-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { diffVersions, filesIn, shownValue, showsImages, type VersionChange } from './history';
import styles from './history.module.css';
import { useNotify } from './StudioLayout';
import studio from './studio.module.css';
import { type EditedRecord, studioApi, type VersionSummary } from './studio-api';
import type { ResourceSchema } from './studio-schema';
import { Thumbnail } from './Thumbnail';
import { useDateFormat } from './use-date-format';

/**
 * A record's history in its form: every saved state (created, draft saved, published, updated, restored) with who
 * and when; any two compared field by field and language by language (images as thumbnails); one restored as the
 * record's draft (the published record stays until Publish). `?version=<id>` (the audit's link) selects a version.
 */
export function HistoryPanel({
  schema,
  record,
  unsaved,
  onRestored,
  onError,
}: {
  schema: ResourceSchema;
  record: EditedRecord;
  /** The form has changes not saved yet (restoring replaces them). */
  unsaved: boolean;
  onRestored: (latest: EditedRecord) => void;
  /** A refused restore: true when the form showed it (a conflict), else the panel says it failed. */
  onError: (error: unknown) => boolean;
}) {
  const { t } = useTranslation('dashboard_studio');
  const base = useId();
  const notify = useNotify();
  const formatDate = useDateFormat();
  const [params] = useSearchParams();
  const linked = params.get('version');
  const list = useApi(() => studioApi.versions(schema, record._id), [schema, record._id, record._version], {
    perLanguage: false,
  });
  const items = list.status === 'success' ? list.data.items : [];
  const [picked, setPicked] = useState<{ from?: string; to?: string }>({});
  const known = (id: string | null | undefined) => (id && items.some((v) => v._id === id) ? id : undefined);
  const toId = known(picked.to) ?? known(linked) ?? items[0]?._id;
  const fromId = known(picked.from) ?? items[items.findIndex((v) => v._id === toId) + 1]?._id;
  const diff = useApi(
    async () =>
      fromId && toId
        ? Promise.all([
            studioApi.version(schema, record._id, fromId),
            studioApi.version(schema, record._id, toId),
          ])
        : null,
    [schema, record._id, fromId, toId],
    { perLanguage: false },
  );
  const [confirm, setConfirm] = useState<VersionSummary | null>(null);
  const [busy, setBusy] = useState(false);

  const describe = (version: VersionSummary) =>
    t('history.version', {
      kind: t(`history.kinds.${version.kind}`),
      date: formatDate(version.at),
      name: version.adminName,
    });

  const restore = async (version: VersionSummary) => {
    setConfirm(null);
    setBusy(true);
    try {
      const latest = await studioApi.restoreVersion(schema, record._id, version._id, record._version);
      onRestored(latest);
      notify('success', t('history.restored', { date: formatDate(version.at) }));
    } catch (error) {
      if (!onError(error)) notify('error', t('history.restoreFailed'));
    } finally {
      setBusy(false);
    }
  };

  const changes: VersionChange[] =
    diff.status === 'success' && diff.data
      ? diffVersions(schema, diff.data[0].values, diff.data[1].values)
      : [];
  const fromVersion = items.find((v) => v._id === fromId);
  const toVersion = items.find((v) => v._id === toId);

  const value = (change: VersionChange, side: 'before' | 'after') => {
    if (change.file) {
      const files = filesIn(change[side]);
      if (files.length === 0) return <em className={studio.muted}>{t('history.none')}</em>;
      return (
        <span className={styles.files}>
          {files.map((url) =>
            showsImages(change.field) ? (
              <Thumbnail key={url} src={url} alt={t(change.field.label)} />
            ) : (
              <a key={url} href={url} target="_blank" rel="noopener">
                {url.split('/').pop()}
              </a>
            ),
          )}
        </span>
      );
    }
    const text = shownValue(change[side]);
    return text ? (
      <span lang={change.language} dir="auto">
        {text}
      </span>
    ) : (
      <em className={studio.muted}>{t('history.empty')}</em>
    );
  };

  return (
    <section className="card stack" aria-labelledby={`${base}-title`} data-testid="history">
      <h2 id={`${base}-title`}>{t('history.title')}</h2>
      <p className={studio.hint}>{t('history.hint')}</p>
      {list.status === 'loading' ? <p role="status">{t('history.loading')}</p> : null}
      {list.status === 'error' ? (
        <div className="cluster" role="alert">
          <span>{t('history.loadFailed')}</span>
          <Button variant="secondary" onClick={list.reload}>
            {t('list.retry')}
          </Button>
        </div>
      ) : null}
      {list.status === 'success' && items.length === 0 ? <p>{t('history.noVersions')}</p> : null}
      {items.length > 0 ? (
        <div className={studio.tableWrap}>
          <table className={`${studio.table} ${styles.versions}`}>
            <caption className="visually-hidden">{t('history.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('history.columns.at')}</th>
                <th scope="col">{t('history.columns.admin')}</th>
                <th scope="col">{t('history.columns.kind')}</th>
                <th scope="col">{t('history.columns.from')}</th>
                <th scope="col">{t('history.columns.to')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('history.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((version) => (
                <tr
                  key={version._id}
                  data-testid="version-row"
                  aria-current={version._id === toId || undefined}
                >
                  <td>
                    <time dateTime={version.at}>{formatDate(version.at)}</time>
                  </td>
                  <td>{version.adminName}</td>
                  <td>{t(`history.kinds.${version.kind}`)}</td>
                  <td>
                    <input
                      type="radio"
                      name={`${base}-from`}
                      checked={version._id === fromId}
                      aria-label={t('history.compareFrom', { version: describe(version) })}
                      onChange={() => setPicked((current) => ({ ...current, from: version._id }))}
                    />
                  </td>
                  <td>
                    <input
                      type="radio"
                      name={`${base}-to`}
                      checked={version._id === toId}
                      aria-label={t('history.compareTo', { version: describe(version) })}
                      onChange={() => setPicked((current) => ({ ...current, to: version._id }))}
                    />
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      disabled={busy}
                      aria-label={t('history.restoreOne', { version: describe(version) })}
                      onClick={() => setConfirm(version)}
                    >
                      {t('history.restore')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {fromVersion && toVersion ? (
        <section className="stack" aria-labelledby={`${base}-diff`} data-testid="version-diff">
          <h3 id={`${base}-diff`}>
            {t('history.diffTitle', { from: formatDate(fromVersion.at), to: formatDate(toVersion.at) })}
          </h3>
          {diff.status === 'loading' ? <p role="status">{t('history.loading')}</p> : null}
          {diff.status === 'error' ? <p role="alert">{t('history.loadFailed')}</p> : null}
          {diff.status === 'success' && changes.length === 0 ? <p>{t('history.same')}</p> : null}
          {changes.length > 0 ? (
            <div className={studio.tableWrap}>
              <table className={`${studio.table} ${styles.diff}`}>
                <caption className="visually-hidden">{t('history.diffCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('history.columns.field')}</th>
                    <th scope="col">{t('history.columns.language')}</th>
                    <th scope="col">{t('history.columns.before')}</th>
                    <th scope="col">{t('history.columns.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((change) => (
                    <tr key={change.path} data-path={change.path}>
                      <th scope="row">{t(change.field.label)}</th>
                      <td>{change.language ? LANGUAGE_NAMES[change.language] : t('history.allLanguages')}</td>
                      <td className={styles.before}>{value(change, 'before')}</td>
                      <td className={styles.after}>{value(change, 'after')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ) : null}

      <ConfirmDialog
        open={confirm !== null}
        message={
          confirm
            ? t(unsaved ? 'history.confirmUnsaved' : 'history.confirm', { date: formatDate(confirm.at) })
            : ''
        }
        confirmLabel={t('history.restore')}
        cancelLabel={t('list.cancel')}
        onConfirm={() => confirm && void restore(confirm)}
        onCancel={() => setConfirm(null)}
      />
    </section>
  );
}
