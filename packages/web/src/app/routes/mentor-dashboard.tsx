import { PageHeader, Stack } from '@campus/ui';
import { useLocation, useParams } from 'wouter';
import { HostingPanel } from '../../features/live-classes/hosting-panel';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { MentorTasksPanel } from '../../features/tasks/mentor-tasks-panel';
import { ReviewPage } from '../../features/tasks/review-page';
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

export function ReviewSubmissionRoute() {
  const { taskId = '', submissionId = '' } = useParams<{ taskId: string; submissionId: string }>();
  const [location] = useLocation();
  return (
    <ReviewPage
      key={submissionId}
      taskId={taskId}
      submissionId={submissionId}
      notFound={<NotFoundPage path={location} />}
    />
  );
}
