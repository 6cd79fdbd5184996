import { useEffect, useState } from 'react';
import { type Presence, studioApi } from './studio-api';
import type { ResourceSchema } from './studio-schema';

/** The form renews its presence this often; the API forgets a presence not renewed for a minute. */
export const PRESENCE_HEARTBEAT_MS = 20_000;

/**
 * "Being edited by … since …": while an admin has a saved record open, the form says so to the API every
 * PRESENCE_HEARTBEAT_MS and learns who else has it open. A soft lock: it informs, never blocks; a closed tab stops
 * beating and is forgotten. Off for viewers (they do not edit) and on add screens.
 */
export function usePresence(schema: ResourceSchema, id: string | undefined, enabled: boolean) {
  const [editors, setEditors] = useState<Presence['editors']>([]);
  useEffect(() => {
    if (!id || !enabled) return;
    let live = true;
    const beat = () =>
      studioApi.beat(schema, id).then(
        (presence) => live && setEditors(presence.editors),
        () => undefined,
      );
    void beat();
    const timer = window.setInterval(() => void beat(), PRESENCE_HEARTBEAT_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
      void studioApi.leave(schema, id).catch(() => undefined);
    };
  }, [schema, id, enabled]);
  return editors;
}
