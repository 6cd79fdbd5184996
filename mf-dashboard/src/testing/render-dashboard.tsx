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
  ]);
}

/** Where the router is, for assertions on navigation. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/**
 * The whole dashboard remote as the shell mounts it (`/dashboard/*`, the real routes, guard, layout and lazy
 * screens), signed in as an admin on the fake API.
 */
export function renderDashboard(api: FakeApi, path: string) {
  api.on('GET', 'auth/me', { body: { name: 'chief', role: 'admin' } });
  return render(
    <WithI18n>
      <MemoryRouter initialEntries={[path]}>
        {/* The shell puts every remote inside its <main> landmark. */}
        <main>
          <Routes>
            <Route path="/dashboard/*" element={<DashboardApp />} />
            <Route path="*" element={<p>Outside the dashboard</p>} />
          </Routes>
          <Address />
        </main>
      </MemoryRouter>
    </WithI18n>,
  );
}
