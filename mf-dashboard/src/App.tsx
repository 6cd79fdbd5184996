import './locales/register';
import { lazyWithRetry } from '@aurinko/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { dashboardRoute, paths } from './config/paths';
import { AdminGuard } from './features/access/AdminGuard';
import { DashboardLayout } from './features/layout/DashboardLayout';
import { DashboardNotFound } from './features/layout/DashboardNotFound';
import { STUDIO_ROUTES } from './features/studio/studio-registry';

const DashboardHome = lazyWithRetry(() =>
  import('./features/overview/DashboardHome').then((m) => ({ default: m.DashboardHome })),
);
const HeadlinesPage = lazyWithRetry(() =>
  import('./features/headlines/HeadlinesPage').then((m) => ({ default: m.HeadlinesPage })),
);
const LogosPage = lazyWithRetry(() =>
  import('./features/logos/LogosPage').then((m) => ({ default: m.LogosPage })),
);
const StudioLayout = lazyWithRetry(() =>
  import('./features/studio/StudioLayout').then((m) => ({ default: m.StudioLayout })),
);
const ResourceListPage = lazyWithRetry(() =>
  import('./features/studio/ResourceListPage').then((m) => ({ default: m.ResourceListPage })),
);
const AdminsPage = lazyWithRetry(() =>
  import('./features/admins/AdminsPage').then((m) => ({ default: m.AdminsPage })),
);
const AccountPage = lazyWithRetry(() =>
  import('./features/admins/AccountPage').then((m) => ({ default: m.AccountPage })),
);
const TranslationsPage = lazyWithRetry(() =>
  import('./features/translations/TranslationsPage').then((m) => ({ default: m.TranslationsPage })),
);
const ResourceFormPage = lazyWithRetry(() =>
  import('./features/studio/ResourceFormPage').then((m) => ({ default: m.ResourceFormPage })),
);
const InboxPage = lazyWithRetry(() =>
  import('./features/inbox/InboxPage').then((m) => ({ default: m.InboxPage })),
);
const InboxMessagePage = lazyWithRetry(() =>
  import('./features/inbox/InboxMessagePage').then((m) => ({ default: m.InboxMessagePage })),
);
const FeedbackPage = lazyWithRetry(() =>
  import('./features/feedback/FeedbackPage').then((m) => ({ default: m.FeedbackPage })),
);
const StatusPage = lazyWithRetry(() =>
  import('./features/status/StatusPage').then((m) => ({ default: m.StatusPage })),
);
const MediaLibraryPage = lazyWithRetry(() =>
  import('./features/media/MediaLibraryPage').then((m) => ({ default: m.MediaLibraryPage })),
);
const AuditPage = lazyWithRetry(() =>
  import('./features/audit/AuditPage').then((m) => ({ default: m.AuditPage })),
);
const BinPage = lazyWithRetry(() => import('./features/bin/BinPage').then((m) => ({ default: m.BinPage })));

// Each page is its own chunk. One that fails or times out reaches the shell's remote-area boundary; its retry imports
// it again (lazyWithRetry), without a reload.

/** The admin dashboard, as the shell mounts it under /dashboard/*. Only areas that work are routed. */
export default function DashboardApp() {
  return (
    <AdminGuard>
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route index element={<DashboardHome />} />
          <Route path="AddHeadline" element={<HeadlinesPage />} />
          <Route path="Pioneer" element={<LogosPage />} />
          {/* The specification names both; one manager serves them (one piece of code per idea). */}
          <Route path="logo" element={<LogosPage />} />
          {/* The content studio: every route comes from the resource registry (44 group pages included). */}
          <Route element={<StudioLayout />}>
            {STUDIO_ROUTES.map((route) => (
              <Route
                key={route.path}
                path={dashboardRoute(route.path)}
                element={
                  route.screen === 'list' ? (
                    <ResourceListPage key={route.path} route={route} />
                  ) : (
                    <ResourceFormPage key={route.path} route={route} />
                  )
                }
              />
            ))}
            {/* What visitors send, and who changed what: built from the studio's list pieces and toasts. */}
            <Route path={dashboardRoute(paths.inbox)} element={<InboxPage />} />
            <Route path={`${dashboardRoute(paths.inbox)}/:id`} element={<InboxMessagePage />} />
            <Route path={dashboardRoute(paths.feedback)} element={<FeedbackPage />} />
            <Route path={dashboardRoute(paths.audit)} element={<AuditPage />} />
            <Route path={dashboardRoute(paths.bin)} element={<BinPage />} />
            <Route path={dashboardRoute(paths.media)} element={<MediaLibraryPage />} />
          </Route>
          <Route path={dashboardRoute(paths.admins)} element={<AdminsPage />} />
          <Route path={dashboardRoute(paths.account)} element={<AccountPage />} />
          <Route path={dashboardRoute(paths.translations)} element={<TranslationsPage />} />
          <Route path={dashboardRoute(paths.status)} element={<StatusPage />} />
          <Route path="*" element={<DashboardNotFound />} />
        </Route>
      </Routes>
    </AdminGuard>
  );
}
