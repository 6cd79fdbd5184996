import { type ApiSchema, apiClient } from '@aurinko/shared-ui';

/** Per kind of event (contact, review, signIn): an e-mail at once, a daily digest, or nothing — the API's document. */
export type NotificationPreferences = ApiSchema<'NotificationPreferences'>;
export type NotificationKind = keyof NotificationPreferences;
export type NotificationMode = NotificationPreferences[NotificationKind];

// The form's rows and choices, in its order: a kind or mode the document adds or drops fails the type-check here.
const KINDS: Record<NotificationKind, true> = { contact: true, review: true, signIn: true };
const MODES: Record<NotificationMode, true> = { instant: true, digest: true, off: true };
export const NOTIFICATION_KINDS = Object.keys(KINDS) as NotificationKind[];
export const NOTIFICATION_MODES = Object.keys(MODES) as NotificationMode[];

/** The signed-in admin's own e-mail notifications (admin role only on the API). */
export const notificationsApi = {
  get: () => apiClient.GET('/api/notifications/preferences'),
  set: (preferences: Partial<NotificationPreferences>) =>
    apiClient.PUT('/api/notifications/preferences', { body: preferences }),
};
