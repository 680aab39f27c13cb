import type { NotificationPreferences } from '@campus/sdk';
import { Card, EmptyState, Heading, Inline, PageHeader, Stack, Text } from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmAction } from '../../lib/confirm-action';
import { countOf } from '../../lib/plural';
import { QueryView } from '../../lib/query-view';
import * as css from './preferences.css';
import { preferencesQuery, useResetPreferences, useUnmute } from './preferences.api';
import { PreferencesForm, zoneOf } from './preferences-form';
import { PushOnThisDevice } from './push-on-this-device';
import { muteTarget } from './preference-words';
import { useZoneFromBrowser } from './zone-from-browser';

/** The courses and batches the person silenced, each with Unmute behind a confirmation. */
function MutedList({ userId, prefs }: { userId: string; prefs: NotificationPreferences }) {
  const unmute = useUnmute(userId);
  return (
    <Card as="section" aria-labelledby="prefs-mutes">
      <Stack gap="sm">
        <Heading level={2} size="md" id="prefs-mutes">
          Muted courses and batches
        </Heading>
        {prefs.mutes.length === 0 ? (
          <EmptyState
            level={3}
            title="Nothing is muted"
            description="Every course and batch you take part in reaches you on the channels above."
          />
        ) : (
          <ul className={css.mutes}>
            {prefs.mutes.map((mute) => (
              <li key={mute._id} className={css.mute}>
                <Stack gap="xxs">
                  <Text weight="semibold">{mute.label}</Text>
                  <Text size="sm" tone="muted">
                    {mute.scope === 'batch' ? 'Batch' : 'Course'}: nothing about it reaches you
                  </Text>
                </Stack>
                <ConfirmAction
                  label="Unmute"
                  triggerLabel={`Unmute ${mute.label}`}
                  title={`Unmute ${muteTarget(mute)}?`}
                  description={`Notifications about ${muteTarget(mute)} will reach you again, on the channels you chose for each kind.`}
                  confirmLabel="Unmute"
                  mutation={unmute}
                  run={(done) => unmute.mutate(mute._id, { onSuccess: done })}
                />
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
}

/** What a reset undoes, named: the kinds' channels, quiet hours, the digest hour, the mutes. */
function resetWords(prefs: NotificationPreferences) {
  const mutes = prefs.mutes.length ? `, and lifts ${countOf(prefs.mutes.length, 'mute')}` : '';
  return `Every kind of notification goes back to its channels for your role, quiet hours are turned off and the daily digest goes back to its usual hour${mutes}. Your time zone (${zoneOf(prefs)}) stays.`;
}

/**
 * /settings/notifications: what reaches the signed-in person, where and when — the matrix of kinds
 * and channels, the digest hour, quiet hours in their zone, their muted courses and batches, and
 * reset to the role's defaults. Any role: preferences are personal, each person edits only theirs.
 */
export function PreferencesPage({ userId }: { userId: string }) {
  // An account without a zone is given the browser's when its person opens these settings.
  useZoneFromBrowser(userId);
  const prefs = useQuery(preferencesQuery(userId));
  const reset = useResetPreferences(userId);
  // A reset replaces every value at once: the form starts again from what the server answered.
  const [generation, setGeneration] = useState(0);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Notification settings"
        description="Choose what reaches you, where and when."
      />
      <QueryView
        query={prefs}
        loading="Loading your notification settings…"
        errorTitle="Your notification settings could not be loaded"
      >
        {(data) => (
          <Stack gap="lg">
            <PreferencesForm key={generation} userId={userId} prefs={data} />
            <PushOnThisDevice userId={userId} />
            <MutedList userId={userId} prefs={data} />
            <Card as="section" aria-labelledby="prefs-reset">
              <Inline gap="md" align="center" justify="space-between" wrap>
                <Stack gap="xxs">
                  <Heading level={2} size="md" id="prefs-reset">
                    Start again
                  </Heading>
                  <Text size="sm" tone="muted">
                    The defaults for your role, with nothing muted.
                  </Text>
                </Stack>
                <ConfirmAction
                  label="Reset to defaults"
                  title="Reset your notification settings?"
                  description={resetWords(data)}
                  confirmLabel="Reset to defaults"
                  mutation={reset}
                  run={(done) =>
                    reset.mutate(undefined, {
                      onSuccess: () => {
                        setGeneration((n) => n + 1);
                        done();
                      },
                    })
                  }
                />
              </Inline>
            </Card>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
