import './locales/register';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminGuard } from './features/access/AdminGuard';
import { DashboardLayout } from './features/layout/DashboardLayout';
import { DashboardNotFound } from './features/layout/DashboardNotFound';

const DashboardHome = lazy(() =>
  import('./features/overview/DashboardHome').then((m) => ({ default: m.DashboardHome })),
);
const HeadlinesPage = lazy(() =>
  import('./features/headlines/HeadlinesPage').then((m) => ({ default: m.HeadlinesPage })),
);
const LogosPage = lazy(() => import('./features/logos/LogosPage').then((m) => ({ default: m.LogosPage })));

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
          <Route path="*" element={<DashboardNotFound />} />
        </Route>
      </Routes>
    </AdminGuard>
  );
}
