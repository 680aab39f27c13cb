import type { NotificationPreferences, NotificationPreferencesUpdate } from '@campus/sdk';
import { getUpdateNotificationPreferencesMockHandler } from '@campus/sdk/msw';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { studentPreferences } from '../../testing/handlers/preferences';
import { server } from '../../testing/msw-server';
import { renderWidget } from '../../testing/render';
import { PreferencesForm } from './preferences-form';

describe('the preferences form', () => {
  it('follows the zone stored after it opened (the browser’s), so saving keeps it', async () => {
    const sent: NotificationPreferencesUpdate[] = [];
    server.use(
      getUpdateNotificationPreferencesMockHandler(async ({ request }) => {
        const change = (await request.json()) as NotificationPreferencesUpdate;
        sent.push(change);
        return { ...studentPreferences, ...change } as NotificationPreferences;
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrap = (ui: ReactNode) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
    const opened = { ...studentPreferences, timeZone: null };
    const { user, rerender } = renderWidget(
      wrap(<PreferencesForm userId="u-student-1" prefs={opened} />),
    );
    expect(screen.getByLabelText('Your time zone')).toHaveValue('UTC');
    rerender(
      wrap(
        <PreferencesForm userId="u-student-1" prefs={{ ...opened, timeZone: 'Asia/Kolkata' }} />,
      ),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Your time zone')).toHaveValue('Asia/Kolkata'),
    );
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.timeZone).toBe('Asia/Kolkata');
  });
});
