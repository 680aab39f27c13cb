import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { useSession } from '../session';

export function DashboardRoute() {
  const { user } = useSession();
  return user ? <DashboardPage user={user} /> : null;
}
