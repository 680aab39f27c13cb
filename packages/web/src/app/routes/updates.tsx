import { PageHeader, Stack, Tabs } from '@campus/ui';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { CreateTaskForm } from '../../features/tasks/create-task-form';
import { MentorTasksPanel } from '../../features/tasks/mentor-tasks-panel';
import { MentorUpdatesDesk } from '../../features/updates/post-update';
import { useSession } from '../session';

type View = 'updates' | 'tasks';

/** The tab in the URL (`?view=tasks`), so a link and a reload land on the same place. */
const updatesView = (search: string): View =>
  new URLSearchParams(search).get('view') === 'tasks' ? 'tasks' : 'updates';

/**
 * /updates (spec §2, mentor): two places, one tab each — the announcements to students (post,
 * then yours) and the tasks the mentor sets (set one, then yours) — instead of one long page of
 * four jobs.
 */
export function UpdatesRoute() {
  const { user } = useSession();
  const view = updatesView(useSearch());
  const [, navigate] = useLocation();
  return (
    <Stack gap="lg">
      <PageHeader title="Updates and tasks" />
      <Tabs.Root
        value={view}
        onValueChange={(next) =>
          navigate(paths.updates.href(next === 'tasks' ? 'tasks' : undefined), { replace: true })
        }
      >
        <Stack gap="lg">
          <Tabs.List aria-label="Updates and tasks">
            <Tabs.Trigger value="updates">Updates</Tabs.Trigger>
            <Tabs.Trigger value="tasks">Tasks</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Panel value="updates">{user && <MentorUpdatesDesk />}</Tabs.Panel>
          <Tabs.Panel value="tasks">
            <Stack gap="lg">
              {user && <CreateTaskForm mentorId={user._id} />}
              <MentorTasksPanel />
            </Stack>
          </Tabs.Panel>
        </Stack>
      </Tabs.Root>
    </Stack>
  );
}
