import type { BatchRef, GradebookColumn, GradebookPage as Page, GradebookRow } from '@campus/sdk';
import {
  Button,
  DataTable,
  dataTableColumnHelper,
  EmptyState,
  Inline,
  linkClassName,
  PageHeader,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  type SortingState,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { QueryFailed, QueryView } from '../../lib/query-view';
import { cellRank, cellText, columnHeader, percentText, totalText } from './grade-words';
import { GradebookWeights } from './gradebook-weights';
import { QuizResults } from './quiz-results';
import {
  courseGradebookQuery,
  downloadGradebook,
  type GradebookSource,
  gradebookQuery,
  gradeBatchesQuery,
  gradeCoursesQuery,
} from './grades.api';

const column = dataTableColumnHelper<GradebookRow>();
const PAGE_SIZE = 25;

const batchValue = (b: BatchRef) => `${b.monthYear}|${b.domain}`;
function batchOf(value: string): BatchRef | null {
  const [monthYear, domain] = value.split('|');
  return monthYear && domain ? { monthYear, domain } : null;
}

/** Where a task cell opens the student's latest attempt (the mentor's review screen). */
type WorkHref = (taskId: string, submissionId: string) => string;

/**
 * Who is reading, which decides the columns they may weigh: a mentor their own tasks (the only
 * tasks their gradebook shows), an instructor their course's quizzes, an admin every column.
 */
export type GradebookReader = 'mentor' | 'instructor' | 'admin';

const weighable = (reader: GradebookReader, c: GradebookColumn) =>
  reader === 'admin' || (reader === 'mentor' ? c.kind === 'task' : c.kind === 'quiz');

/**
 * The table's columns: the student, their weighted total, percentage and final grade (the
 * contract's GradeSummary), then one per task (linking to the work) and quiz.
 */
function tableColumns(columns: readonly GradebookColumn[], workHref: WorkHref | undefined) {
  return [
    column.accessor((r) => r.student.name, { id: 'student', header: 'Student' }),
    column.accessor((r) => r.overall.total, {
      id: 'total',
      header: 'Total',
      cell: ({ row }) => totalText(row.original.overall),
    }),
    column.accessor((r) => r.overall.percent ?? -1, {
      id: 'percent',
      header: 'Percent',
      cell: ({ row }) => percentText(row.original.overall),
    }),
    column.accessor((r) => r.overall.grade ?? '', {
      id: 'grade',
      header: 'Final grade',
      cell: ({ row }) => row.original.overall.grade ?? '—',
    }),
    ...columns.map((c) =>
      column.accessor((r) => cellRank(r.cells.find((x) => x.columnId === c._id)), {
        id: c._id,
        header: columnHeader(c),
        // A grade matrix keeps its columns (it scrolls sideways with the kit's cue) rather than
        // folding a score into the name cell, where it could not be compared down the column.
        meta: { priority: 1 },
        cell: ({ row }) => {
          const cell = row.original.cells.find((x) => x.columnId === c._id);
          const text = cellText(c, cell);
          return workHref && cell?.submissionId ? (
            <Link
              className={linkClassName()}
              href={workHref(c._id, cell.submissionId)}
              aria-label={`${row.original.student.name}, ${c.title}: ${text}`}
            >
              {text}
            </Link>
          ) : (
            text
          );
        },
      }),
    ),
  ];
}

/** Where the gradebook's rows come from: a batch's or a course's (each with its CSV). */
type Source = GradebookSource;

function useGradebookPage(source: Source, cursor: string | undefined) {
  const params = { pageSize: PAGE_SIZE, ...(cursor ? { cursor } : {}) };
  const batch = useQuery({
    ...gradebookQuery(
      source.kind === 'batch' ? source.batch : { monthYear: '', domain: '' },
      params,
    ),
    enabled: source.kind === 'batch',
  });
  const course = useQuery({
    ...courseGradebookQuery(source.kind === 'course' ? source.courseId : '', params),
    enabled: source.kind === 'course',
  });
  return source.kind === 'batch' ? batch : course;
}

function ExportButton({ source }: { source: Source }) {
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <>
      <Button
        variant="secondary"
        loading={exporting === 'busy'}
        onClick={() => {
          setExporting('busy');
          downloadGradebook(source).then(
            () => setExporting('idle'),
            () => setExporting('failed'),
          );
        }}
      >
        Export CSV
      </Button>
      {exporting === 'failed' && (
        <Text role="alert" tone="danger" size="sm">
          The export failed. Try again.
        </Text>
      )}
    </>
  );
}

