import { paths } from '../../config/paths';
import { MentorsPage } from '../../features/mentors/mentors-page';
import { useSession } from '../session';

export function MentorsRoute() {
  const { user } = useSession();
  // Students book their own mentors' times on /mentor-sync.
  const student = user?.role.toLowerCase() === 'student';
  return <MentorsPage bookHref={student ? paths.mentorSync.href() : undefined} />;
}
