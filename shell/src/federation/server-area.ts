import { createContext } from 'react';
import { replayEarlyPresses } from '../early-input';
import { SERVER_AREA_ATTRIBUTE } from './area-attribute';

/**
 * A remote's area as the shell's server rendered it into the page (shared-ui/server/seo.mjs asked the remote's own
 * server for it): shown, as it is, from the first paint until the remote has loaded in the browser (RemoteArea).
 */
export interface ServerArea {
  remote: string;
  html: string;
  /** Set by the shell's server render (it writes the HTML); in the browser the remote hydrates it. */
  onServer?: boolean;
}

export const ServerAreaContext = createContext<ServerArea | undefined>(undefined);

/** The attribute that marks that HTML in the page. */
export { SERVER_AREA_ATTRIBUTE };

/** In the browser, before hydration: the area the server rendered into `container`, if any. */
export function serverAreaIn(container: HTMLElement): ServerArea | undefined {
  const element = container.querySelector<HTMLElement>(`[${SERVER_AREA_ATTRIBUTE}]`);
  const remote = element?.getAttribute(SERVER_AREA_ATTRIBUTE);
  return element && remote ? { remote, html: element.innerHTML } : undefined;
}

/**
 * Marks the page as responding (`<html data-interactive>`): for monitoring and browser tests, which otherwise could act
 * on server HTML before the app has taken it over. While a remote's server-rendered area waits for its remote, the
 * page is not marked yet: that area's buttons and forms do nothing until then (RemoteArea marks it).
 */
export function markInteractive(): void {
  // The frame is hydrated: a button pressed before (a menu) does now what it says.
  replayEarlyPresses();
  if (document.querySelector(`[${SERVER_AREA_ATTRIBUTE}]`)) return;
  document.documentElement.dataset.interactive = 'true';
}
