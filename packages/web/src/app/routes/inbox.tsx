import { InboxPage } from '../../features/inbox/inbox-page';
import { useSession } from '../session';

export function InboxRoute() {
  const { user } = useSession();
  return <InboxPage viewerId={user?._id} />;
}
