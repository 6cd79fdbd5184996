/** Every route of the admin area, defined once. Absolute, because the shell mounts the dashboard at /dashboard. */
export const paths = {
  signIn: '/AurinkoOne',
  resetPassword: '/reset-password',
  unauthorized: '/unauthorized',
  dashboard: '/dashboard',
  headlines: '/dashboard/AddHeadline',
  logoUploader: '/dashboard/Pioneer',
  logos: '/dashboard/logo',
} as const;
