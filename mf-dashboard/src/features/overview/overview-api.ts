import { DIVISIONS, type Division } from '@aurinko/contract/catalogue';
import { type ApiSchema, apiClient, type VisitorTotals } from '@aurinko/shared-ui';
import { studioApi } from '../studio/studio-api';
import { RESOURCES } from '../studio/studio-registry';

/** One UTC day of the visitor counter (GET /visitors/daily). */
export type DailyVisits = ApiSchema<'DailyVisits'>;

export interface Overview {
  totals: VisitorTotals;
  headlines: number;
  logos: number;
  /** Products per division and home product cards (the `total` of the studio's lists); null when unavailable. */
  studio: StudioCounts | null;
  daily: DailyVisits[];
}

export interface StudioCounts {
  products: Record<Division, number>;
  cards: number;
}

export const CHART_DAYS = 30;

/** Products per division and home cards, or null while the studio's API cannot answer (the rest still shows). */
async function loadStudioCounts(): Promise<StudioCounts | null> {
  try {
    const [cards, ...products] = await Promise.all([
      studioApi.count(RESOURCES['product-cards']),
      ...DIVISIONS.map((division) => studioApi.count(RESOURCES.products, { division })),
    ]);
    const perDivision = Object.fromEntries(DIVISIONS.map((division, i) => [division, products[i] ?? 0]));
    return { products: perDivision as Record<Division, number>, cards };
  } catch {
    return null;
  }
}

export async function loadOverview(): Promise<Overview> {
  const [totals, headlines, logos, daily, studio] = await Promise.all([
    apiClient.GET('/api/visitors'),
    apiClient.GET('/api/headline/all'),
    apiClient.GET('/api/logo/logos'),
    apiClient.GET('/api/visitors/daily', { params: { query: { days: CHART_DAYS } } }),
    loadStudioCounts(),
  ]);
  return { totals, headlines: headlines.length, logos: logos.length, studio, daily };
}
