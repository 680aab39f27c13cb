import type {
  BatchAttendance,
  BatchAttendanceClass,
  BatchAttendanceStudent,
  BatchRef,
} from '@campus/sdk';
import {
  Card,
  DataTable,
  dataTableColumnHelper,
  EmptyState,
  Heading,
  Inline,
  Link,
  PageHeader,
  Skeleton,
  Stack,
  Text,
  visuallyHidden,
  type SortingState,
} from '@campus/ui';
import { canonicalTimeZone, formatDateTime, formatZone, viewerTimeZone } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../config/paths';
import { batchLabel } from '../../lib/batch-names';
import { QueryView } from '../../lib/query-view';
import { attendancePercent, chartSummary, overallPercent, percentText } from './attendance-report';
import { BatchChooser, ExportButton, searchOfBatch } from './batch-chooser';
import { batchAttendanceQuery, downloadAttendance } from './radar.api';

// uPlot (about 21 KiB gzipped) loads with the report, never with a first visit.
const AttendanceChart = lazy(() =>
  import('./attendance-chart').then((m) => ({ default: m.AttendanceChart })),
);

/** A person's action beside their row (the route gives "Message" from the messages feature). */
type PersonAction = (student: { _id: string; name: string }) => ReactNode;

const studentColumn = dataTableColumnHelper<BatchAttendanceStudent>();

const studentColumns = (personAction: PersonAction | undefined) => [
  studentColumn.accessor((s) => s.student.name, {
    id: 'student',
    header: 'Student',
    cell: (info) => <Text weight="semibold">{info.getValue()}</Text>,
  }),
  studentColumn.accessor('attended', { header: 'Attended', meta: { numeric: true } }),
  studentColumn.accessor('missed', { header: 'Missed', meta: { numeric: true, priority: 3 } }),
  studentColumn.accessor((s) => attendancePercent(s) ?? -1, {
    id: 'percent',
    header: 'Attendance',
    meta: { numeric: true },
    cell: ({ row }) => percentText(attendancePercent(row.original)),
  }),
  ...(personAction
    ? [
        studentColumn.display({
          id: 'action',
          header: 'Action',
          meta: { actions: true },
          cell: ({ row }) => personAction(row.original.student),
        }),
      ]
    : []),
];

const classColumn = dataTableColumnHelper<BatchAttendanceClass>();

const classColumns = (students: number, timeZone: string) => [
  classColumn.accessor('title', {
    header: 'Class',
    meta: { wrap: true },
    cell: (info) => <Text weight="semibold">{info.getValue()}</Text>,
  }),
  classColumn.accessor('startTime', {
    header: 'Started',
    meta: { priority: 3 },
    cell: (info) => (
      <time dateTime={info.getValue()}>{formatDateTime(info.getValue(), { timeZone })}</time>
    ),
  }),
  classColumn.accessor('attended', {
    header: 'Present',
    meta: { numeric: true },
    cell: (info) => `${info.getValue()} of ${students}`,
  }),
];

/** The chart of each class's attendance, with its text alternative beside it. */
function ClassesChart({ report, timeZone }: { report: BatchAttendance; timeZone: string }) {
  return (
    <figure style={{ margin: 0 }}>
      <Suspense fallback={<Skeleton height="240px" />}>
        <AttendanceChart report={report} timeZone={timeZone} />
      </Suspense>
      <figcaption>
        <Text size="sm" tone="muted" aria-hidden="true">
          Students present at each class, oldest first.
        </Text>
        <span className={visuallyHidden}>{chartSummary(report, timeZone)}</span>
      </figcaption>
    </figure>
  );
}

function Report({
  report,
  timeZone,
  personAction,
}: {
  report: BatchAttendance;
  timeZone: string;
  personAction: PersonAction | undefined;
}) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const students = useMemo(() => studentColumns(personAction), [personAction]);
  const classes = useMemo(
    () => classColumns(report.students.length, timeZone),
    [report.students.length, timeZone],
  );
  const label = batchLabel(report.batch);
  const held = report.classes.length;
  return (
    <Stack gap="lg">
      <Text>
        {held === 1 ? '1 class' : `${held} classes`} ended ·{' '}
        {report.students.length === 1 ? '1 student' : `${report.students.length} students`} ·{' '}
        {percentText(overallPercent(report))} attendance overall
      </Text>
      <Card as="section" aria-labelledby="attendance-students">
        <Stack gap="md">
          <Heading level={2} size="md" id="attendance-students">
            Students
          </Heading>
          <DataTable
            caption={`Attendance of each student of ${label}`}
            captionHidden
            columns={students}
            data={report.students}
            getRowId={(s) => s.student._id}
            sorting={sorting}
            onSortingChange={setSorting}
            manualSorting={false}
            empty={
              <EmptyState
                level={3}
                title="No student in this batch"
                description="Students appear here once an admin assigns them to the batch."
              />
            }
          />
        </Stack>
      </Card>
      <Card as="section" aria-labelledby="attendance-classes">
        <Stack gap="md">
          <Heading level={2} size="md" id="attendance-classes">
            Classes
          </Heading>
          <ClassesChart report={report} timeZone={timeZone} />
          <DataTable
            caption={`Students present at each class of ${label}, oldest first`}
            captionHidden
            columns={classes}
            data={report.classes}
            getRowId={(c) => c._id}
          />
        </Stack>
      </Card>
    </Stack>
  );
}

/** One batch's report: its export, then the students and the classes, or why there are none. */
function BatchReport({
  batch,
  timeZone,
  personAction,
}: {
  batch: BatchRef;
  timeZone: string;
  personAction: PersonAction | undefined;
}) {
  const report = useQuery(batchAttendanceQuery(batch));
  return (
    <Stack gap="md">
      <Inline gap="sm" align="center" wrap>
        <ExportButton download={() => downloadAttendance(batch)} />
        <Link
          as={RouterLink}
          href={`${paths.radarProgress.href()}?${searchOfBatch(batch).toString()}`}
        >
          Weekly progress
        </Link>
      </Inline>
      <QueryView
        query={report}
        loading="Loading the attendance"
        errorTitle="The attendance could not be loaded"
        isEmpty={(r) => r.classes.length === 0}
        empty={
          <EmptyState
            title="No class has ended yet"
            description="Each live class of this batch joins the report when it ends, with who attended it."
          />
        }
      >
        {(r) => <Report report={r} timeZone={timeZone} personAction={personAction} />}
      </QueryView>
    </Stack>
  );
}

/**
 * /radar/attendance: a batch's attendance across its ended live classes — each student's classes
 * attended and missed with their share, a chart of how many came to each class (with its text
 * alternative) and the classes in a table, the whole grid exported as CSV, and a link to the same
 * batch's weekly progress. A mentor chooses among their batches and an admin among all; the batch
 * chosen is in the URL (BatchChooser). A class ending refreshes it (data/changes.ts). `timeZone` fixes the viewer's zone in stories and tests.
 */
export function AttendancePage({
  personAction,
  timeZone = viewerTimeZone(),
}: {
  personAction?: PersonAction;
  timeZone?: string;
}) {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Attendance"
        description={`Who came to each live class of a batch, and who keeps missing them. Times in ${formatZone(Date.now(), timeZone)} (${canonicalTimeZone(timeZone)}).`}
      />
      <BatchChooser>
        {(batch) => <BatchReport batch={batch} timeZone={timeZone} personAction={personAction} />}
      </BatchChooser>
    </Stack>
  );
}
