import { type ComponentType, type ReactNode, StrictMode, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { initI18n } from '../i18n/i18n';
import { LanguageSelect } from '../i18n/LanguageSelect';
import { LoadingScreen } from '../loading/LoadingScreen';
import { VisitorCounter } from '../visitors/VisitorCounter';

/**
 * How a remote renders on its own port for its team: the same component the shell mounts,
 * under the same base path, with a minimal frame (language selector, visitor counter). `extraRoutes` are other
 * `<Route>`s the remote's exposed modules serve in the shell (e.g. the dashboard's sign-in and reset pages).
 * `ownMain`: the app's screens draw their own `main` (the dashboard: its header and menu beside it, not inside), so the
 * frame puts none around them — the same landmarks as in the shell's DashboardFrame.
 */
export function StandaloneRemote({
  basePath,
  app: App,
  extraRoutes,
  ownMain = false,
}: {
  basePath: string;
  app: ComponentType;
  extraRoutes?: ReactNode;
  ownMain?: boolean;
}) {
  const Area = ownMain ? 'div' : 'main';
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
        <Area id={ownMain ? undefined : 'main'}>
          <Suspense fallback={<LoadingScreen />}>
            <Routes>
              {extraRoutes}
              <Route path={`${basePath}/*`} element={<App />} />
              <Route path="*" element={<Navigate to={basePath} replace />} />
            </Routes>
          </Suspense>
        </Area>
      </BrowserRouter>
    </StrictMode>
  );
}
