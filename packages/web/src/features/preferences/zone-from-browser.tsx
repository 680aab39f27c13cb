import { viewerTimeZone } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { preferencesQuery, useUpdatePreferences } from './preferences.api';

/**
 * Quiet hours and the digest are read in the person's own zone, which the server does not know
 * until the browser tells it: when the person opens their notification settings, an account
 * without a zone is given the browser's (Intl's resolved zone), once. A zone already stored is the
 * person's choice and is kept.
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
