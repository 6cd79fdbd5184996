import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { create } from 'zustand';

export interface LocalNavLink {
  to: string;
  label: string;
}

export interface LocalNavGroup {
  label: string;
  links: readonly LocalNavLink[];
}

/** An area's own navigation (a division's technologies and products), translated, as the host menu shows it. */
export interface LocalNav {
  /** The area's name, linking to its home. */
  title: LocalNavLink;
  groups: readonly LocalNavGroup[];
}

interface SiteNavigationState {
  /** True while the shell's main menu is on the page (false when a remote runs standalone). */
  hostMenu: boolean;
  /** The local navigation of the area on screen, which the host's one phone menu includes. */
  local: LocalNav | null;
}

/**
 * What the shell's main menu and a remote's local navigation tell each other. It lives in shared-ui, a
 * federation singleton, so the shell and every remote read the same store: the shell announces its menu, and
 * a division publishes its local links, so that a phone gets ONE menu button that opens everything.
 */
export const useSiteNavigation = create<SiteNavigationState>()(() => ({ hostMenu: false, local: null }));

/**
 * True in a remote's server render for the shell (shared-ui/src/render): the store above is the browser's, and a
 * server render reads its initial state, but the area is rendered to be shown inside the shell's frame. The shell
 * also provides it around a remote that hydrates that HTML in the browser (the store's hydration snapshot is its initial
 * state too), so the remote's first render there draws what the server drew.
 */
export const RenderedForHost = createContext(false);

const never = () => () => {};

/**
 * True while the HTML is not the app's yet: rendering on the server for the shell, and in the browser the render that
 * hydrates that HTML (it must draw the same); false once the app has taken it over.
 */
export function useRenderedForHost(): boolean {
  const forHost = useContext(RenderedForHost);
  const hydrating = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  return forHost && hydrating;
}

/** Whether the shell's main menu is on the page (or the area is rendered to be shown under it). */
export function useHostMenu(): boolean {
  const declared = useSiteNavigation((state) => state.hostMenu);
  return useContext(RenderedForHost) || declared;
}

/** The shell calls this once: its main menu is on the page, so remotes leave out what it already offers. */
export function useDeclareHostMenu(): void {
  useEffect(() => {
    useSiteNavigation.setState({ hostMenu: true });
    return () => useSiteNavigation.setState({ hostMenu: false });
  }, []);
}

/** An area publishes its local navigation while it is on screen (pass a stable, memoised value). */
export function usePublishLocalNav(nav: LocalNav | null): void {
  useEffect(() => {
    useSiteNavigation.setState({ local: nav });
    return () => {
      if (useSiteNavigation.getState().local === nav) useSiteNavigation.setState({ local: null });
    };
  }, [nav]);
}
