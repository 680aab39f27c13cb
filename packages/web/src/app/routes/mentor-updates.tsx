import { UpdatesFeed } from '../../features/updates/updates-feed';

export function MentorUpdatesRoute() {
  return <UpdatesFeed />;
}
