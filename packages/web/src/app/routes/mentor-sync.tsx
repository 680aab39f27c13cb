import { MentorSyncPage } from '../../features/bookings/mentor-sync-page';
import { useSession } from '../session';

export function MentorSyncRoute() {
  const { user } = useSession();
  return user ? <MentorSyncPage user={user} /> : null;
}
