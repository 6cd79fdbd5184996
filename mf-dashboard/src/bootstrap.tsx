import '@aurinko/shared-ui/styles.css';
import './locales/register';
import { initI18n, LanguageSelect, LoadingScreen, VisitorCounter } from '@aurinko/shared-ui';
import { StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import App from './App';
import { paths } from './config/paths';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage';
import { SignInPage } from './features/auth/SignInPage';

/** Stands in for the shell's /unauthorized page, so the guard has somewhere to send a visitor. */
function Unauthorized() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="container section">
      <h1>{t('standalone.unauthorized')}</h1>
      <Link to={paths.signIn}>{t('standalone.signIn')}</Link>
    </div>
  );
}

/**
 * The dashboard on its own port for its team: the same three modules the shell mounts (sign-in, reset, /dashboard)
 * under the same paths. (shared-ui's StandaloneRemote routes only one base path; the guard needs the others.)
 */
function StandaloneDashboard() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void initI18n().then(() => setReady(true));
  }, []);
  if (!ready) return <LoadingScreen fullPage />;
  return (
    <StrictMode>
      <BrowserRouter>
        <div
          className="container cluster"
          style={{ justifyContent: 'space-between', paddingBlock: '0.5rem' }}
        >
          <VisitorCounter />
          <LanguageSelect />
        </div>
        <main id="main">
          <Suspense fallback={<LoadingScreen />}>
            <Routes>
              <Route path={paths.signIn} element={<SignInPage />} />
              <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
              <Route path={paths.unauthorized} element={<Unauthorized />} />
              <Route path={`${paths.dashboard}/*`} element={<App />} />
              <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
            </Routes>
          </Suspense>
        </main>
      </BrowserRouter>
    </StrictMode>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<StandaloneDashboard />);
