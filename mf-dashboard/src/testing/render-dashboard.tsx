import { useSession } from '@aurinko/shared-ui';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import DashboardApp from '../App';
import type { FakeApi } from './fake-api';
import { WithI18n } from './i18n';

/**
 * Loads the lazily imported screens once, before the tests, so the first test does not spend its time budget
 * importing modules on a busy machine.
 */
export async function preloadStudio() {
  await Promise.all([
    import('../features/studio/StudioLayout'),
    import('../features/studio/ResourceListPage'),
    import('../features/studio/ResourceFormPage'),
    import('../features/headlines/HeadlinesPage'),
    import('../features/overview/DashboardHome'),
    import('../features/admins/AdminsPage'),
    import('../features/admins/AccountPage'),
    import('../features/translations/TranslationsPage'),
  ]);
}

/** Where the router is, for assertions on navigation. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The whole dashboard remote as the shell mounts it (`/dashboard/*`, the real routes, guard, layout and lazy
 * screens), signed in on the fake API as an admin (`chief`), or as a viewer (`watcher`) when asked.
 */
export function renderDashboard(
  api: FakeApi,
  path: string,
  { role = 'admin' }: { role?: 'admin' | 'viewer' } = {},
) {
  const user = { name: role === 'admin' ? 'chief' : 'watcher', role };
  api.on('GET', 'auth/me', { body: user });
  useSession.setState({ status: 'signed-in', user });
  return render(
    <WithI18n>
      <MemoryRouter initialEntries={[path]}>
        {/* As the shell's DashboardFrame: no <main> around the remote — its layout draws its header, menu and main. */}
        <div>
          <Routes>
            <Route path="/dashboard/*" element={<DashboardApp />} />
            <Route path="*" element={<p>Outside the dashboard</p>} />
          </Routes>
          <Address />
        </div>
      </MemoryRouter>
    </WithI18n>,
  );
}
