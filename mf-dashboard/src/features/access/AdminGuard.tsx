import { Button, LoadingScreen, useSession } from '@aurinko/shared-ui';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { canEnterDashboard } from './roles';

const SignOutContext = createContext<() => Promise<void>>(async () => {});

/** Signs out and goes to the sign-in page, without the guard first bouncing the admin to /unauthorized. */
export const useSignOut = () => useContext(SignOutContext);

type Check = 'checking' | 'done' | 'failed';

/**
 * Everything under /dashboard needs a dashboard role: admin, or viewer (read-only, see roles.ts). The API enforces
 * the rules; this guard only spares a visitor screens that would answer 401/403. It asks the server on every mount (GET /auth/me), so a session ended elsewhere
 * is noticed.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const { user, refresh, signOut } = useSession();
  const [check, setCheck] = useState<Check>('checking');
  const [attempt, setAttempt] = useState(0);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    let live = true;
    refresh().then(
      () => live && setCheck('done'),
      () => live && setCheck('failed'),
    );
    return () => {
      live = false;
    };
  }, [refresh, attempt]);

  const leave = useCallback(async () => {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      navigate(paths.signIn, { replace: true });
    }
  }, [signOut, navigate]);

  if (leaving) return <LoadingScreen />;
  if (check === 'failed') {
    return (
      // The page's main: the dashboard's screens draw their own (the frame around them has none).
      <main id="main" tabIndex={-1} className="container section">
        <div role="alert">
          <p>{t('guard.checkFailed')}</p>
          <Button
            onClick={() => {
              setCheck('checking');
              setAttempt((n) => n + 1);
            }}
          >
            {t('guard.retry')}
          </Button>
        </div>
      </main>
    );
  }
  // A user already known from sign-in sees the dashboard at once; the check runs behind it.
  if (canEnterDashboard(user))
    return <SignOutContext.Provider value={leave}>{children}</SignOutContext.Provider>;
  if (check === 'checking') return <LoadingScreen />;
  return <Navigate to={paths.unauthorized} replace />;
}
