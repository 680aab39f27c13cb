import { useLocation, useParams } from 'wouter';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { TaskDesk } from '../../features/tasks/task-desk';
import { TaskDetailPage } from '../../features/tasks/task-detail-page';

export function StudentDashboardRoute() {
  return <TaskDesk />;
}

export function StudentTaskRoute() {
  const { taskId = '' } = useParams<{ taskId: string }>();
  const [location] = useLocation();
  return (
    <TaskDetailPage key={taskId} taskId={taskId} notFound={<NotFoundPage path={location} />} />
  );
}
