import { type ApiSchema, apiClient } from '@aurinko/shared-ui';

/** An event as `GET /api/events` answers it, in the UI language (English fallback per field). */
export type SiteEvent = ApiSchema<'Event'>;

/** The newest events first (the API's order). */
export const fetchEvents = (pageSize: number) =>
  apiClient.GET('/api/events', { params: { query: { page: 1, pageSize } } });

/** `YYYY-MM-DD` of today where the visitor is. */
function todayHere(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An event is past once its day is over where the visitor is. */
export const isPast = (event: Pick<SiteEvent, 'date'>, now = new Date()) =>
  event.date.slice(0, 10) < todayHere(now);
