import { http } from '@aurinko/shared-ui';

/** What an admin can be told about by e-mail (the API's NOTIFICATION_KINDS). */
export const NOTIFICATION_KINDS = ['contact', 'review', 'signIn'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** At once, one e-mail a day, or nothing (the API's NOTIFICATION_MODES). */
export const NOTIFICATION_MODES = ['instant', 'digest', 'off'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

export type NotificationPreferences = Record<NotificationKind, NotificationMode>;

/** The signed-in admin's own e-mail notifications (admin role only on the API). */
export const notificationsApi = {
  get: () => http.get<NotificationPreferences>('notifications/preferences'),
  set: (preferences: Partial<NotificationPreferences>) =>
    http.put<NotificationPreferences>('notifications/preferences', preferences),
};
