import { normalizeError, type MentorTask } from '@campus/sdk';
import {
  Alert,
  Badge,
  Button,
  Card,
  DataTable,
  dataTableColumnHelper,
  EmptyState,
  formatDateTime,
  Heading,
  linkClassName,
  Stack,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { queueSearch } from './queue-filters';
import { mentorTasksQuery } from './tasks.api';

const column = dataTableColumnHelper<MentorTask>();

const columns = [
  column.accessor('title', {
    header: 'Task',
    cell: ({ row }) => (
      <>
        {row.original.title}{' '}
        {row.original.status === 'closed' && <Badge tone="neutral">Closed</Badge>}
      </>
    ),
  }),
  column.accessor((t) => t.counts.assigned - t.counts.not_submitted - t.counts.overdue, {
    id: 'submitted',
    header: 'Submitted',
    cell: ({ getValue, row }) => `${getValue()} of ${row.original.counts.assigned}`,
  }),
  column.accessor((t) => t.counts.approved, {
    id: 'approved',
    header: 'Approved',
    cell: ({ getValue, row }) => `${getValue()} of ${row.original.counts.assigned}`,
  }),
  column.accessor((t) => t.counts.pending, {
    id: 'pending',
    header: 'To review',
    cell: ({ getValue, row }) =>
      getValue() > 0 ? (
        <Link
          className={linkClassName()}
          href={`${paths.mentorDashboard.href()}${queueSearch({ task: row.original._id })}`}
        >
          {getValue()} to review
        </Link>
      ) : (
        '0'
      ),
  }),
  column.accessor('dueDate', {
    header: 'Due',
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
  }),
];

/** The mentor's tasks, open first, with how many assignees submitted and were approved. */
export function MentorTasksPanel() {
  const tasks = useQuery(mentorTasksQuery());
  return (
    <Card as="section" aria-labelledby="mentor-tasks-title" aria-busy={tasks.isPending}>
      <Stack gap="md">
        <Heading level={2} size="lg" id="mentor-tasks-title">
          Your tasks
        </Heading>
        {tasks.isError ? (
          <Alert
            tone="danger"
            title="Your tasks could not be loaded"
            actions={
              <Button size="sm" variant="secondary" onClick={() => void tasks.refetch()}>
                Try again
              </Button>
            }
          >
            {normalizeError(tasks.error).message}
          </Alert>
        ) : (
          <DataTable
            caption="Your tasks with their submissions"
            captionHidden
            columns={columns}
            data={tasks.data ?? noTasks}
            getRowId={(t) => t._id}
            loading={tasks.isPending}
            skeletonRows={3}
            empty={
              <EmptyState
                level={3}
                title="No task yet"
                action={
                  <Link className={linkClassName()} href={paths.updates.href()}>
                    Set a task on Updates
                  </Link>
                }
              />
            }
          />
        )}
      </Stack>
    </Card>
  );
}

const noTasks: MentorTask[] = [];
