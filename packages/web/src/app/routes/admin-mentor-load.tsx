import { MentorLoadPage } from '../../features/inbox/mentor-load-page';

/** /admin/mentor-load — every mentor's load, inside the admin layout. */
export function AdminMentorLoadRoute() {
  return <MentorLoadPage />;
}