function Gradebook({
  source,
  reader,
  workHref,
}: {
  source: Source;
  reader: GradebookReader;
  workHref?: WorkHref;
}) {
  const [trail, setTrail] = useState<string[]>([]);
  const [sorting, setSorting] = useState<SortingState>([]);
  const page = useGradebookPage(source, trail[trail.length - 1]);
  const data: Page | undefined = page.data;
  const columns = useMemo(
    () => tableColumns(data?.columns ?? [], workHref),
    [data?.columns, workHref],
  );
  const weighed = useMemo(
    () => (data?.columns ?? []).filter((c) => weighable(reader, c)),
    [data?.columns, reader],
  );
  if (page.isError)
    return <QueryFailed query={page} errorTitle="The gradebook could not be loaded" />;
  const next = data?.nextCursor ?? null;
  const caption =
    source.kind === 'batch'
      ? `Gradebook of ${source.batch.monthYear} · ${source.batch.domain}`
      : `Gradebook of ${source.title}`;
  return (
    <Stack gap="md">
      <Inline gap="sm" align="center" wrap>
        <ExportButton source={source} />
        <GradebookWeights
          key={weighed.map((c) => `${c._id}:${c.weight}`).join()}
          columns={weighed}
        />
      </Inline>
      <Text tone="muted" size="sm">
        Total: weighted points over the tasks and quizzes that count so far. Final grade: A from
        90%, B from 80%, C from 70%, D from 60%, F below.
      </Text>
      <DataTable
        caption={caption}
        columns={columns}
        data={data?.items ?? []}
        getRowId={(r) => r.student._id}
        loading={page.isPending}
        skeletonRows={4}
        sorting={sorting}
        onSortingChange={setSorting}
        manualSorting={false}
        pagination={{
          page: trail.length + 1,
          pageSize: PAGE_SIZE,
          hasNext: next !== null,
          onPrevious: () => setTrail((t) => t.slice(0, -1)),
          onNext: () => next !== null && setTrail((t) => [...t, next]),
        }}
        empty={
          source.kind === 'batch' ? (
            <EmptyState
              title="No student in this batch"
              description="Students appear here once an admin assigns them to the batch."
            />
          ) : (
            <EmptyState
              title="No student in this course yet"
              description="Students appear here once they enrol; their quiz results follow."
            />
          )
        }
      />
    </Stack>
  );
}

