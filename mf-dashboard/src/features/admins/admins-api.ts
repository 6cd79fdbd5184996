import { http } from '@aurinko/shared-ui';

export type AdminRole = 'admin' | 'viewer';
export const ADMIN_ROLES: readonly AdminRole[] = ['admin', 'viewer'];

/** An admin as GET /api/admins answers it. */
export interface AdminAccount {
  _id: string;
  name: string;
  email: string | null;
  role: AdminRole;
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

export interface NewAdmin {
  name: string;
  email: string;
  role: AdminRole;
  password: string;
}

/** The admins screen's calls (admin only on the API) and one's own password change (every role). */
export const adminsApi = {
  list: () => http.get<AdminAccount[]>('admins'),
  create: (input: NewAdmin) => http.post<AdminAccount>('admins', input),
  setDisabled: (id: string, disabled: boolean) =>
    http.put<AdminAccount>(`admins/${encodeURIComponent(id)}/disabled`, { disabled }),
  changePassword: (currentPassword: string, newPassword: string) =>
    http.post<{ message: string }>('auth/change-password', { currentPassword, newPassword }),
};
