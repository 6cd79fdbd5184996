import { type ApiSchema, apiClient } from '@aurinko/shared-ui';

export type AdminRole = 'admin' | 'viewer';
export const ADMIN_ROLES: readonly AdminRole[] = ['admin', 'viewer'];

/** An admin as GET /api/admins answers it. */
export type AdminAccount = ApiSchema<'Admin'>;

export interface NewAdmin {
  name: string;
  email: string;
  role: AdminRole;
  password: string;
}

/** The admins screen's calls (admin only on the API) and one's own password change (every role). */
export const adminsApi = {
  list: () => apiClient.GET('/api/admins'),
  create: (input: NewAdmin) => apiClient.POST('/api/admins', { body: input }),
  setDisabled: (id: string, disabled: boolean) =>
    apiClient.PUT('/api/admins/{id}/disabled', { params: { path: { id: Number(id) } }, body: { disabled } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    apiClient.POST('/api/auth/change-password', { body: { currentPassword, newPassword } }),
};
