import { PageHeader, Stack } from '@campus/ui';
import { NeedsYouNow } from '../../features/inbox/needs-you-now';
import { HostingPanel } from '../../features/live-classes/hosting-panel';
import { MentorTasksPanel } from '../../features/tasks/mentor-tasks-panel';
import { ReviewQueue } from '../../features/tasks/review-queue';
import { useSession } from '../session';

/**
 * /mentor-dashboard: what needs the mentor now (the head of their inbox) first, then the review
 * queue, today's classes to host, and the tasks.
 */
export function MentorDashboardRoute() {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageHeader title="Mentor dashboard" />
      <NeedsYouNow />
      <ReviewQueue />
      {user && <HostingPanel user={user} />}
      <MentorTasksPanel />
    </Stack>
  );
}
