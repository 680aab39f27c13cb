import { Heading, Stack } from '@campus/ui';
import { CreateTaskForm } from '../../features/tasks/create-task-form';
import { MentorTasksPanel } from '../../features/tasks/mentor-tasks-panel';
import { useSession } from '../session';

/** /updates (spec §2, mentor): set tasks and follow them (posting updates joins later). */
export function UpdatesRoute() {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <Heading level={1}>Updates and tasks</Heading>
      {user && <CreateTaskForm mentorId={user._id} />}
      <MentorTasksPanel />
    </Stack>
  );
}
