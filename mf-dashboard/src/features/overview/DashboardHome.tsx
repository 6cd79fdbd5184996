import { DIVISIONS } from '@aurinko/contract/catalogue';
import { Button, LoadingScreen } from '@aurinko/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCanWrite } from '../access/roles';
import { RecordSearch } from '../workplace/RecordSearch';
import { WorkplacePanels } from '../workplace/WorkplacePanels';
import styles from './overview.module.css';
import { loadOverview, type Overview } from './overview-api';
import { VisitsChart } from './VisitsChart';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; overview: Overview };

/** The dashboard index: the work waiting (admins), then the counts that matter and visits over the last 30 days. */
export function DashboardHome() {
  const { t, i18n } = useTranslation(['dashboard', 'dashboard_studio', 'dashboard_workplace']);
  const canWrite = useCanWrite();
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    loadOverview().then(
      (overview) => setState({ kind: 'ready', overview }),
      () => setState({ kind: 'failed' }),
    );
  }, []);

  useEffect(load, [load]);

  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <div className="stack">
      <h1>{t('home.title')}</h1>
      {/* The work first (admins: the workplace reads visitors' names and unpublished records), then the figures. */}
      {canWrite ? (
        <>
          <div className="card">
            <RecordSearch />
          </div>
          <WorkplacePanels />
          <h2>{t('dashboard_workplace:figures')}</h2>
        </>
      ) : null}
      {state.kind === 'loading' ? <LoadingScreen /> : null}
      {state.kind === 'failed' ? (
        <div className="alert alert-error" role="alert">
          <p>{t('home.failed')}</p>
          <Button variant="secondary" onClick={load}>
            {t('guard.retry')}
          </Button>
        </div>
      ) : null}
      {state.kind === 'ready' ? (
        <>
          <dl className={styles.stats}>
            <div className={`card ${styles.stat}`}>
              <dt>{t('home.totalVisits')}</dt>
              <dd>{number.format(state.overview.totals.totalVisits)}</dd>
            </div>
            <div className={`card ${styles.stat}`}>
              <dt>{t('home.uniqueVisitors')}</dt>
              <dd>{number.format(state.overview.totals.uniqueVisitors)}</dd>
            </div>
            <div className={`card ${styles.stat}`}>
              <dt>
                <Link to={paths.headlines}>{t('home.headlines')}</Link>
              </dt>
              <dd>{number.format(state.overview.headlines)}</dd>
            </div>
            <div className={`card ${styles.stat}`}>
              <dt>
                <Link to={paths.logoUploader}>{t('home.logos')}</Link>
              </dt>
              <dd>{number.format(state.overview.logos)}</dd>
            </div>
            {state.overview.studio ? (
              <>
                <div className={`card ${styles.stat}`}>
                  <dt>
                    <Link to={paths.cardList}>{t('dashboard_studio:overview.cards')}</Link>
                  </dt>
                  <dd>{number.format(state.overview.studio.cards)}</dd>
                </div>
                {DIVISIONS.map((division) => (
                  <div key={division} className={`card ${styles.stat}`}>
                    <dt>
                      <Link to={`${paths.productList}?division=${division}`}>
                        {t('dashboard_studio:overview.products', {
                          division: t(`dashboard_studio:divisions.${division}`),
                        })}
                      </Link>
                    </dt>
                    <dd>{number.format(state.overview.studio?.products[division] ?? 0)}</dd>
                  </div>
                ))}
              </>
            ) : null}
          </dl>
          <section className="card">
            <VisitsChart days={state.overview.daily} />
          </section>
        </>
      ) : null}
    </div>
  );
}
