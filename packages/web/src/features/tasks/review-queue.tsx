import { type ReviewQueueItem } from '@campus/sdk';
import {
  Card,
  dataTableColumnHelper,
  EmptyState,
  Heading,
  Inline,
  linkClassName,
  Select,
  Stack,
  Text,
} from '@campus/ui';
import { formatDateTime, formatRelativeTime } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'wouter';
import { paths } from '../../config/paths';
import { queueFilters, queueParams, type QueueFilters } from './queue-filters';
import { mentorTasksQuery, reviewQueueQuery } from './tasks.api';
import { cursorListPosition, QueryTable, writeTrail } from '../../lib/query-table';

const column = dataTableColumnHelper<ReviewQueueItem>();

const columns = [
  column.accessor((i) => i.submission.student.name, {
    id: 'student',
    header: 'Student',
    cell: ({ row }) => (
      <Link
        className={linkClassName()}
        href={paths.reviewSubmission.href(row.original.task._id, row.original.submission._id)}
      >
        {row.original.submission.student.name}
      </Link>
    ),
  }),
  column.accessor((i) => i.task.title, { id: 'task', header: 'Task' }),
  column.accessor((i) => i.submission.attempt, {
    id: 'attempt',
    header: 'Attempt',
    meta: { priority: 3 },
    cell: ({ getValue }) => `#${getValue()}`,
  }),
  column.accessor((i) => i.submission.submittedAt, {
    id: 'submitted',
    header: 'Waiting since',
    cell: ({ getValue, row }) => (
      <>
        <time dateTime={getValue()}>{formatRelativeTime(getValue())}</time>
        {row.original.submission.late && (
          <Text as="span" size="xs" tone="warning">
            {' '}
            · late
          </Text>
        )}
      </>
    ),
  }),
  column.accessor((i) => i.task.dueDate, {
    id: 'due',
    header: 'Due',
    meta: { priority: 3 },
    cell: ({ getValue }) => <time dateTime={getValue()}>{formatDateTime(getValue())}</time>,
  }),
];

const batchLabel = (b: { monthYear: string; domain: string }) => `${b.monthYear} · ${b.domain}`;

/** The filter choices come from the mentor's tasks: the first page of the largest size. */
const taskChoices = { pageSize: 100 };

/**
 * The mentor's review queue: submissions waiting for review, oldest first, filterable by
 * batch and task with the filters kept in the URL (so "Next in queue" and the back button keep
 * them), the count in the title. A panel: it owns its loading, empty and error states, so
 * /mentor-dashboard composes it beside other panels.
 */
export function ReviewQueue() {
  const [search, setSearch] = useSearchParams();
  const filters = queueFilters(search);
  const queue = useQuery(reviewQueueQuery(queueParams(filters)));
  const tasks = useQuery(mentorTasksQuery(taskChoices));
  const taskList = tasks.data?.items ?? [];
  // The batches of the mentor's tasks, plus the one in the URL while those load (or if it is gone).
  const batches = new Set<string>(filters.batch ? [filters.batch] : []);
  for (const t of taskList) if (t.batch) batches.add(batchLabel(t.batch));
  // Another filter is another list: back to its first page.
  const setFilter = (patch: Partial<Pick<QueueFilters, 'batch' | 'task'>>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete('after');
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const setTrail = (trail: readonly string[] | undefined) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete('after');
      writeTrail(next, trail);
      return next;
    });

  const count = queue.data?.waiting;
  return (
    <Card as="section" aria-labelledby="review-queue-title" aria-busy={queue.isPending}>
      <Stack gap="md">
        <Heading level={2} size="lg" id="review-queue-title">
          To review{count === undefined ? '' : ` (${count})`}
        </Heading>
        <Inline gap="md" wrap>
          <Select
            label="Batch"
            value={filters.batch ?? ''}
            onChange={(e) => setFilter({ batch: e.target.value || undefined })}
            options={[
              { value: '', label: 'All batches' },
              ...[...batches].map((b) => ({ value: b, label: b })),
            ]}
          />
          <Select
            label="Task"
            value={filters.task ?? ''}
            onChange={(e) => setFilter({ task: e.target.value || undefined })}
            options={[
              { value: '', label: 'All tasks' },
              ...taskList.map((t) => ({ value: t._id, label: t.title })),
            ]}
          />
        </Inline>
        <QueryTable
          query={queue}
          errorTitle="The review queue could not be loaded"
          caption="Submissions waiting for your review, oldest first"
          captionHidden
          columns={columns}
          getRowId={(i) => i.submission._id}
          skeletonRows={3}
          {...cursorListPosition({ trail: filters.trail ?? [] }, (next) => setTrail(next.trail), {
            sorts: {},
            pageSizeOptions: [20],
          })}
          empty={
            <EmptyState
              level={3}
              title="Nothing to review"
              description={
                filters.batch || filters.task
                  ? 'No submission waits in this batch or task. Clear the filters to see all.'
                  : 'When a student submits, it appears here at once.'
              }
            />
          }
        />
      </Stack>
    </Card>
  );
}
