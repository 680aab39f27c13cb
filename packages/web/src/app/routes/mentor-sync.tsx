import { MentorSyncPage } from '../../features/bookings/mentor-sync-page';
import { MessageLink } from '../../features/messages/message-link';
import { useSession } from '../session';

const messageMentor = (mentor: { _id: string; name: string }) => (
  <MessageLink userId={mentor._id} name={mentor.name} />
);

export function MentorSyncRoute() {
  const { user } = useSession();
  return user ? <MentorSyncPage user={user} personAction={messageMentor} /> : null;
}
