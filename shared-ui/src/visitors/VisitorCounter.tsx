import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiSchema, apiClient } from '../api/client';
import { UsersIcon } from '../icons/icons';

export type VisitorTotals = ApiSchema<'VisitorTotals'>;

const VISIT_KEY = 'aurinko.visit-counted';
let pending: Promise<VisitorTotals> | undefined;

/** Counts this visit once per browser session (POST), afterwards only reads the totals (GET). */
export function loadVisitorTotals(): Promise<VisitorTotals> {
  pending ??= (async () => {
    let counted = false;
    try {
      counted = sessionStorage.getItem(VISIT_KEY) === '1';
    } catch {
      // storage blocked: count every page load as a visit
    }
    const totals = counted ? await apiClient.GET('/api/visitors') : await apiClient.POST('/api/visitors/hit');
    try {
      sessionStorage.setItem(VISIT_KEY, '1');
    } catch {
      // ignore
    }
    return totals;
  })().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/**
 * The visitor counter the specification puts on every page: a quiet plain line ("1,234 visits"), never a badge.
 * `icon` adds the people icon where the line stands alone (a remote run on its own port).
 */
export function VisitorCounter({ className, icon = true }: { className?: string; icon?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const [totals, setTotals] = useState<VisitorTotals | null>(null);

  useEffect(() => {
    let live = true;
    loadVisitorTotals().then(
      (value) => live && setTotals(value),
      () => live && setTotals(null),
    );
    return () => {
      live = false;
    };
  }, []);

  // A number formatter costs a locale's data the first time: made only once there is a number to show, not while the
  // page is being taken over (every page has this counter in its footer).
  const formatted = useMemo(
    () => (totals ? new Intl.NumberFormat(i18n.resolvedLanguage).format(totals.totalVisits) : ''),
    [totals, i18n.resolvedLanguage],
  );
  return (
    <p className={className} data-testid="visitor-counter" aria-live="polite">
      {icon ? <UsersIcon /> : null}
      {icon ? ' ' : null}
      {totals ? (
        <span>{t('visitors.count', { count: totals.totalVisits, formatted })}</span>
      ) : (
        <span>{t('visitors.label')}</span>
      )}
    </p>
  );
}
