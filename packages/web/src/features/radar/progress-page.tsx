import type { BatchProgress, BatchProgressStudent, BatchProgressWeek, BatchRef } from '@campus/sdk';
import {
  Card,
  DataTable,
  dataTableColumnHelper,
  EmptyState,
  Heading,
  Inline,
  PageHeader,
  Stack,
  Text,
  visuallyHidden,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { batchLabel } from '../../lib/batch-names';
import { QueryView } from '../../lib/query-view';
import { BatchChooser, ExportButton } from './batch-chooser';
import {
  cellLabel,
  cellText,
  gridSummary,
  weekDay,
  weekOf,
  type WeekCounts,
} from './progress-report';
import { batchProgressQuery, downloadProgress } from './radar.api';

/** A week's four numbers as seen, and in words for screen readers (the numbers alone say little). */
function WeekCell({
  week,
  cell,
  timeZone,
}: {
  week: BatchProgressWeek;
  cell: WeekCounts;
  timeZone: string;
}) {
  return (
    <>
      <span aria-hidden="true">{cellText(cell)}</span>
      <span className={visuallyHidden}>{cellLabel(week, cell, timeZone)}</span>
    </>
  );
}

const studentColumn = dataTableColumnHelper<BatchProgressStudent>();

/**
 * The student, then one column per week. No week folds (priority 1): on a narrow screen the grid
 * scrolls sideways in its named region instead, the student's name pinned at the row's start.
 */
const gridColumns = (grid: BatchProgress) => [
  studentColumn.accessor((s) => s.student.name, {
    id: 'student',
    header: 'Student',
    meta: { pinned: true },
    cell: (info) => <Text weight="semibold">{info.getValue()}</Text>,
  }),
  ...grid.weeks.map((week, i) =>
    studentColumn.display({
      id: `week-${week.monday}`,
      header: weekDay(week, grid.timezone),
      meta: { numeric: true, priority: 1 },
      cell: ({ row }) => (
        <WeekCell week={week} cell={weekOf(row.original.counts, i)} timeZone={grid.timezone} />
      ),
    }),
  ),
];

interface WeekTotal {
  week: BatchProgressWeek;
  total: WeekCounts;
}

const weekColumn = dataTableColumnHelper<WeekTotal>();

const weekColumns = (timeZone: string) => [
  weekColumn.accessor((w) => w.week.startsAt, {
    id: 'week',
    header: 'Week of',
    cell: (info) => (
      <Text weight="semibold">
        <time dateTime={info.row.original.week.monday}>
          {weekDay(info.row.original.week, timeZone)}
        </time>
      </Text>
    ),
  }),
  weekColumn.accessor((w) => w.total.lessons, {
    id: 'lessons',
    header: 'Lessons',
    meta: { numeric: true },
  }),
  weekColumn.accessor((w) => w.total.tasks, {
    id: 'tasks',
    header: 'Tasks',
    meta: { numeric: true },
  }),
  weekColumn.accessor((w) => w.total.quizzes, {
    id: 'quizzes',
    header: 'Quizzes',
    meta: { numeric: true },
  }),
  weekColumn.accessor((w) => w.total.classes, {
    id: 'classes',
    header: 'Classes',
    meta: { numeric: true },
  }),
];

function Grid({ grid }: { grid: BatchProgress }) {
  const students = useMemo(() => gridColumns(grid), [grid]);
  const weeks = useMemo(() => weekColumns(grid.timezone), [grid.timezone]);
  const totals = useMemo(
    () => grid.weeks.map((week, i) => ({ week, total: weekOf(grid.totals, i) })),
    [grid],
  );
  const label = batchLabel(grid.batch);
  return (
    <Stack gap="lg">
      <Text>{gridSummary(grid)}</Text>
      <Card as="section" aria-labelledby="progress-students">
        <Stack gap="md">
          <Heading level={2} size="md" id="progress-students">
            Students
          </Heading>
          <Text size="sm" tone="muted">
            Each week: lessons done · tasks submitted · quizzes passed · live classes attended.
            Weeks start on Monday in {grid.timezone}.
          </Text>
          <DataTable
            caption={`Progress of each student of ${label}, week by week`}
            captionHidden
            columns={students}
            data={grid.students}
            getRowId={(s) => s.student._id}
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
      <Card as="section" aria-labelledby="progress-weeks">
        <Stack gap="md">
          <Heading level={2} size="md" id="progress-weeks">
            The batch, week by week
          </Heading>
          <DataTable
            caption={`What the students of ${label} did each week, oldest first`}
            captionHidden
            columns={weeks}
            data={totals}
            getRowId={(w) => w.week.monday}
          />
        </Stack>
      </Card>
    </Stack>
  );
}

/** One batch's grid: its export, then the students against the weeks, or why there is none. */
function BatchGrid({ batch }: { batch: BatchRef }) {
  const grid = useQuery(batchProgressQuery(batch));
  return (
    <Stack gap="md">
      <Inline gap="sm" align="center" wrap>
        <ExportButton download={() => downloadProgress(batch)} />
      </Inline>
      <QueryView
        query={grid}
        loading="Loading the progress"
        errorTitle="The progress could not be loaded"
        isEmpty={(g) => g.weeks.length === 0}
        empty={
          <EmptyState
            title="No week has begun yet"
            description="The grid starts with the week the batch’s month begins, and adds a column each Monday."
          />
        }
      >
        {(g) => <Grid grid={g} />}
      </QueryView>
    </Stack>
  );
}

/**
 * /radar/progress: a batch's students against its latest weeks — what each did every week (lessons
 * done, tasks submitted, quizzes passed, live classes attended), the batch's sums per week, and the
 * whole grid exported as CSV. Weeks are the server's, named by their Monday in the grid's zone. A
 * mentor chooses among their batches and an admin among all; the batch chosen is in the URL. A
 * lesson marked, a task submitted, a quiz graded or a class ending refreshes it (data/changes.ts).
 */
export function ProgressPage() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Weekly progress"
        description="What each student of a batch did week by week: lessons done, tasks submitted, quizzes passed and live classes attended."
      />
      <BatchChooser>{(batch) => <BatchGrid batch={batch} />}</BatchChooser>
    </Stack>
  );
}
