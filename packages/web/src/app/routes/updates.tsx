import { PageHeader, Stack } from '@campus/ui';
import { CreateTaskForm } from '../../features/tasks/create-task-form';
import { MentorTasksPanel } from '../../features/tasks/mentor-tasks-panel';
import { MentorUpdatesDesk } from '../../features/updates/post-update';
import { useSession } from '../session';

/** /updates (spec §2, mentor): announcements to students, and the tasks the mentor sets. */
export function UpdatesRoute() {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageHeader title="Updates and tasks" />
      {user && <MentorUpdatesDesk mentorId={user._id} />}
      {user && <CreateTaskForm mentorId={user._id} />}
      <MentorTasksPanel />
    </Stack>
  );
}
