import {
  Button,
  FALLBACK_LANGUAGE,
  LANGUAGE_NAMES,
  type Language,
  LoadingScreen,
  useApi,
} from '@aurinko/shared-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  editLinkOf,
  fieldLabelKey,
  loadCoverage,
  percent,
  type ResourceCoverage,
  schemaOf,
} from './coverage';
import styles from './translations.module.css';

/** /dashboard/translations: how much of every studio resource is translated, and which records fall back. */
export function TranslationsPage() {
  const { t } = useTranslation('dashboard_translations');
  const coverage = useApi(loadCoverage, [], { perLanguage: false });

  let body = null;
  if (coverage.status === 'loading') body = <LoadingScreen />;
  else if (coverage.status === 'error')
    body = (
      <div className="alert alert-error" role="alert">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={coverage.reload}>
          {t('retry')}
        </Button>
      </div>
    );
  else
    body = coverage.data.resources.map((resource) => (
      <ResourceSection key={resource.resource} coverage={resource} languages={coverage.data.languages} />
    ));

  return (
    <div className="stack">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {body}
    </div>
  );
}

function ResourceSection({
  coverage,
  languages,
}: {
  coverage: ResourceCoverage;
  languages: readonly Language[];
}) {
  const { t } = useTranslation(['dashboard_translations', 'dashboard_studio']);
  const ids = useId();
  const schema = schemaOf(coverage.resource);
  const name = schema
    ? t(`dashboard_studio:${schema.text.plural}`)
    : t(`resources.${coverage.resource}`, { defaultValue: coverage.resource });
  const others = languages.filter((language) => language !== FALLBACK_LANGUAGE);
  const anyFallback = others.some((language) => (coverage.fallbacks[language]?.total ?? 0) > 0);
  const anyStale = others.some((language) => (coverage.stale[language]?.total ?? 0) > 0);
  const totals = (kind: 'fallbacks' | 'stale') =>
    languages.map((language) => (
      <td key={language}>
        {language === FALLBACK_LANGUAGE ? t('notApplicable') : (coverage[kind][language]?.total ?? 0)}
      </td>
    ));

  return (
    <section className={`card stack ${styles.resource}`} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{name}</h2>
      <p className={styles.muted}>{t('records', { total: coverage.total })}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('tableCaption', { resource: name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('field')}</th>
              {languages.map((language) => (
                <th scope="col" key={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {coverage.fields.map((field) => (
              <tr key={field}>
                <th scope="row">{t(fieldLabelKey(coverage.resource, field))}</th>
                {languages.map((language) => {
                  const filled = coverage.filled[language]?.[field] ?? 0;
                  const share = percent(filled, coverage.total);
                  return (
                    <td key={language} className={share === 100 ? styles.complete : styles.incomplete}>
                      {t('cell', { filled, total: coverage.total, percent: share })}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('totals.fallbacks')}</th>
              {totals('fallbacks')}
            </tr>
            <tr>
              <th scope="row">{t('totals.stale')}</th>
              {totals('stale')}
            </tr>
          </tfoot>
        </table>
      </div>

      <h3>{t('fallbacks.title')}</h3>
      {anyFallback ? null : <p>{t('fallbacks.none')}</p>}
      <RecordLists coverage={coverage} languages={others} kind="fallbacks" />
      <h3>{t('stale.title')}</h3>
      <p className={styles.muted}>{t('stale.intro')}</p>
      {anyStale ? null : <p>{t('stale.none')}</p>}
      <RecordLists coverage={coverage} languages={others} kind="stale" />
    </section>
  );
}

/**
 * Per language, the records listed under one heading: those showing English somewhere (`fallbacks`, with the missing
 * fields) or those with a translation saved against an older English text (`stale`, with those fields).
 */
function RecordLists({
  coverage,
  languages,
  kind,
}: {
  coverage: ResourceCoverage;
  languages: readonly Language[];
  kind: 'fallbacks' | 'stale';
}) {
  const { t } = useTranslation(['dashboard_translations', 'dashboard_studio']);
  return languages.map((language) => {
    const entry = coverage[kind][language];
    if (!entry || entry.total === 0) return null;
    const more = entry.total - entry.records.length;
    // Not a landmark of its own: "Français — records: 1" can be said by several resources, and a page's regions must
    // be told apart (the resource's region holds it; the heading leads to it).
    return (
      <div key={language} className="stack">
        <h4>{t(`${kind}.language`, { language: LANGUAGE_NAMES[language], total: entry.total })}</h4>
        <ul className={styles.records}>
          {entry.records.map((record) => {
            const to = editLinkOf(coverage.resource, record._id, language);
            const title = record.title || t('untitled', { id: record._id });
            const fields = record.fields
              .map((field) => t(fieldLabelKey(coverage.resource, field)))
              .join(', ');
            return (
              <li key={record._id}>
                {to ? (
                  <Link
                    to={to}
                    aria-label={t('fallbacks.linkLabel', { title, language: LANGUAGE_NAMES[language] })}
                  >
                    <span dir="auto">{title}</span>
                  </Link>
                ) : (
                  <span dir="auto">{title}</span>
                )}{' '}
                <span className={styles.muted}>{t(`${kind}.fields`, { fields })}</span>
              </li>
            );
          })}
        </ul>
        {more > 0 ? <p className={styles.muted}>{t('fallbacks.more', { more })}</p> : null}
      </div>
    );
  });
}
