import { normalizeError, type LiveClass } from '@campus/sdk';
import { Button, Dialog, Inline, Spinner, Stack, Text, visuallyHidden } from '@campus/ui';
import { formatDuration, formatTime } from '@campus/time';
import { lazy, Suspense, useState } from 'react';
import { ConfirmAction } from '../../lib/confirm-action';
import { useRenderAt } from '../../lib/use-now';
import { useCancelLiveClass, useEndLiveClass, useStartLiveClass } from './live-classes.api';
import * as css from './live-classes.css';

const MINUTE = 60_000;

/**
 * Where a class stands, in words: "Starts in 12 min", "Live now · started 5 min ago",
 * "Ended", or, more than a day ahead, nothing (the date and time say it).
 */
export function classTiming(
  c: Pick<LiveClass, 'status' | 'startTime' | 'startedAt'>,
  now = Date.now(),
): string | null {
  if (c.status === 'ended') return 'Ended';
  if (c.status === 'live') {
    const since = now - Date.parse(c.startedAt ?? c.startTime);
    const minutes = Math.floor(since / MINUTE);
    return minutes < 1
      ? 'Live now · just started'
      : `Live now · started ${formatDuration(since)} ago`;
  }
  const until = Date.parse(c.startTime) - now;
  if (until <= 0) return 'Starting now';
  if (until <= 24 * 60 * MINUTE) return `Starts in ${formatDuration(until)}`;
  return null;
}

/**
 * The host's controls on one class: start it, end it, or cancel it (confirmed, by name). Start is
 * offered exactly from the class's `startOpensAt` (the server's one start window), and
 * until then the row says when, in the viewer's zone — never a button the server would refuse.
 */
export function HostControls({
  liveClass: c,
  now = Date.now,
}: {
  liveClass: LiveClass;
  /** The clock the start window is read against (stories and tests pin it). */
  now?: () => number;
}) {
  const start = useStartLiveClass();
  const end = useEndLiveClass();
  const cancel = useCancelLiveClass();
  const opensAt = Date.parse(c.startOpensAt);
  useRenderAt(opensAt, now);
  const startable = now() >= opensAt;
  const failed = start.error ?? end.error;
  return (
    <Stack gap="xs" align="flex-end">
      <Inline gap="xs" wrap justify="flex-end" align="center">
        {c.status === 'scheduled' &&
          (startable ? (
            <Button size="sm" loading={start.isPending} onClick={() => start.mutate(c._id)}>
              Start<span className={visuallyHidden}> {c.title}</span>
            </Button>
          ) : (
            <Text size="sm" tone="muted">
              You can start at {formatTime(c.startOpensAt)}
              <span className={visuallyHidden}> ({c.title})</span>
            </Text>
          ))}
        {c.status === 'live' && (
          <Button size="sm" loading={end.isPending} onClick={() => end.mutate(c._id)}>
            End<span className={visuallyHidden}> {c.title}</span>
          </Button>
        )}
        {c.status !== 'ended' && <EditClass liveClass={c} />}
        {c.status === 'scheduled' && (
          <ConfirmAction
            label={
              <>
                Cancel<span className={visuallyHidden}> {c.title}</span>
              </>
            }
            title={`Cancel “${c.title}”?`}
            description={`The students of ${c.batch.domain} ${c.batch.monthYear} see it cancelled; it cannot be restarted.`}
            confirmLabel="Cancel class"
            cancelLabel="Keep class"
            mutation={cancel}
            run={(done) => cancel.mutate(c._id, { onSuccess: done })}
          />
        )}
      </Inline>
      {failed ? (
        <Text size="sm" tone="danger" role="alert">
          {normalizeError(failed).message}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Who joined a class and whether they are still there; the count is announced as it changes. */
export function Attendance({ liveClass: c }: { liveClass: LiveClass }) {
  // One class and the day's classes carry their attendees (the paged lists only count them).
  const attendees = c.attendees ?? [];
  const present = attendees.filter((a) => !a.leftAt).length;
  return (
    <details className={css.attendance} open={c.status === 'live'}>
      <summary>
        <span aria-live="polite">
          Attendance: {c.attendeeCount} joined
          {c.status === 'live' ? `, ${present} here now` : ''}
        </span>
      </summary>
      {attendees.length === 0 ? (
        <Text size="sm" tone="muted">
          Nobody has joined yet.
        </Text>
      ) : (
        <ul aria-label={`Attendance of ${c.title}`} className={css.attendees}>
          {attendees.map((a) => (
            <li key={a.student._id}>
              <Text size="sm">
                {a.student.name} · joined {formatTime(a.joinedAt)}
                {a.leftAt
                  ? ` · left ${formatTime(a.leftAt)}`
                  : c.status === 'live'
                    ? ' · here'
                    : ''}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

const ScheduleClassForm = lazy(() =>
  import('./schedule-class-form').then((m) => ({ default: m.ScheduleClassForm })),
);

/** Change a class in a dialog that names it; the lists refresh when the server agrees. */
function EditClass({ liveClass: c }: { liveClass: LiveClass }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="secondary">
          Edit<span className={visuallyHidden}> {c.title}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Content title={`Change “${c.title}”`} size="md">
        {open && (
          <Suspense fallback={<Spinner label="Loading the form" />}>
            <ScheduleClassForm liveClass={c} onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
