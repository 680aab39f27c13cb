import { MentorSessionsPage } from '../../features/bookings/mentor-sessions-page';
import { useSession } from '../session';

export function MentorSessionsRoute() {
  const { user } = useSession();
  return user ? <MentorSessionsPage user={user} /> : null;
}
