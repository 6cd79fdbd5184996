import { LanguageSelect, LoadingScreen, VisitorCounter } from '@aurinko/shared-ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router-dom';
import styles from './site-layout.module.css';

export function SiteLayout() {
  const { t } = useTranslation(['navbar', 'common', 'footer']);
  return (
    <div className={styles.page}>
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <header className={styles.header}>
        <div className={`container ${styles.headerInner}`}>
          <Link to="/" className={styles.brand}>
            {t('navbar:brand')}
          </Link>
          <nav aria-label={t('navbar:mainMenu')}>
            <ul className={styles.menu}>
              <li>
                <NavLink to="/" end>
                  {t('navbar:home')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/human">{t('navbar:human')}</NavLink>
              </li>
              <li>
                <NavLink to="/veterinary">{t('navbar:veterinary')}</NavLink>
              </li>
              <li>
                <NavLink to="/agriculture">{t('navbar:agriculture')}</NavLink>
              </li>
            </ul>
          </nav>
          <LanguageSelect className={styles.language} />
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className={styles.footer}>
        <div className={`container ${styles.footerInner}`}>
          <VisitorCounter />
          <p>{t('footer:rights', { year: new Date().getFullYear() })}</p>
        </div>
      </footer>
    </div>
  );
}
