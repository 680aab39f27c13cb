import type { NotificationPreferences, NotificationPreferencesUpdate } from '@campus/sdk';
import {
  getGetNotificationPreferencesMockHandler,
  getUpdateNotificationPreferencesMockHandler,
} from '@campus/sdk/msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { studentPreferences } from '../../testing/handlers/preferences';
import { server } from '../../testing/msw-server';
import { useZoneFromBrowser } from './zone-from-browser';

/** The server's preferences with `timeZone`, counting the changes the hook sends. */
function serverWith(timeZone: string | null) {
  let stored: NotificationPreferences = { ...studentPreferences, timeZone };
  const sent: NotificationPreferencesUpdate[] = [];
  let reads = 0;
  server.use(
    getGetNotificationPreferencesMockHandler(() => {
      reads += 1;
      return stored;
    }),
    getUpdateNotificationPreferencesMockHandler(async ({ request }) => {
      const change = (await request.json()) as NotificationPreferencesUpdate;
      sent.push(change);
      stored = { ...stored, ...change } as NotificationPreferences;
      return stored;
    }),
  );
  return { sent, reads: () => reads };
}

function mount(browserZone: () => string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useZoneFromBrowser('u-student-1', browserZone), { wrapper });
  return { client, ...hook };
}

describe('the time zone from the browser', () => {
  it('sends the browser’s zone once when the account has none', async () => {
    const { sent, reads } = serverWith(null);
    const { client, rerender } = mount(() => 'America/New_York');
    await waitFor(() => expect(sent).toEqual([{ timeZone: 'America/New_York' }]));
    // Read again and re-rendered: the zone is not sent a second time.
    await client.refetchQueries();
    rerender();
    await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(2));
    expect(sent).toHaveLength(1);
  });

  it('does not send again after a failed send (the screen went back to no zone)', async () => {
    const { reads } = serverWith(null);
    let tries = 0;
    server.use(
      http.patch('*/api/users/:id/notification-preferences', () => {
        tries += 1;
        return HttpResponse.json(
          { message: 'The server is having trouble right now.' },
          { status: 500 },
        );
      }),
    );
    const { client } = mount(() => 'Europe/Berlin');
    await waitFor(() => expect(tries).toBe(1));
    await client.refetchQueries();
    await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(2));
    expect(tries).toBe(1);
  });

  it('keeps a zone the account already has', async () => {
    const { sent, reads } = serverWith('Asia/Kolkata');
    const { client } = mount(() => 'America/New_York');
    await waitFor(() => expect(reads()).toBe(1));
    await client.refetchQueries();
    await waitFor(() => expect(reads()).toBe(2));
    expect(sent).toEqual([]);
  });
});
