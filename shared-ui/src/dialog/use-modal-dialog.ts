import { type RefObject, useEffect, useRef } from 'react';

/**
 * Shows a `<dialog>` as a modal while `open` is true: the page behind is inert and Escape fires the dialog's `cancel`
 * event. Focus moves to `initialFocus` on opening and goes back to the element that had it (the opener) on closing.
 * Returns the ref to put on the `<dialog>`. Where `showModal` is missing (jsdom), the `open` attribute is used.
 */
export function useModalDialog(
  open: boolean,
  initialFocus: RefObject<HTMLElement | null>,
): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      initialFocus.current?.focus();
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      const back = opener.current;
      opener.current = null;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    }
  }, [open, initialFocus]);

  return dialog;
}
