import { Button, LoadingScreen, useSession } from '@aurinko/shared-ui';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { useSignOut } from '../access/AdminGuard';
import styles from './layout.module.css';
import { NAVIGATION } from './navigation';

export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  const user = useSession((state) => state.user);
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);

  return (
    <div className="container">
      <div className={styles.bar}>
        <p className={styles.title}>{t('title')}</p>
        <div className="cluster">
          {user ? <p className={styles.who}>{t('signedInAs', { name: user.name })}</p> : null}
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void signOut();
            }}
          >
            {t('signOut')}
          </Button>
        </div>
      </div>
      <div className={styles.shell}>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          {NAVIGATION.map((group) => (
            <div key={group.id}>
              <span className={styles.groupLabel} id={`dashboard-nav-${group.id}`}>
                {t(group.label)}
              </span>
              <ul className={styles.list} aria-labelledby={`dashboard-nav-${group.id}`}>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.end} className={styles.link}>
                      {t(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className={styles.content}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
