import { isAdmin, type SessionUser, useSession } from '@aurinko/shared-ui';

/**
 * Who may do what in the dashboard, as the API decides it (api/README.md, Routes): an `admin` reads and writes, a
 * `viewer` reads content and the overview only. The screens read these hooks; the server refuses a viewer's writes
 * (403) whatever the screen shows.
 */
export const DASHBOARD_ROLES = ['admin', 'viewer'] as const;

export const canEnterDashboard = (user: SessionUser | null): boolean =>
  (DASHBOARD_ROLES as readonly string[]).includes(user?.role ?? '');

/** Whether the signed-in user may write (create, edit, delete, upload, publish, order): role admin. */
export function useCanWrite(): boolean {
  return useSession((state) => isAdmin(state.user));
}

/** Whether the signed-in user may see admin-only screens (lists of personal data, the admins). */
export const useIsAdmin = useCanWrite;
