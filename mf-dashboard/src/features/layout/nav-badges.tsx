import { useApi } from '@aurinko/shared-ui';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { feedbackApi } from '../feedback/feedback-api';
import { inboxApi } from '../inbox/inbox-api';

/** Counts the navigation shows next to an item (`NavItem.badge`). */
export type BadgeKey = 'unreadMessages' | 'pendingReviews';

interface NavBadges {
  counts: Partial<Record<BadgeKey, number>>;
  /** Reads the counts again (after a screen changed what they count). */
  refresh: () => void;
}

const NavBadgesContext = createContext<NavBadges>({ counts: {}, refresh: () => {} });

export const useNavBadges = () => useContext(NavBadgesContext);

/**
 * The navigation's counts: read when the dashboard opens, on every move to another screen (a message may have come
 * in meanwhile) and when a screen asks (`refresh`). A failed read shows no badge; it never blocks the dashboard.
 */
export function NavBadgesProvider({ children, enabled }: { children: ReactNode; enabled: boolean }) {
  // A viewer may not read the inbox: no request at all (the server would refuse it), no badge.
  const unread = useApi<Partial<Record<BadgeKey, number>> | undefined>(
    async () => {
      if (!enabled) return undefined;
      // Each count on its own: one that fails leaves the other badge shown.
      const [unreadMessages, pendingReviews] = await Promise.all([
        inboxApi.unreadCount().catch(() => undefined),
        feedbackApi.pendingCount().catch(() => undefined),
      ]);
      return { unreadMessages, pendingReviews };
    },
    [enabled],
    { perLanguage: false },
  );
  const { pathname } = useLocation();
  const { refresh } = unread;
  const shownPath = useRef(pathname);
  useEffect(() => {
    // The first read is the hook's own; after that, each move to another screen reads again.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (enabled) void refresh().catch(() => {});
  }, [pathname, refresh, enabled]);
  const counts = unread.status === 'success' && enabled ? unread.data : undefined;
  const value = useMemo<NavBadges>(
    () => ({
      counts: counts ?? {},
      refresh: () => void refresh().catch(() => {}),
    }),
    [counts, refresh],
  );
  return <NavBadgesContext.Provider value={value}>{children}</NavBadgesContext.Provider>;
}
