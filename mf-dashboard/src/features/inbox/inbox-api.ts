import { apiHref, http } from '@aurinko/shared-ui';
import type { Page } from '../studio/studio-api';

/** A contact message as the admin API answers it (`GET /api/contact`). */
export interface ContactMessage {
  _id: string;
  name: string;
  mobile: string;
  email: string;
  message: string;
  division: string | null;
  receivedAt: string;
  read: boolean;
  readAt: string | null;
  handled: boolean;
  handledAt: string | null;
}

/** The inbox's filters as the API takes them; empty ones are left out. */
export interface InboxFilters {
  handled?: string;
  read?: string;
  division?: string;
  from?: string;
  to?: string;
  q?: string;
}

const one = (id: string) => `contact/${encodeURIComponent(id)}`;

function filterParams(filters: InboxFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<string, string>;
}

/** Every call of the inbox, through the shared client. */
export const inboxApi = {
  list: (filters: InboxFilters, page: number, pageSize: number) =>
    http.get<Page<ContactMessage>>('contact', { ...filterParams(filters), page, pageSize }),
  unreadCount: async () => (await http.get<{ unread: number }>('contact/unread-count')).unread,
  get: (id: string) => http.get<ContactMessage>(one(id)),
  setRead: (id: string, read: boolean) => http.put<ContactMessage>(`${one(id)}/read`, { read }),
  setHandled: (id: string, handled: boolean) => http.put<ContactMessage>(`${one(id)}/handled`, { handled }),
  remove: (id: string) => http.delete<{ _id: string; message: string }>(one(id)),
  /** The address of the CSV of the filtered list (every page), for a download link. */
  exportHref: (filters: InboxFilters) => apiHref('contact/export', filterParams(filters)),
};
