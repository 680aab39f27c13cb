import { normalizeError, reviewDecisionWords, type TaskListItem } from '@campus/sdk';
import {
  Badge,
  Button,
  Card,
  dataTableColumnHelper,
  EmptyState,
  Heading,
  linkClassName,
  RowActions,
  Stack,
  Text,
} from '@campus/ui';
import { formatDateTime } from '@campus/time';
import { ConfirmDialog } from '../../lib/confirm-action';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { queueSearch } from './queue-filters';
import { mentorTasksQuery, useDeleteTask, useSetTaskStatus } from './tasks.api';
import { cursorListPosition, QueryTable, type CursorListPosition } from '../../lib/query-table';

const column = dataTableColumnHelper<TaskListItem>();

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
    meta: { priority: 3 },
    cell: ({ getValue, row }) => `${getValue()} of ${row.original.counts.assigned}`,
  }),
  column.accessor((t) => t.counts.approved, {
    id: 'approved',
    header: reviewDecisionWords.approved.outcome,
    meta: { priority: 3 },
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
  column.display({
    id: 'actions',
    header: 'Actions',
    meta: { actions: true },
    cell: ({ row }) => <TaskActions task={row.original} />,
  }),
];

/**
 * Close/reopen and delete, as the server allows: a task with submissions cannot be deleted (409),
 * so students' work is never lost by accident; the screen says so and offers closing instead.
 * Close/Reopen is the row's primary action; Delete goes into the row's menu where space is short.
 */
function TaskActions({ task }: { task: TaskListItem }) {
  const status = useSetTaskStatus(task._id);
  const remove = useDeleteTask(task._id);
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack gap="xs" align="flex-start">
      <RowActions
        name={task.title}
        more={[
          {
            label: 'Delete',
            ariaLabel: `Delete ${task.title}`,
            tone: 'danger',
            onSelect: () => setDeleting(true),
          },
        ]}
      >
        <Button
          size="sm"
          variant="secondary"
          loading={status.isPending}
          onClick={() => status.mutate(task.status === 'open' ? 'closed' : 'open')}
          aria-label={`${task.status === 'open' ? 'Close' : 'Reopen'} ${task.title}`}
        >
          {task.status === 'open' ? 'Close' : 'Reopen'}
        </Button>
      </RowActions>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete “${task.title}”?`}
        description="The task and its attachments go for good. A task with submissions cannot be deleted: close it instead."
        confirmLabel="Delete"
        mutation={remove}
        run={(done) => remove.mutate(undefined, { onSuccess: done })}
        refusal={(refused) =>
          refused.status === 409
            ? `${refused.message} Students have submitted work for it, so it is kept: close it to stop new submissions.`
            : refused.message
        }
      />
      {status.isError && (
        <Text size="sm" tone="danger" role="alert">
          {normalizeError(status.error).message}
        </Text>
      )}
    </Stack>
  );
}

const pageSizes = [10, 20, 50] as const;

/**
 * The mentor's tasks, open first, with how many assignees submitted and were approved; paged by
 * cursor. The page is the panel's own state: the dashboard's URL already holds the
 * review queue's filters and place.
 */
export function MentorTasksPanel() {
  const [position, setPosition] = useState<CursorListPosition<never>>({});
  const trail = position.trail ?? [];
  const cursor = trail[trail.length - 1];
  const tasks = useQuery(
    mentorTasksQuery({ pageSize: position.pageSize ?? 20, ...(cursor ? { cursor } : {}) }),
  );
  return (
    <Card as="section" aria-labelledby="mentor-tasks-title" aria-busy={tasks.isPending}>
      <Stack gap="md">
        <Heading level={2} size="lg" id="mentor-tasks-title">
          Your tasks
        </Heading>
        <QueryTable
          query={tasks}
          errorTitle="Your tasks could not be loaded"
          caption="Your tasks with their submissions"
          captionHidden
          columns={columns}
          getRowId={(t) => t._id}
          skeletonRows={3}
          {...cursorListPosition(
            position,
            (next) => setPosition((current) => ({ ...current, trail: [], ...next })),
            { sorts: {}, pageSizeOptions: pageSizes },
          )}
          empty={
            <EmptyState
              level={3}
              title="No task yet"
              action={
                <Link className={linkClassName()} href={paths.updates.href('tasks')}>
                  Set a task on Updates
                </Link>
              }
            />
          }
        />
      </Stack>
    </Card>
  );
}
