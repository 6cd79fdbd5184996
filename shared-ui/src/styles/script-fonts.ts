import type { Language } from '../i18n/languages';

/**
 * The font faces of a script whose declarations are too heavy for every page (see fonts.css), fetched the first
 * time the page is in that language: its first-view faces at once (a page the server renders in it links them
 * already), the full family once the page has loaded and the browser is idle, so its files never compete with the
 * first view (issue 36). Latin, Cyrillic and Arabic are declared in fonts.css.
 */
const SCRIPT_FONTS: Partial<
  Record<Language, { first: () => Promise<unknown>; rest: () => Promise<unknown> }>
> = {
  ko: { first: () => import('./fonts-ko.css'), rest: () => import('./fonts-ko-rest.css') },
};

const requested = new Set<Language>();

/** Runs `task` after the window's load event, when the browser is idle (at most 2 s later). */
function afterLoad(task: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: 2000 })
      : setTimeout(task, 0);
  if (typeof document === 'undefined' || document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export function loadScriptFonts(language: Language): void {
  const load = SCRIPT_FONTS[language];
  if (!load || requested.has(language)) return;
  requested.add(language);
  load
    .first()
    .then(() => afterLoad(() => void load.rest().catch(() => requested.delete(language))))
    .catch(() => requested.delete(language));
}
