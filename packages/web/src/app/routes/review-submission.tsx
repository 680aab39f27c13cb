import { useLocation, useParams } from 'wouter';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { ReviewPage } from '../../features/tasks/review-page';

/** A submission under review (the queue on /mentor-dashboard links here): a chunk of its own. */
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
