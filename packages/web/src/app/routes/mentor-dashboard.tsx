import { PageHeader, Stack } from '@campus/ui';
import { HostingPanel } from '../../features/live-classes/hosting-panel';
import { MentorTasksPanel } from '../../features/tasks/mentor-tasks-panel';
import { ReviewQueue } from '../../features/tasks/review-queue';
import { useSession } from '../session';

/** /mentor-dashboard: the review queue first, today's classes to host beside it, then the tasks. */
export function MentorDashboardRoute() {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageHeader title="Mentor dashboard" />
      <ReviewQueue />
      {user && <HostingPanel user={user} />}
      <MentorTasksPanel />
    </Stack>
  );
}
