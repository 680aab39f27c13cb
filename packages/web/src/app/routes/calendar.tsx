import { useQuery } from '@tanstack/react-query';
import { bookingQueries } from '../../features/bookings/bookings.api';
import { RequestForm } from '../../features/bookings/request-form';
import { CalendarPage, type FreeTimes } from '../../features/calendar/calendar-page';
import { FeedPanel } from '../../features/calendar/feed-panel';
import { useSession } from '../session';

const slots: FreeTimes['slots'] = (mentorId, window) => bookingQueries.slots(mentorId, window);
const request: FreeTimes['request'] = (props) => <RequestForm {...props} />;

/** /calendar: the calendar and its feed; a student's week offers their mentors' free times. */
export function CalendarRoute() {
  const { user } = useSession();
  const batch = user?.role.toLowerCase() === 'student' ? user.batch : undefined;
  const mentors = useQuery({
    ...bookingQueries.batchMentors(batch ?? { monthYear: '', domain: '' }),
    enabled: Boolean(batch),
  });
  if (!user) return null;
  return (
    <CalendarPage
      user={user}
      freeTimes={batch ? { mentors: mentors.data ?? [], slots, request } : undefined}
      feed={<FeedPanel />}
    />
  );
}
