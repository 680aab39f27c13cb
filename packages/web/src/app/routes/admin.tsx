// The admin console's home (spec §2: /admin, where an admin lands): the overview, a chunk of its own
// so an admin's first load carries only it; the console's other pages are admin-console.tsx.
import { AdminOverviewPage } from '../../features/statistics/overview-page';

export function AdminHomeRoute() {
  return <AdminOverviewPage />;
}
