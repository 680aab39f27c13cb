import type { BatchRef, GradebookColumn, GradebookRow } from '@campus/sdk';
import {
  Button,
  Currency,
  DataTable,
  dataTableColumnHelper,
  EmptyState,
  Inline,
  linkClassName,
  PageHeader,
  Select,
  Skeleton,
  Stack,
  Text,
  type SortingState,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { QueryFailed, QueryView } from '../../lib/query-view';
import { cellRank, cellText, columnHeader } from './grade-words';
import { downloadGradebook, gradebookQuery, gradeBatchesQuery } from './grades.api';

const column = dataTableColumnHelper<GradebookRow>();
const PAGE_SIZE = 25;

const batchValue = (b: BatchRef) => `${b.monthYear}|${b.domain}`;
function batchOf(value: string): BatchRef | null {
  const [monthYear, domain] = value.split('|');
  return monthYear && domain ? { monthYear, domain } : null;
}

/** Where a task cell opens the student's latest attempt (the mentor's review screen). */
type WorkHref = (taskId: string, submissionId: string) => string;

/** The table's columns: the student, ₹ paid and pending, then one per task (linking to the work) and quiz. */
function tableColumns(columns: readonly GradebookColumn[], workHref: WorkHref | undefined) {
  return [
    column.accessor((r) => r.student.name, { id: 'student', header: 'Student' }),
    column.accessor((r) => r.paid, {
      id: 'paid',
      header: 'Paid',
      cell: ({ getValue }) => <Currency amount={getValue()} />,
    }),
    column.accessor((r) => r.pending, {
      id: 'pending',
      header: 'Pending',
      cell: ({ getValue }) => <Currency amount={getValue()} />,
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

function Gradebook({ batch, workHref }: { batch: BatchRef; workHref?: WorkHref }) {
  const [trail, setTrail] = useState<string[]>([]);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const cursor = trail[trail.length - 1];
  const page = useQuery(
    gradebookQuery(batch, { pageSize: PAGE_SIZE, ...(cursor ? { cursor } : {}) }),
  );
  const columns = useMemo(
    () => tableColumns(page.data?.columns ?? [], workHref),
    [page.data?.columns, workHref],
  );
  if (page.isError)
    return <QueryFailed query={page} errorTitle="The gradebook could not be loaded" />;
  const next = page.data?.nextCursor ?? null;
  return (
    <Stack gap="md">
      <Inline gap="sm" align="center" wrap>
        <Button
          variant="secondary"
          loading={exporting === 'busy'}
          onClick={() => {
            setExporting('busy');
            downloadGradebook(batch).then(
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
      </Inline>
      <DataTable
        caption={`Gradebook of ${batch.monthYear} · ${batch.domain}`}
        columns={columns}
        data={page.data?.items ?? []}
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
          <EmptyState
            title="No student in this batch"
            description="Students appear here once an admin assigns them to the batch."
          />
        }
      />
    </Stack>
  );
}

/**
 * The gradebook: a batch's students × its tasks and quizzes — standing, score, late,
 * attempts — with what each student has paid and owes, sortable on the page shown, paged by cursor
 * and exported whole as CSV. A mentor chooses among the batches they mentor, an admin among all.
 */
export function GradebookPage({ workHref }: { workHref?: WorkHref }) {
  const batches = useQuery(gradeBatchesQuery());
  const [chosen, setChosen] = useState<string>('');
  return (
    <Stack gap="lg">
      <PageHeader title="Gradebook">
        <Text tone="muted">Scores, standing and attempts for each student of a batch.</Text>
      </PageHeader>
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
              {batch && <Gradebook key={value} batch={batch} workHref={workHref} />}
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
