import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The history entry that holds Back while a form is dirty (a copy of the form's own entry, marked). */
const GUARD = 'aurinkoUnsavedGuard';
/** `pending` when the admin pressed the browser's Back (rather than a link). */
export const BACK = 'history:back';

const onGuard = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD]);

/** Pushes a copy of the current entry, marked as the guard (React Router's `idx` moved on as its own push would). */
function pushGuard() {
  const state = (window.history.state as Record<string, unknown> | null) ?? {};
  const idx = typeof state.idx === 'number' ? state.idx + 1 : state.idx;
  window.history.pushState({ ...state, idx, [GUARD]: true }, '', window.location.href);
}

/**
 * Warns before unsaved changes are lost. Leaving the site or reloading: the browser's own `beforeunload` prompt.
 * Links inside the site: the shell's router is a BrowserRouter (not a data router), so `useBlocker` is not
 * available; a click on a link to another page is held in the capture phase (before the router's own handler)
 * and becomes the returned `pending` address, for the page to confirm in its in-page dialog.
 * Back/Forward (what `useBlocker` would hold): while dirty, the page sits on a guard entry, a copy of its own address;
 * Back lands on the same address (the form stays), the guard is pushed again and `pending` becomes BACK; leaving
 * then goes two entries back, to the page before the form.
 */
export function useUnsavedChanges(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    if (!onGuard()) pushGuard();
    const popstate = () => {
      if (leaving.current || onGuard()) return;
      pushGuard();
      setPending(BACK);
    };
    window.addEventListener('popstate', popstate);
    return () => window.removeEventListener('popstate', popstate);
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return;
      if (anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);

  return {
    pending,
    stay: () => setPending(null),
    leave: () => {
      const to = pending;
      setPending(null);
      if (to === BACK) {
        leaving.current = true;
        window.history.go(-2);
      } else if (to) navigate(to);
    },
  };
}
