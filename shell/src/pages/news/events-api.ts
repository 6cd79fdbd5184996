import { http } from '@aurinko/shared-ui';

/** An event as `GET /api/events` answers it, in the UI language (English fallback per field). */
export interface SiteEvent {
  _id: string;
  title: string;
  /** The day, as an ISO date-time at 00:00 UTC. */
  date: string;
  place: string;
  description: string;
  images: string[];
}

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The newest events first (the API's order). */
export const fetchEvents = (pageSize: number) => http.get<Page<SiteEvent>>('events', { page: 1, pageSize });

/** `YYYY-MM-DD` of today where the visitor is. */
function todayHere(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An event is past once its day is over where the visitor is. */
export const isPast = (event: Pick<SiteEvent, 'date'>, now = new Date()) =>
  event.date.slice(0, 10) < todayHere(now);
