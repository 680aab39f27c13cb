import { type StudentTaskStats } from '@campus/sdk';
import {
  Badge,
  dataTableColumnHelper,
  linkClassName,
  EmptyState,
  PageHeader,
  Stack,
  Text,
} from '@campus/ui';
import { formatRelativeTime } from '@campus/time';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { QueryTable } from '../../lib/query-table';
import { ShowMore } from '../../lib/show-more';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { myStudentsQuery } from './students.api';

const column = dataTableColumnHelper<StudentTaskStats>();

const columns = [
  column.accessor((s) => s.student.name, {
    id: 'student',
    header: 'Student',
    cell: ({ row }) => (
      <Stack gap="xs">
        <Text weight="medium">{row.original.student.name}</Text>
        {row.original.needsAttention.map((reason) => (
          <Badge key={reason} tone="warning">
            {reason}
          </Badge>
        ))}
      </Stack>
    ),
  }),
  column.accessor((s) => (s.batch ? `${s.batch.monthYear} · ${s.batch.domain}` : '—'), {
    id: 'batch',
    header: 'Batch',
    meta: { priority: 3 },
  }),
  column.accessor((s) => s.approved, {
    id: 'approved',
    header: 'Approved',
    // A student of a newly assigned batch has no task yet: say so, not "0 of 0".
    cell: ({ getValue, row }) =>
      row.original.assigned === 0 ? 'No task yet' : `${getValue()} of ${row.original.assigned}`,
  }),
  column.accessor((s) => s.pending, { id: 'pending', header: 'Waiting for you' }),
  column.accessor((s) => s.overdue, {
    id: 'overdue',
    header: 'Overdue',
    cell: ({ getValue }) =>
      getValue() > 0 ? (
        <Text as="span" tone="danger" weight="medium">
          {getValue()}
        </Text>
      ) : (
        '0'
      ),
  }),
  column.accessor((s) => s.lastSubmittedAt ?? '', {
    id: 'last',
    header: 'Last submission',
    meta: { priority: 3 },
    cell: ({ getValue }) =>
      getValue() ? <time dateTime={getValue()}>{formatRelativeTime(getValue())}</time> : 'Never',
  }),
];

/**
 * /my-students (spec §2, mentor): every student of the mentor's batches, with or without a task,
 * with how their work stands, those who need attention first with the reason shown. A new
 * assignment refreshes it at once (`students_assigned` announces a roster change, data/changes.ts).
 */
export interface MyStudentsPageProps {
  /** What the route offers beside each student (a "Message" link). */
  personAction?: (student: StudentTaskStats['student']) => ReactNode;
}

export function MyStudentsPage({ personAction }: MyStudentsPageProps) {
  const students = useInfiniteQuery(myStudentsQuery());
  const shown = useMemo(
    () =>
      personAction
        ? [
            ...columns,
            column.display({
              id: 'actions',
              header: 'Actions',
              meta: { actions: true },
              cell: ({ row }) => personAction(row.original.student),
            }),
          ]
        : columns,
    [personAction],
  );
  const attention = students.data?.needAttention;
  return (
    <Stack gap="lg">
      <PageHeader title="My students">
        <Link className={linkClassName()} href={paths.gradebook.href()}>
          Gradebook
        </Link>
        {attention !== undefined && attention > 0 && (
          <Text>
            {attention} {attention === 1 ? 'student needs' : 'students need'} your attention.
          </Text>
        )}
      </PageHeader>
      <QueryTable
        query={students}
        errorTitle="Your students could not be loaded"
        caption="Your students, those who need attention first"
        columns={shown}
        getRowId={(s) => s.student._id}
        skeletonRows={4}
        empty={
          <EmptyState
            title="No student yet"
            description="The students of your batches appear here as soon as an admin assigns you a batch."
          />
        }
      />
      <ShowMore pages={students}>Show more students</ShowMore>
    </Stack>
  );
}
