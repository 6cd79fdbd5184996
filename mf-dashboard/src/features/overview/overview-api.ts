import { http, type VisitorTotals } from '@aurinko/shared-ui';
import { DIVISIONS, type Division } from '@aurinko/shared-ui/catalogue';
import { studioApi } from '../studio/studio-api';
import { RESOURCES } from '../studio/studio-registry';

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
  /** Products per division and home product cards: the `total` of the studio's list endpoints. */
  products: Record<Division, number>;
  cards: number;
  daily: DailyVisits[];
}

export const CHART_DAYS = 30;

export async function loadOverview(): Promise<Overview> {
  const [totals, headlines, logos, daily, cards, ...products] = await Promise.all([
    http.get<VisitorTotals>('visitors'),
    http.get<unknown[]>('headline/all'),
    http.get<unknown[]>('logo/logos'),
    http.get<DailyVisits[]>('visitors/daily', { days: CHART_DAYS }),
    studioApi.count(RESOURCES['product-cards']),
    ...DIVISIONS.map((division) => studioApi.count(RESOURCES.products, { division })),
  ]);
  return {
    totals,
    headlines: headlines.length,
    logos: logos.length,
    products: Object.fromEntries(DIVISIONS.map((division, i) => [division, products[i] ?? 0])) as Record<
      Division,
      number
    >,
    cards,
    daily,
  };
}
