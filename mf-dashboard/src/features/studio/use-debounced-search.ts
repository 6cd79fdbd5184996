import { useEffect, useRef, useState } from 'react';

export const SEARCH_DELAY_MS = 300;

/**
 * A search box whose text reaches the address (and the API) once typing pauses. `q` is the committed text (from the
 * address); the box follows it when it changes from outside (Back, "clear filters").
 */
export function useDebouncedSearch(q: string, commit: (q: string) => void) {
  const [text, setText] = useState(q);
  const committed = useRef(q);
  // The latest callback, so a re-render (the list loading) does not restart the pause.
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => {
    if (q !== committed.current) {
      committed.current = q;
      setText(q);
    }
  }, [q]);
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = trimmed;
      commitRef.current(trimmed);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return [text, setText] as const;
}
