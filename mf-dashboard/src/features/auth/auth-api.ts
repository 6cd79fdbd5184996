import { http } from '@aurinko/shared-ui';

export interface ResetPasswordPayload {
  name: string;
  otp: string;
  newPassword: string;
}

/** The answer is the same whether or not the name exists, so it reveals nothing. */
export const requestResetCode = (name: string) =>
  http.post<{ message?: string }>('auth/forgot-password', { name });

export const resetPassword = (payload: ResetPasswordPayload) =>
  http.post<{ message?: string }>('auth/reset-password', payload);
