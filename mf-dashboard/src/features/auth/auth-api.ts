import { apiClient } from '@aurinko/shared-ui';

export interface ResetPasswordPayload {
  name: string;
  otp: string;
  newPassword: string;
}

/** The answer is the same whether or not the name exists, so it reveals nothing. */
export const requestResetCode = (name: string) =>
  apiClient.POST('/api/auth/forgot-password', { body: { name } });

export const resetPassword = (payload: ResetPasswordPayload) =>
  apiClient.POST('/api/auth/reset-password', { body: payload });
