import { useEffect, useMemo, useRef, useState } from 'react';
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
  const line = useRef<HTMLParagraphElement>(null);
  const [totals, setTotals] = useState<VisitorTotals | null>(null);

  useEffect(() => {
    let live = true;
    // The visit is counted at once; the number is shown once the line is near the screen. A number formatter costs a
    // locale's data the first time (60–200 ms in one piece on a 4× slower CPU): every page has this line in its footer,
    // below the first screen, so that cost is not paid while the page is being taken over — nor at all if nobody
    // scrolls down to it.
    const totals = loadVisitorTotals().catch(() => null);
    // Without IntersectionObserver (old browsers, test DOMs) the number is shown when it arrives.
    if (typeof IntersectionObserver === 'undefined') {
      void totals.then((value) => live && setTotals(value));
      return () => {
        live = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void totals.then((value) => live && setTotals(value));
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    if (line.current) observer.observe(line.current);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, []);

  const formatted = useMemo(
    () => (totals ? new Intl.NumberFormat(i18n.resolvedLanguage).format(totals.totalVisits) : ''),
    [totals, i18n.resolvedLanguage],
  );
  return (
    <p ref={line} className={className} data-testid="visitor-counter" aria-live="polite">
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
