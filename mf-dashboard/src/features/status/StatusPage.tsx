import { Button, LoadingScreen, useApi } from '@aurinko/shared-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminOnly } from '../access/ReadOnly';
import styles from './status.module.css';
import { type ApiStatus, type FrontEndStatus, loadReleaseStatus } from './status-api';

/** /dashboard/status: which build of every front end is live, whether it answers, what it shares; the API's health. */
export function StatusPage() {
  return (
    <AdminOnly>
      <StatusScreen />
    </AdminOnly>
  );
}

function StatusScreen() {
  const { t, i18n } = useTranslation('dashboard_status');
  const status = useApi(loadReleaseStatus, [], { perLanguage: false });
  const [refreshing, setRefreshing] = useState(false);
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { timeStyle: 'medium' });

  const refresh = async () => {
    setRefreshing(true);
    try {
      await status.refresh();
      setCheckedAt(new Date());
    } catch {
      status.reload();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div className="stack">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <div className={styles.toolbar}>
        <Button variant="secondary" onClick={() => void refresh()} disabled={refreshing}>
          {refreshing ? t('refreshing') : t('refresh')}
        </Button>
        <p role="status" className={styles.checked}>
          {checkedAt ? t('checkedAt', { time: time.format(checkedAt) }) : ''}
        </p>
      </div>
      {status.status === 'loading' ? <LoadingScreen /> : null}
      {status.status === 'error' ? (
        <div className="alert alert-error" role="alert">
          <p>{t('failed')}</p>
          <Button variant="secondary" onClick={status.reload}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {status.status === 'success' ? (
        <>
          <ApiSection api={status.data.api} />
          {status.data.frontEnds.map((frontEnd) => (
            <FrontEndSection key={frontEnd.name} frontEnd={frontEnd} />
          ))}
        </>
      ) : null}
    </div>
  );
}

function Health({ up }: { up: boolean }) {
  const { t } = useTranslation('dashboard_status');
  return <span className={up ? styles.up : styles.down}>{up ? t('up') : t('down')}</span>;
}

function ApiSection({ api }: { api: ApiStatus }) {
  const { t } = useTranslation('dashboard_status');
  const id = useId();
  return (
    <section className="card stack" aria-labelledby={id} data-testid="status-api">
      <h2 id={id}>{t('api.title')}</h2>
      {api.reachable ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('version')}</dt>
            <dd>
              <span dir="ltr">{api.health.version}</span>
            </dd>
          </div>
          <div>
            <dt>{t('commit')}</dt>
            <dd>
              {api.health.commit === 'unknown' ? t('unknown') : <span dir="ltr">{api.health.commit}</span>}
            </dd>
          </div>
          <div>
            <dt>{t('api.database', { type: api.health.database.type })}</dt>
            <dd>
              <Health up={api.health.database.up} />
            </dd>
          </div>
          <div>
            <dt>{t('api.storage', { driver: api.health.storage.driver })}</dt>
            <dd>
              <Health up={api.health.storage.up} />
            </dd>
          </div>
        </dl>
      ) : (
        <p className="alert alert-error">
          {api.status === 0 ? t('api.unreachable') : t('api.unhealthy', { status: api.status })}
        </p>
      )}
    </section>
  );
}

function FrontEndSection({ frontEnd }: { frontEnd: FrontEndStatus }) {
  const { t, i18n } = useTranslation('dashboard_status');
  const id = useId();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const appName = t(`apps.${frontEnd.name}`, { defaultValue: frontEnd.name });
  const { build } = frontEnd;
  // A remote answers if its manifest does (what the shell loads); the shell, if its build information does.
  const answer = frontEnd.manifest ?? build;
  const builtAt = build.up ? new Date(build.body.builtAt) : undefined;
  // Packages built into this app's own bundle (a division remote: the division pages it carries), not shared.
  const bundles = build.up ? Object.entries(build.body.bundles ?? {}) : [];
  return (
    <section className="card stack" aria-labelledby={id} data-testid={`status-app-${frontEnd.name}`}>
      <h2 id={id}>{appName}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('answers')}</dt>
          <dd data-testid="status-answers">
            <Health up={answer.up} />{' '}
            {answer.up
              ? t('responseTime', { ms: number.format(answer.ms) })
              : answer.status
                ? t('httpStatus', { status: answer.status })
                : t('noAnswer')}
          </dd>
        </div>
        <div>
          <dt>{t('version')}</dt>
          <dd data-testid="status-version">
            {build.up ? <span dir="ltr">{build.body.version}</span> : t('unknown')}
          </dd>
        </div>
        <div>
          <dt>{t('commit')}</dt>
          <dd data-testid="status-commit">
            {build.up && build.body.commit !== 'unknown' ? (
              <span dir="ltr">{build.body.commit}</span>
            ) : (
              t('unknown')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('builtAt')}</dt>
          <dd>
            {builtAt && !Number.isNaN(builtAt.getTime()) ? (
              <time dateTime={builtAt.toISOString()}>{date.format(builtAt)}</time>
            ) : (
              t('unknown')
            )}
          </dd>
        </div>
        {bundles.length > 0 ? (
          <div className={styles.wide}>
            <dt>{t('bundles')}</dt>
            <dd data-testid="status-bundles">
              {bundles.map(([name, version], i) => (
                <span key={name}>
                  {i > 0 ? ', ' : null}
                  <span dir="ltr">{`${name} ${version}`}</span>
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        <div className={styles.wide}>
          <dt>{frontEnd.manifestUrl ? t('manifestUrl') : t('buildInfoUrl')}</dt>
          <dd className={styles.url}>
            <span dir="ltr">{frontEnd.manifestUrl ?? frontEnd.buildUrl}</span>
          </dd>
        </div>
      </dl>
      {frontEnd.shared.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{t('shared.caption', { app: appName })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('shared.package')}</th>
                <th scope="col">{t('shared.provides')}</th>
                <th scope="col">{t('shared.inUse')}</th>
              </tr>
            </thead>
            <tbody>
              {frontEnd.shared.map((row) => (
                <tr key={row.name}>
                  <th scope="row">
                    <span dir="ltr">{row.name}</span>
                  </th>
                  <td>
                    <span dir="ltr">{row.provides || '—'}</span>
                  </td>
                  <td>
                    {row.inUse ? (
                      <>
                        <span dir="ltr">{row.inUse.version}</span>{' '}
                        {row.inUse.from === frontEnd.name
                          ? t('shared.ownCopy')
                          : t('shared.fromApp', {
                              app: t(`apps.${row.inUse.from}`, { defaultValue: row.inUse.from }),
                            })}
                      </>
                    ) : (
                      t('shared.notLoaded')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
