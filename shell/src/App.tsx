import { REMOTE_MOUNTS, type RemoteMount } from '@aurinko/contract/topology';
import { LoadingScreen, lazyWithRetry } from '@aurinko/shared-ui';
import { type ReactNode, StrictMode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteArea } from './federation/RemoteArea';
import { DashboardFrame } from './layout/DashboardFrame';
import { SiteLayout } from './layout/SiteLayout';
import { HomePage } from './pages/home/HomePage';

// Everything but the home page is its own chunk; SiteLayout's Suspense shows the loading screen, and its boundary the
// "temporarily unavailable" message with a retry that imports a chunk that failed again (lazyWithRetry).
const NewsPage = lazyWithRetry(() => import('./pages/news/NewsPage').then((m) => ({ default: m.NewsPage })));
const SearchPage = lazyWithRetry(() =>
  import('./pages/search/SearchPage').then((m) => ({ default: m.SearchPage })),
);
const UnauthorizedPage = lazyWithRetry(() =>
  import('./pages/UnauthorizedPage').then((m) => ({ default: m.UnauthorizedPage })),
);
const NotFoundPage = lazyWithRetry(() =>
  import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/** A remote's mount as a route: its area (everything under it) or one of its pages. */
const mountRoute = ({ path, remote, module, prefix }: RemoteMount) => (
  <Route
    key={path}
    path={prefix ? `${path.slice(1)}/*` : path.slice(1)}
    element={<RemoteArea remote={remote} module={module} />}
  />
);

/**
 * The shell's routes. Division and dashboard paths belong to their remotes (shared-ui/contract/topology.mjs's REMOTE_MOUNTS,
 * the list the shell's server reads too), loaded at run time on first visit; everything else is the shell's own.
 */
export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="news" element={<NewsPage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="unauthorized" element={<UnauthorizedPage />} />
        {REMOTE_MOUNTS.filter((mount) => !mount.ownFrame).map(mountRoute)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* The dashboard has its own header (its remote draws it), not the public site's header and footer. */}
      <Route element={<DashboardFrame />}>
        {REMOTE_MOUNTS.filter((mount) => mount.ownFrame).map(mountRoute)}
      </Route>
    </Routes>
  );
}

/**
 * What wraps the app on the page, in the browser (bootstrap.tsx, with its router) and on the server (server.tsx, with
 * a static router): one definition, so the server's HTML and the browser's first render have the same structure.
 */
export function PageRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <Suspense fallback={<LoadingScreen fullPage />}>{children}</Suspense>
    </StrictMode>
  );
}
