import { STUDIO_ROUTES } from '../studio/studio-registry';
import type { NavGroup, NavItem } from './navigation';

/** Lists of studio resources: every role may read them (the API's `@ViewerMayRead()` on the studio's GETs). */
const STUDIO_LISTS: ReadonlySet<string> = new Set(
  STUDIO_ROUTES.filter((route) => route.screen === 'list').map((route) => route.path),
);

const forViewer = (item: NavItem) => item.viewer === true || STUDIO_LISTS.has(item.to);

/**
 * The navigation a user sees: everything for an admin; for a viewer, the items they may read (marked `viewer`, or a
 * studio list), without the add links, and without groups left empty. Items added later stay admin-only until marked.
 */
export function navigationFor(groups: readonly NavGroup[], canWrite: boolean): NavGroup[] {
  if (canWrite) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter(forViewer).map(({ add: _add, ...item }) => item),
    }))
    .filter((group) => group.items.length > 0);
}
