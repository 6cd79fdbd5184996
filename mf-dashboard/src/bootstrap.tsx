import '@aurinko/shared-ui/styles.css';
import './locales/register';
import { StandaloneRemote } from '@aurinko/shared-ui';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Link, Route } from 'react-router-dom';
import App from './App';
import { paths } from './config/paths';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage';
import { SignInPage } from './features/auth/SignInPage';

/** Stands in for the shell's /unauthorized page, so the guard has somewhere to send a visitor. */
function Unauthorized() {
  const { t } = useTranslation('dashboard');
  return (
    <main id="main" className="container section">
      <h1>{t('standalone.unauthorized')}</h1>
      <Link to={paths.signIn}>{t('standalone.signIn')}</Link>
    </main>
  );
}

// The dashboard on its own port for its team: the same three modules the shell mounts, under the same paths.
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StandaloneRemote
    basePath={paths.dashboard}
    app={App}
    ownMain
    extraRoutes={[
      // In the shell these two are public pages (the site's frame and its main); here they get a main of their own.
      <Route
        key="sign-in"
        path={paths.signIn}
        element={
          <main id="main">
            <SignInPage />
          </main>
        }
      />,
      <Route
        key="reset"
        path={paths.resetPassword}
        element={
          <main id="main">
            <ResetPasswordPage />
          </main>
        }
      />,
      <Route key="unauthorized" path={paths.unauthorized} element={<Unauthorized />} />,
    ]}
  />,
);
