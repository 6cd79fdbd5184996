import { LoadingScreen, lazyWithRetry } from '@aurinko/shared-ui';
import { type ReactNode, StrictMode, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteArea } from './federation/RemoteArea';
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

/**
 * The shell's routes. Division and dashboard paths belong to their remotes, loaded at run time on
 * first visit; everything else is the shell's own.
 */
export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="news" element={<NewsPage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="unauthorized" element={<UnauthorizedPage />} />
        <Route path="human/*" element={<RemoteArea remote="human" />} />
        <Route path="veterinary/*" element={<RemoteArea remote="veterinary" />} />
        <Route path="agriculture/*" element={<RemoteArea remote="agriculture" />} />
        <Route path="dashboard/*" element={<RemoteArea remote="dashboard" />} />
        <Route path="AurinkoOne" element={<RemoteArea remote="dashboard" module="SignIn" />} />
        <Route path="reset-password" element={<RemoteArea remote="dashboard" module="ResetPassword" />} />
        <Route path="*" element={<NotFoundPage />} />
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
