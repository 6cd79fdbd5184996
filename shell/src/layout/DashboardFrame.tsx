import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AreaLandmarkContext, AreaLoading } from '../federation/area-landmark';
import { markInteractive } from '../federation/server-area';
import { PageBoundary } from './PageBoundary';
import styles from './site-layout.module.css';

/**
 * The admin dashboard's frame (issue 34): no public header or footer and no `main` — the dashboard draws its own
 * header (banner: site link, finder, language, account), its menu (nav) and its `main#main` beside them, so the header
 * is not inside the page's main; the frame keeps the skip link. While the remote loads (or when it is unavailable) the
 * shell's loading screen or message is the page's one `main` instead (AreaLandmarkContext, federation/area-landmark).
 */
export function DashboardFrame() {
  const { t } = useTranslation('common');
  useEffect(markInteractive, []);
  return (
    <div className={styles.page}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className={styles.main}>
        <AreaLandmarkContext.Provider value={true}>
          <PageBoundary>
            <Suspense fallback={<AreaLoading />}>
              <Outlet />
            </Suspense>
          </PageBoundary>
        </AreaLandmarkContext.Provider>
      </div>
    </div>
  );
}
