import { GradebookPage } from '../../features/grades/gradebook-page';
import { MyGradesPage } from '../../features/grades/my-grades-page';
import { paths } from '../../config/paths';
import { useSession } from '../session';

export function GradebookRoute() {
  const { user } = useSession();
  // The review screen is the mentor's; an admin reads the cells without a link.
  return (
    <GradebookPage workHref={user?.role === 'mentor' ? paths.reviewSubmission.href : undefined} />
  );
}

export function MyGradesRoute() {
  return <MyGradesPage />;
}