/** A mentor's or an admin's gradebook: one batch at a time, chosen among the caller's batches. */
function BatchGradebooks({ reader, workHref }: { reader: GradebookReader; workHref?: WorkHref }) {
  const batches = useQuery(gradeBatchesQuery());
  const [chosen, setChosen] = useState<string>('');
  return (
    <QueryView
      query={batches}
      loading={<Skeleton height="3rem" />}
      errorTitle="Your batches could not be loaded"
      empty={
        <EmptyState
          title="No batch yet"
          description="The gradebook fills in once a batch is assigned to you."
        />
      }
      isEmpty={(p) => p.items.length === 0}
    >
      {(p) => {
        const value = chosen || (p.items[0] ? batchValue(p.items[0]) : '');
        const batch = batchOf(value);
        return (
          <Stack gap="md">
            <Select
              label="Batch"
              value={value}
              onChange={(e) => setChosen(e.target.value)}
              options={p.items.map((b) => ({
                value: batchValue(b),
                label: `${b.monthYear} · ${b.domain}`,
              }))}
            />
            {batch && (
              <Gradebook
                key={value}
                source={{ kind: 'batch', batch }}
                reader={reader}
                workHref={workHref}
              />
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
}

/**
 * A course's gradebook, one course at a time — its enrolled students × its quizzes — with the
 * course's quiz results under it: an instructor chooses among the courses they teach (`instructorId`),
 * an admin among every course.
 */
function CourseGradebooks({
  reader,
  instructorId,
}: {
  reader: 'instructor' | 'admin';
  instructorId?: string;
}) {
  const courses = useQuery(gradeCoursesQuery(instructorId));
  const [chosen, setChosen] = useState<string>('');
  return (
    <QueryView
      query={courses}
      loading={<Skeleton height="3rem" />}
      errorTitle="Your courses could not be loaded"
      empty={
        <EmptyState
          title="No course yet"
          description={
            reader === 'instructor'
              ? 'Each course you teach has a gradebook of its quizzes.'
              : 'Each course has a gradebook of its quizzes once an instructor creates it.'
          }
        />
      }
      isEmpty={(p) => p.items.length === 0}
    >
      {(p) => {
        const course = p.items.find((c) => c._id === chosen) ?? p.items[0]!;
        return (
          <Stack gap="md">
            <Select
              label="Course"
              value={course._id}
              onChange={(e) => setChosen(e.target.value)}
              options={p.items.map((c) => ({ value: c._id, label: c.title }))}
            />
            <Gradebook
              key={course._id}
              source={{ kind: 'course', courseId: course._id, title: course.title }}
              reader={reader}
            />
            <QuizResults
              key={`results-${course._id}`}
              courseId={course._id}
              courseTitle={course.title}
            />
          </Stack>
        );
      }}
    </QueryView>
  );
}

/** An admin's gradebooks: a batch's, or a course's with its quiz results. */
function AdminGradebooks({ workHref }: { workHref?: WorkHref }) {
  return (
    <Tabs.Root defaultValue="batch">
      <Stack gap="md">
        <Tabs.List aria-label="Gradebook of">
          <Tabs.Trigger value="batch">A batch</Tabs.Trigger>
          <Tabs.Trigger value="course">A course</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Panel value="batch">
          <BatchGradebooks reader="admin" workHref={workHref} />
        </Tabs.Panel>
        <Tabs.Panel value="course">
          <CourseGradebooks reader="admin" />
        </Tabs.Panel>
      </Stack>
    </Tabs.Root>
  );
}

/**
 * The gradebook: students × tasks and quizzes — standing, score, late, attempts — with each
 * student's weighted total, percentage and final grade, the weights set in a form, sortable on the
 * page shown and paged by cursor. A mentor chooses among the batches they mentor and an admin among
 * all (each exported whole as CSV); an instructor among the courses they teach, and an admin among
 * all, each course with its quiz results. No money here: payments are the admin's, on the
 * student's page.
 */
export function GradebookPage({
  reader,
  userId,
  workHref,
}: {
  reader: GradebookReader;
  /** The signed-in instructor, whose courses are listed. */
  userId?: string;
  workHref?: WorkHref;
}) {
  return (
    <Stack gap="lg">
      <PageHeader title="Gradebook">
        <Text tone="muted">
          {reader === 'instructor'
            ? 'Quiz results, totals and final grades for the students of each course you teach.'
            : reader === 'admin'
              ? 'Scores, standing, totals and final grades for each student of a batch or a course, and how a course’s quizzes went.'
              : 'Scores, standing, totals and final grades for each student of a batch.'}
        </Text>
      </PageHeader>
      {reader === 'instructor' && userId ? (
        <CourseGradebooks reader="instructor" instructorId={userId} />
      ) : reader === 'admin' ? (
        <AdminGradebooks workHref={workHref} />
      ) : (
        <BatchGradebooks reader={reader} workHref={workHref} />
      )}
    </Stack>
  );
}
