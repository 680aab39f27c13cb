import { type StudentTask } from '@campus/sdk';
import {
  Badge,
  Card,
  CardGrid,
  EmptyState,
  Heading,
  Inline,
  linkClassName,
  PageHeader,
  Skeleton,
  SkeletonGroup,
  Stack,
  StatCard,
  Text,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { Due } from './attempt-parts';
import { studentTasksQuery } from './tasks.api';
import { statusWords } from '../../lib/task-status';
import { groupTasks } from './task-format';
import { QueryView } from '../../lib/query-view';
import * as css from './tasks.css';

function TaskRow({ task }: { task: StudentTask }) {
  const words = statusWords[task.myStatus];
  return (
    <li className={css.row}>
      <Inline gap="sm" align="center" wrap>
        <Link className={linkClassName()} href={paths.studentTask.href(task._id)}>
          {task.title}
        </Link>
        <Badge tone={words.tone}>{words.label}</Badge>
        {task.status === 'closed' && <Badge tone="neutral">Closed</Badge>}
      </Inline>
      <Text size="sm" tone={task.myStatus === 'overdue' ? 'danger' : 'muted'}>
        <Due due={task.dueDate} zone={task.timezone} />
      </Text>
      <Text size="xs" tone="muted">
        From {task.mentor.name}
        {task.attempts > 0 ? ` · ${task.attempts} attempt${task.attempts === 1 ? '' : 's'}` : ''}
      </Text>
    </li>
  );
}

function DeskLoading() {
  return (
    <SkeletonGroup label="Loading your tasks">
      <Stack gap="md">
        <Skeleton height="5rem" />
        <Skeleton height="8rem" />
        <Skeleton height="8rem" />
      </Stack>
    </SkeletonGroup>
  );
}

/**
 * /student-dashboard (spec §2): the student's tasks grouped by what to do next, the
 * counts on top linking to their group. Empty groups are left out of the list but keep their count
 * (0), so the shape of the page does not change from one student to the next.
 */
export function TaskDesk() {
  const tasks = useQuery(studentTasksQuery());
  return (
    <Stack gap="lg">
      <PageHeader title="Your tasks">
        <Link className={linkClassName()} href={paths.myGrades.href()}>
          My grades
        </Link>
      </PageHeader>
      <QueryView
        query={tasks}
        loading={<DeskLoading />}
        errorTitle="Your tasks could not be loaded"
        empty={
          <EmptyState
            title="No task yet"
            description="When your mentor sets a task it appears here, and the bell tells you."
          />
        }
      >
        {(list) => <DeskGroups tasks={list} />}
      </QueryView>
    </Stack>
  );
}

function DeskGroups({ tasks }: { tasks: StudentTask[] }) {
  const groups = groupTasks(tasks);
  return (
    <>
      <CardGrid min="sm" gap="md" aria-label="Your tasks at a glance">
        {groups.map((g) => (
          <li key={g.id}>
            <StatCard
              label={g.title}
              value={g.tasks.length}
              href={g.tasks.length ? `#desk-${g.id}` : undefined}
              linkLabel="Show"
            />
          </li>
        ))}
      </CardGrid>
      <Stack gap="md">
        {groups
          .filter((g) => g.tasks.length > 0)
          .map((g) => (
            <Card as="section" key={g.id} aria-labelledby={`desk-${g.id}`}>
              <Heading level={2} size="md" id={`desk-${g.id}`}>
                {g.title} ({g.tasks.length})
              </Heading>
              <ul className={css.plainList}>
                {g.tasks.map((t) => (
                  <TaskRow key={t._id} task={t} />
                ))}
              </ul>
            </Card>
          ))}
      </Stack>
    </>
  );
}
