import { ListAdminStudentsSort, type AdminStudent, type ProgramEnrolmentStatus } from '@campus/sdk';
import {
  Checkbox,
  Currency,
  dataTableColumnHelper,
  EmptyState,
  PageHeader,
  Stack,
  Text,
  ToastProvider,
  type RowSelectionState,
} from '@campus/ui';
import { formatInstant } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { batchLabel } from '../../lib/batch-names';
import { cursorListPosition, QueryTable } from '../../lib/query-table';
import { SearchForm } from '../../lib/search-form';
import { adminStudentsQuery } from './admin-students.api';
import { AssignStudentsDialog } from './assign-students-dialog';
import { OnboardingSheet } from './onboarding-sheet';
import {
  pageSizes,
  readStudentFilters,
  studentParams,
  writeStudentFilters,
  type StudentFilters,
} from './students-filters';

/** Where a program enrolment stands, in the admin's words. */
const enrolmentStatus: Record<ProgramEnrolmentStatus, string> = {
  'awaiting-payment': 'Not paid yet',
  'waiting-for-batch': 'Paid, waiting for a batch',
  placed: 'Placed',
};

const col = dataTableColumnHelper<AdminStudent>();
const columns = col.columns([
  col.accessor((r) => r.student.name, {
    id: 'name',
    header: 'Student',
    cell: (info) => (
      <Stack gap="xs">
        <Text weight="semibold">{info.getValue()}</Text>
        <Text size="sm" tone="muted">
          {info.row.original.student.email}
          {info.row.original.student.isActive ? '' : ' · deactivated'}
        </Text>
      </Stack>
    ),
  }),
  col.accessor((r) => r.enrolment, {
    id: 'program',
    header: 'Program',
    enableSorting: false,
    cell: (info) => {
      const enrolment = info.getValue();
      if (!enrolment) return <Text tone="muted">None</Text>;
      return (
        <Stack gap="xs">
          <Text>{enrolment.program.title}</Text>
          <Text size="sm" tone={enrolment.status === 'waiting-for-batch' ? 'warning' : 'muted'}>
            {enrolmentStatus[enrolment.status]}
          </Text>
        </Stack>
      );
    },
  }),
  col.accessor((r) => r.student.batch, {
    id: 'batch',
    header: 'Batch',
    enableSorting: false,
    cell: (info) => {
      const batch = info.getValue();
      const mentor = info.row.original.mentor;
      if (!batch) return <Text tone="muted">No batch</Text>;
      return (
        <Stack gap="xs">
          <Text>{batchLabel(batch)}</Text>
          {mentor && (
            <Text size="sm" tone="muted">
              Mentor: {mentor.name}
            </Text>
          )}
        </Stack>
      );
    },
  }),
  col.accessor('enrollments', {
    header: 'Enrollments',
    enableSorting: false,
    meta: { numeric: true, priority: 3 },
    cell: (info) =>
      info.row.original.completedCourses > 0
        ? `${info.getValue()} (${info.row.original.completedCourses} completed)`
        : info.getValue(),
  }),
  col.accessor('progress', {
    header: 'Progress',
    enableSorting: false,
    meta: { numeric: true },
    cell: (info) => (info.getValue() === undefined ? '—' : `${info.getValue()}%`),
  }),
  col.accessor((r) => r.student.pendingAmount, {
    id: 'pendingAmount',
    header: 'Pending',
    meta: { numeric: true },
    cell: (info) => <Currency amount={info.getValue()} />,
  }),
  col.accessor((r) => r.student.createdAt, {
    id: 'createdAt',
    header: 'Joined',
    meta: { priority: 3 },
    cell: (info) => (
      <time dateTime={info.getValue()}>{formatInstant(info.getValue(), 'adminTable')}</time>
    ),
  }),
]);

function StudentsTable({ now }: { now?: Date }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = readStudentFilters(search);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const students = useQuery(adminStudentsQuery(studentParams(filters)));
  // Any change but a move between pages starts again from the first page (an empty trail).
  const apply = (next: Partial<StudentFilters>) =>
    navigate(
      `${paths.adminStudents.href()}${writeStudentFilters({ ...filters, trail: [], ...next })}`,
      { replace: true },
    );
  const selected = Object.keys(selection);
  return (
    <Stack gap="md">
      <SearchForm
        name="Students"
        label="Search by name or email"
        initial={filters.search}
        onSearch={(text) => apply({ search: text })}
      >
        <Checkbox
          label="Only pending payments"
          checked={filters.pending === true}
          onChange={(event) => apply({ pending: event.target.checked || undefined })}
        />
        <Checkbox
          label="Paid, waiting for a batch"
          checked={filters.waiting === true}
          onChange={(event) => apply({ waiting: event.target.checked || undefined })}
        />
      </SearchForm>
      <QueryTable
        query={students}
        errorTitle="The students could not be loaded"
        caption="Students"
        captionHidden
        columns={columns}
        getRowId={(r) => r.student._id}
        {...cursorListPosition(filters, apply, {
          sorts: ListAdminStudentsSort,
          pageSizeOptions: pageSizes,
        })}
        selection={{
          rowSelection: selection,
          onRowSelectionChange: setSelection,
          getRowLabel: (r) => r.student.name,
          actions: (
            <AssignStudentsDialog studentIds={selected} onDone={() => setSelection({})} now={now} />
          ),
        }}
        empty={
          <EmptyState
            level={2}
            title={
              filters.waiting && !filters.search && !filters.pending
                ? 'Nobody is waiting for a batch'
                : filters.search || filters.pending || filters.waiting
                  ? 'No students match'
                  : 'No students yet'
            }
            description={
              filters.waiting && !filters.search && !filters.pending
                ? 'Everyone who paid for a program is in a batch.'
                : filters.search || filters.pending || filters.waiting
                  ? 'Try another name or email, or clear the filters.'
                  : 'Onboard students by pasting their emails or uploading a CSV.'
            }
          />
        }
      />
    </Stack>
  );
}

/**
 * /admin/students (spec §2): every student with their batch and mentor, enrollments,
 * progress and pending amount in ₹; assign the selected ones to a batch; onboard many at once
 * with a dry run. `now` fixes the month choices in stories.
 */
export function AdminStudentsPage({ now }: { now?: Date }) {
  return (
    <ToastProvider label="Student changes">
      <Stack gap="lg">
        <PageHeader
          title="Students"
          description="Select students to place them in a batch with a mentor (each person who paid for a program is mailed). Pending amounts are what each still owes."
          actions={<OnboardingSheet now={now} />}
        />
        <StudentsTable now={now} />
      </Stack>
    </ToastProvider>
  );
}
