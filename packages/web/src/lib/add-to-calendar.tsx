import { Link } from '@campus/ui';
import { CalendarPlus } from 'lucide-react';
import { icsFileName, icsHref, type CalendarEvent } from './ics';

/**
 * "Add to calendar" beside a confirmed session, a class or a due date: downloads one
 * .ics event (lib/ics.ts). Its name says what it adds ("Add to calendar: Debugging clinic").
 */
export function AddToCalendar({ event }: { event: CalendarEvent }) {
  return (
    <Link
      href={icsHref(event)}
      download={icsFileName(event.title)}
      aria-label={`Add to calendar: ${event.title}`}
    >
      <CalendarPlus size={16} aria-hidden /> Add to calendar
    </Link>
  );
}
