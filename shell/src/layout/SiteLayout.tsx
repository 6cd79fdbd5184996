import { BidiText, LanguageSelect, LoadingScreen, PreviewBanner } from '@aurinko/shared-ui';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { AurinkoMark } from '../brand/logos';
import { markInteractive } from '../federation/server-area';
import { MainMenu } from '../navigation/MainMenu';
import { PageBoundary } from './PageBoundary';
import { SiteFooter } from './SiteFooter';
import styles from './site-layout.module.css';

function SearchGlass() {
  return (
    <svg viewBox="0 0 24 24" width="1.1em" height="1.1em" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function SiteLayout() {
  const { t } = useTranslation(['navbar', 'common']);
  // The page responds from here on (the server's HTML is hydrated, or the browser rendered it), unless a remote's area
  // still waits for its remote.
  useEffect(markInteractive, []);
  return (
    <div className={styles.page}>
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <header className={styles.header}>
        <PreviewBanner />
        <div className={styles.topRow}>
          <Link to="/" className={styles.brand}>
            <AurinkoMark />
            <span className={styles.brandText}>
              <span className={styles.brandName}>
                <BidiText>{t('navbar:brand')}</BidiText>
              </span>
              <span className={styles.brandTagline}>
                <BidiText>{t('navbar:brandTagline')}</BidiText>
              </span>
            </span>
          </Link>
          <MainMenu />
          <div className={styles.tools}>
            <Link to="/search" className={styles.searchLink}>
              <SearchGlass />
              <span>{t('navbar:search')}</span>
            </Link>
            <LanguageSelect className={styles.language} />
          </div>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <PageBoundary>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </PageBoundary>
      </main>
      {/* Its own boundary: the server's footer (below the first screen) is hydrated after the rest of the page, in a
          piece of its own, instead of in the page's first commit — unless a press in it asks for it sooner. */}
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
