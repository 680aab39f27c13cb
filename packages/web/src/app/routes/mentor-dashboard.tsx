import { Heading, Stack } from '@campus/ui';
import { useLocation, useParams } from 'wouter';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { MentorTasksPanel } from '../../features/tasks/mentor-tasks-panel';
import { ReviewPage } from '../../features/tasks/review-page';
import { ReviewQueue } from '../../features/tasks/review-queue';

/** /mentor-dashboard: the review queue first, then the mentor's tasks (issue 12 adds its panels). */
export function MentorDashboardRoute() {
  return (
    <Stack gap="lg">
      <Heading level={1}>Mentor dashboard</Heading>
      <ReviewQueue />
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
