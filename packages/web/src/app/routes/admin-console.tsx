// The admin console's pages (spec §2 admin routes) besides its home (admin.tsx), one export per
// route; thin compositions of the admin features inside the admin layout (signed-in-routes.tsx).
import { useParams } from 'wouter';
import { AdminProgramsPage } from '../../features/programs/programs-admin-page';
import { AdminStudentsPage } from '../../features/students/students-page';
import { AdminMentorsPage } from '../../features/mentors/mentors-admin-page';
import { MentorReview } from '../../features/mentors/mentor-review';
import { AdminCoursesPage } from '../../features/courses/courses-table';
import { AdminUsersPage } from '../../features/accounts/users-page';
import { AdminBatchPage } from '../../features/batches/batch-detail-page';
import { AdminBatchesPage } from '../../features/batches/batches-page';
import { AdminBatchVideosPage } from '../../features/batches/batch-videos-page';
import { useSession } from '../session';

export function AdminUsersRoute() {
  const { user } = useSession();
  return <AdminUsersPage selfId={user?._id} />;
}

export function AdminProgramsRoute() {
  return <AdminProgramsPage />;
}

export function AdminStudentsRoute() {
  return <AdminStudentsPage />;
}

export function AdminMentorsRoute() {
  return <AdminMentorsPage review={<MentorReview />} />;
}

export function AdminCoursesRoute() {
  return <AdminCoursesPage />;
}

export function AdminBatchesRoute() {
  return <AdminBatchesPage />;
}

function useBatchParams() {
  const { monthYear = '', domain = '' } = useParams<{ monthYear: string; domain: string }>();
  return { monthYear, domain };
}

export function AdminBatchRoute() {
  const batch = useBatchParams();
  return <AdminBatchPage key={`${batch.monthYear}/${batch.domain}`} batch={batch} />;
}

export function AdminBatchAddVideosRoute() {
  const batch = useBatchParams();
  return <AdminBatchVideosPage key={`${batch.monthYear}/${batch.domain}`} batch={batch} />;
}
