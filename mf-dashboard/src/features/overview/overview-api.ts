import { http, type VisitorTotals } from '@aurinko/shared-ui';

/** One UTC day of the visitor counter (GET /visitors/daily). */
export interface DailyVisits {
  date: string;
  visits: number;
  unique: number;
}

export interface Overview {
  totals: VisitorTotals;
  headlines: number;
  logos: number;
  daily: DailyVisits[];
}

export const CHART_DAYS = 30;

export async function loadOverview(): Promise<Overview> {
  const [totals, headlines, logos, daily] = await Promise.all([
    http.get<VisitorTotals>('visitors'),
    http.get<unknown[]>('headline/all'),
    http.get<unknown[]>('logo/logos'),
    http.get<DailyVisits[]>('visitors/daily', { days: CHART_DAYS }),
  ]);
  return { totals, headlines: headlines.length, logos: logos.length, daily };
}
