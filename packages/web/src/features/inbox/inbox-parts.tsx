import type { InboxItem } from '@campus/sdk';
import { buttonClassName, Text, visuallyHidden } from '@campus/ui';
import { formatDateTime } from '@campus/time';
import { Link } from 'wouter';
import { inboxClock } from './inbox-clock';

/** How each kind reads in a row; a kind this screen does not know yet reads as the server sent it. */
export const kindLabels: Record<string, string> = {
  review: 'Review',
  resubmission: 'Resubmission',
  booking_request: 'Booking request',
  message: 'Message',
  question: 'Question',
  risk_flag: 'At risk',
};

export const kindLabel = (kind: string) => kindLabels[kind] ?? kind;

/**
 * The clock of a row: "due in 3 h" in its tone, over the deadline itself in the viewer's zone
 * ("Tue, 24 Nov 2026, 1:00 PM IST").
 */
export function InboxClockText({ item, now }: { item: InboxItem; now: number }) {
  const clock = inboxClock(item, now);
  return (
    <>
      <Text as="div" size="sm" weight="semibold" tone={clock.tone}>
        {clock.text}
      </Text>
      <Text as="div" size="xs" tone="muted">
        <time dateTime={item.dueAt}>{formatDateTime(item.dueAt)}</time>
      </Text>
    </>
  );
}

/**
 * The row's one action: the screen that does the work, as the server names it. Only a path of this
 * app is followed (one that starts with a single `/`); anything else shows no link.
 */
export function InboxAction({ item }: { item: InboxItem }) {
  const { path, label } = item.action;
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  return (
    <Link className={buttonClassName({ variant: 'primary', size: 'sm' })} href={path}>
      {label}
      <span className={visuallyHidden}> · {item.who.name}</span>
    </Link>
  );
}
