import { type ApiSchema, apiClient, apiHref } from '@aurinko/shared-ui';

/** A contact message as the admin API answers it (`GET /api/contact`). */
export type ContactMessage = ApiSchema<'ContactMessage'>;
/** One message with its replies (`GET /api/contact/:id`, and a reply's answer). */
export type ContactMessageThread = ApiSchema<'ContactMessageThread'>;

/** A reply sent by e-mail from the dashboard: who sent it and when. */
export type ContactReply = ApiSchema<'ContactReply'>;

/** The shortest and longest reply the API sends. */
export const REPLY_LENGTH = { min: 2, max: 5000 } as const;

/** The inbox's filters as the API takes them; empty ones are left out. */
export interface InboxFilters {
  handled?: string;
  read?: string;
  division?: string;
  from?: string;
  to?: string;
  q?: string;
}

const one = (id: string) => ({ params: { path: { id: Number(id) } } });

function filterParams(filters: InboxFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<string, string>;
}

/** Every call of the inbox, through the shared client. */
export const inboxApi = {
  list: (filters: InboxFilters, page: number, pageSize: number) =>
    apiClient.GET('/api/contact', { params: { query: { ...filterParams(filters), page, pageSize } } }),
  unreadCount: async () => (await apiClient.GET('/api/contact/unread-count')).unread,
  get: (id: string) => apiClient.GET('/api/contact/{id}', one(id)),
  setRead: (id: string, read: boolean) =>
    apiClient.PUT('/api/contact/{id}/read', { ...one(id), body: { read } }),
  setHandled: (id: string, handled: boolean) =>
    apiClient.PUT('/api/contact/{id}/handled', { ...one(id), body: { handled } }),
  /** Sends the reply by e-mail from the site's address; answers the message with its thread, handled. */
  reply: (id: string, text: string) =>
    apiClient.POST('/api/contact/{id}/replies', { ...one(id), body: { text } }),
  remove: (id: string) => apiClient.DELETE('/api/contact/{id}', one(id)),
  /** The address of the CSV of the filtered list (every page), for a download link. */
  exportHref: (filters: InboxFilters) => apiHref('contact/export', filterParams(filters)),
};
