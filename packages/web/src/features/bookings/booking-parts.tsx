import type { Booking } from '@campus/sdk';
import { Badge, Inline, linkClassName, Stack, Text } from '@campus/ui';
import { formatTimeRange } from '@campus/time';
import { AddToCalendar } from '../../lib/add-to-calendar';
import { statusTone, statusWords } from './slots';

/** What a booking is, when (viewer's zone, named), with whom, and where it stands, in words. */
export function BookingSummary({
  booking: b,
  withWhom,
}: {
  booking: Booking;
  /** "with Meera Iyer" for a student; the student's name for the mentor. */
  withWhom: string;
}) {
  return (
    <Stack gap="xxs">
      <Inline gap="sm" align="center" wrap>
        <Text weight="semibold">{b.topic}</Text>
        <Badge tone={statusTone(b.status)}>{statusWords[b.status]}</Badge>
        {b.kind === 'group' && <Badge tone="info">Group</Badge>}
      </Inline>
      <Text size="sm" tone="muted">
        {formatTimeRange(b.startTime, b.endTime, { showDay: true })} · {withWhom}
      </Text>
      {b.description && <Text size="sm">{b.description}</Text>}
      {b.note && <Text size="sm">Mentor’s note: {b.note}</Text>}
      {b.cancelReason && <Text size="sm">Reason: {b.cancelReason}</Text>}
      {b.meetingLink && b.status === 'accepted' && (
        <a
          className={linkClassName()}
          href={b.meetingLink}
          target="_blank"
          rel="noopener noreferrer"
        >
          Meeting link for {b.topic}
        </a>
      )}
      {b.status === 'accepted' && Date.parse(b.endTime) > Date.now() && (
        <AddToCalendar
          event={{
            uid: `booking-${b._id}`,
            title: b.topic,
            start: b.startTime,
            end: b.endTime,
            description: `Mentor session ${withWhom}.`,
            ...(b.meetingLink ? { url: b.meetingLink } : {}),
          }}
        />
      )}
    </Stack>
  );
}

/** Before it starts, a pending or accepted booking can still be called off. */
export const canCancel = (b: Booking, now = Date.now()) =>
  (b.status === 'pending' || b.status === 'accepted') && Date.parse(b.startTime) > now;
