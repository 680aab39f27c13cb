import { viewerTimeZone } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { preferencesQuery, useUpdatePreferences } from './preferences.api';

/**
 * Quiet hours and the digest are read in the person's own zone, which the server does not know
 * until the browser tells it: on a signed-in visit, an account without a zone is given the
 * browser's (Intl's resolved zone), once. A zone already stored is the person's choice and is kept.
 */
export function useZoneFromBrowser(userId: string, browserZone: () => string = viewerTimeZone) {
  const prefs = useQuery(preferencesQuery(userId));
  const update = useUpdatePreferences(userId);
  const sent = useRef(false);
  const missing = prefs.data !== undefined && prefs.data.timeZone === null;
  useEffect(() => {
    if (!missing || sent.current) return;
    sent.current = true;
    update.mutate({ timeZone: browserZone() });
  }, [missing, update, browserZone]);
}

/** The shell mounts this for a signed-in person; it shows nothing. */
export function ZoneFromBrowser({ userId }: { userId: string }) {
  useZoneFromBrowser(userId);
  return null;
}
