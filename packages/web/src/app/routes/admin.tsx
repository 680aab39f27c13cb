// The admin console (spec §2 admin routes), one export per route; thin compositions of the admin
// features inside the admin layout (router.tsx).
import { AdminUsersPage } from '../../features/admin-users/users-page';
import { useSession } from '../session';

export function AdminUsersRoute() {
  const { user } = useSession();
  return <AdminUsersPage selfId={user?._id} />;
}

// Placeholders until their slices land (issue 13).
export {
  AdminAreaRoute as AdminHomeRoute,
  AdminAreaRoute as AdminCoursesRoute,
  AdminAreaRoute as AdminMentorsRoute,
  AdminAreaRoute as AdminStudentsRoute,
  AdminAreaRoute as AdminProgramsRoute,
  AdminAreaRoute as AdminBatchesRoute,
  AdminAreaRoute as AdminBatchRoute,
  AdminAreaRoute as AdminBatchAddVideosRoute,
} from './areas';
