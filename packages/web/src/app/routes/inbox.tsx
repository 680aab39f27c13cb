import { InboxPage } from '../../features/inbox/inbox-page';

export function InboxRoute() {
  return <InboxPage />;
}
