import { GradebookPage, type GradebookReader } from '../../features/grades/gradebook-page';
import { MyGradesPage } from '../../features/grades/my-grades-page';
import { paths } from '../../config/paths';
import { AdminLayout } from '../layouts/admin-layout';
import { useSession } from '../session';

export function GradebookRoute() {
  const { user } = useSession();
  const role = user?.role.toLowerCase();
  const reader: GradebookReader =
    role === 'admin' ? 'admin' : role === 'instructor' ? 'instructor' : 'mentor';
  // The review screen is the mentor's; an admin and an instructor read the cells without a link.
  const page = (
    <GradebookPage
      reader={reader}
      userId={user?._id}
      workHref={reader === 'mentor' ? paths.reviewSubmission.href : undefined}
    />
  );
  // An admin's gradebook is one of the admin's sections, under the same section bar.
  return reader === 'admin' ? <AdminLayout>{page}</AdminLayout> : page;
}

export function MyGradesRoute() {
  return <MyGradesPage />;
}
