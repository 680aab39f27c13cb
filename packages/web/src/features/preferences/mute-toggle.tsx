import {
  normalizeError,
  type BatchRef,
  type NotificationMute,
  type NotificationPreferences,
} from '@campus/sdk';
import { Button, Inline, Switch, Text } from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { preferencesQuery, useMute, useUnmute } from './preferences.api';

/** What a toggle mutes: one course, or one batch. */
export type MuteTarget =
  { scope: 'course'; courseId: string } | { scope: 'batch'; batch: BatchRef };

/** The person's mute of `target`, if they have one. */
function muteOf(prefs: NotificationPreferences, target: MuteTarget): NotificationMute | undefined {
  return prefs.mutes.find((m) =>
    target.scope === 'course'
      ? m.scope === 'course' && m.courseId === target.courseId
      : m.scope === 'batch' &&
        m.batch?.monthYear === target.batch.monthYear &&
        m.batch.domain === target.batch.domain,
  );
}

/**
 * "Mute notifications" for a course or a batch, where the person meets it (the course's page, the
 * batch's questions): a switch that is on while nothing about `target` reaches them on any channel
 * (account and payment notices aside). The settings page lists every mute and lifts them too; the
 * switch reads the same preferences, so both agree. What happened is said in a live region.
 */
export function MuteToggle({
  userId,
  target,
  name,
}: {
  userId: string;
  target: MuteTarget;
  /** The course or batch in words, for the switch's label ("Mute notifications about …"). */
  name: string;
}) {
  const prefs = useQuery(preferencesQuery(userId));
  const mute = useMute(userId);
  const unmute = useUnmute(userId);
  const [said, setSaid] = useState('');
  const failure = mute.error ?? unmute.error;
  if (prefs.isError)
    return (
      <Inline gap="sm" align="center">
        <Text size="sm" tone="muted">
          Your notification settings could not be loaded.
        </Text>
        <Button variant="secondary" size="sm" onClick={() => prefs.refetch()}>
          Try again
        </Button>
      </Inline>
    );
  const current = prefs.data ? muteOf(prefs.data, target) : undefined;
  const busy = !prefs.data || mute.isPending || unmute.isPending;
  const toggle = (on: boolean) => {
    setSaid('');
    if (on)
      mute.mutate(target, {
        onSuccess: () => setSaid(`Muted. Nothing about ${name} reaches you now.`),
      });
    else if (current)
      unmute.mutate(current._id, {
        onSuccess: () => setSaid(`Unmuted. Notifications about ${name} reach you again.`),
      });
  };
  return (
    <div>
      <Switch
        label={`Mute notifications about ${name}`}
        checked={current !== undefined}
        disabled={busy}
        onCheckedChange={toggle}
      />
      <Text size="sm" tone={failure ? 'danger' : 'muted'} role="status">
        {failure ? `Not saved: ${normalizeError(failure).message}` : said}
      </Text>
    </div>
  );
}
