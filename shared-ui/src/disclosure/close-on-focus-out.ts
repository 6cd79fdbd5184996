import type { FocusEvent } from 'react';

/**
 * The `onBlur` of a disclosure (a dropdown menu and its button): closes it when keyboard focus moves to an element
 * outside it. React's `onBlur` is the bubbling `focusout`, so moving between the disclosure's own links keeps it
 * open; focus leaving the window (no `relatedTarget`) keeps it as it was, and a click outside is the pointer's
 * business (each menu closes on `pointerdown` outside).
 */
export function closeOnFocusOut(close: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) close();
  };
}
