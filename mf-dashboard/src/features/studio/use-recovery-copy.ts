import { useEffect, useRef, useState } from 'react';
import { type FormValues, same } from './studio-form';
import type { ResourceSchema } from './studio-schema';

/** A form's unsaved values kept in this browser, and when they were typed. */
export interface RecoveryCopy {
  values: FormValues;
  at: string;
}

const PREFIX = 'aurinko.studio.recovery';
/** Typing is copied this long after the last keystroke. */
export const RECOVERY_DELAY_MS = 400;

/** The storage key of one record's copy (`new` for an add screen, per resource and group). */
export const recoveryKey = (schema: ResourceSchema, id: string | undefined, group?: string) =>
  `${PREFIX}:${schema.id}:${id ?? `new${group ? `:${group}` : ''}`}`;

function read(key: string): RecoveryCopy | null {
  try {
    const copy = JSON.parse(window.localStorage.getItem(key) ?? 'null') as RecoveryCopy | null;
    return copy && typeof copy === 'object' && copy.values && typeof copy.at === 'string' ? copy : null;
  } catch {
    return null;
  }
}

/**
 * No lost input: while the form is dirty, its values (every language) are copied to this browser's storage as the
 * editor types; a form opened later (after a closed tab, a crash, a lost session) finds the copy and offers it back.
 * A save clears it (`clear`); so does refusing the offer. Files are not copied (only their choice was made).
 */
export function useRecoveryCopy(key: string, values: FormValues, saved: FormValues, dirty: boolean) {
  const [offer, setOffer] = useState<RecoveryCopy | null>(() => {
    const copy = read(key);
    return copy && !same(copy.values, saved) ? copy : null;
  });
  const pendingOffer = useRef(offer);
  pendingOffer.current = offer;

  useEffect(() => {
    // While an older copy is offered, typing must not overwrite it before the editor has chosen.
    if (!dirty || pendingOffer.current) return;
    const timer = window.setTimeout(() => {
      try {
        window.localStorage.setItem(key, JSON.stringify({ values, at: new Date().toISOString() }));
      } catch {
        // Storage full or disabled: the form works as before, without a copy.
      }
    }, RECOVERY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, values, dirty]);

  const clear = () => {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing kept, nothing to clear.
    }
  };
  return {
    offer,
    /** Takes the copy's values (the caller puts them in the form); the copy stays until saved. */
    accept: () => {
      const copy = offer;
      setOffer(null);
      return copy?.values;
    },
    dismiss: () => {
      setOffer(null);
      clear();
    },
    clear,
  };
}
