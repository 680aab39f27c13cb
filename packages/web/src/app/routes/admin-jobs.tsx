import { AdminJobsPage } from '../../features/jobs/jobs-page';

/** /admin/jobs — the job queue as an operator watches it, inside the admin layout. */
export function AdminJobsRoute() {
  return <AdminJobsPage />;
}
