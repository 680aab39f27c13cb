import { ProgressPage } from '../../features/radar/progress-page';
import { AdminLayout } from '../layouts/admin-layout';
import { useSession } from '../session';

/**
 * /radar/progress — a batch's progress week by week; an admin's sits under the admin's section
 * bar, as the attendance report does.
 */
export function RadarProgressRoute() {
  const { user } = useSession();
  const page = <ProgressPage />;
  return user?.role.toLowerCase() === 'admin' ? <AdminLayout>{page}</AdminLayout> : page;
}
