import { type BatchSummary } from '@campus/sdk';
import {
  dataTableColumnHelper,
  EmptyState,
  Inline,
  linkClassName,
  PageHeader,
  Select,
  Stack,
  ToastProvider,
} from '@campus/ui';
import { cursorListPosition, QueryTable, readTrail, writeTrail } from '../../lib/query-table';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { AssignDialog } from './assign-dialog';
import { batchesQuery } from './batches.api';
import { batchLabel, monthChoices } from '../../lib/batch-names';

const PAGE_SIZE = 20;
const col = dataTableColumnHelper<BatchSummary>();
const columns = col.columns([
  col.display({
    id: 'batch',
    header: 'Batch',
    cell: ({ row: { original: b } }) => (
      <Link className={linkClassName()} href={paths.adminBatch.href(b.monthYear, b.domain)}>
        {batchLabel(b)}
      </Link>
    ),
  }),
  col.accessor('mentors', {
    header: 'Mentors',
    cell: (info) =>
      info
        .getValue()
        .map((m) => m.name)
        .join(', ') || '—',
  }),
  col.accessor('studentCount', { header: 'Students', meta: { numeric: true } }),
  col.accessor('videoCount', { header: 'Videos', meta: { numeric: true, priority: 3 } }),
  col.accessor('upcomingClassCount', {
    header: 'Upcoming classes',
    meta: { numeric: true, priority: 3 },
  }),
]);

/**
 * /admin/batches (spec §2): every batch by month and domain with its mentors and counts,
 * newest month first; create one by assigning a mentor and students.
 */
export function AdminBatchesPage({ now = new Date() }: { now?: Date }) {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  // Paged by cursor: `after` keeps the cursors of the pages before this one.
  const trail = readTrail(search);
  const cursor = trail.at(-1);
  const month = search.get('month') ?? '';
  const batches = useQuery(
    batchesQuery({
      pageSize: PAGE_SIZE,
      monthYear: month || undefined,
      ...(cursor ? { cursor } : {}),
    }),
  );
  const go = (next: { trail?: readonly string[]; month?: string }) => {
    const q = new URLSearchParams();
    const m = next.month ?? month;
    if (m) q.set('month', m);
    writeTrail(q, next.trail);
    navigate(`${paths.adminBatches.href()}${q.size ? `?${q}` : ''}`, { replace: true });
  };
  return (
    <ToastProvider label="Batch changes">
      <Stack gap="lg">
        <PageHeader
          title="Batches"
          description="Cohorts by start month and domain, with their mentor and videos."
          actions={<AssignDialog now={now} />}
        />
        <Inline>
          <Select
            label="Starts in"
            value={month}
            options={[{ value: '', label: 'Any month' }, ...monthChoices(now)]}
            onChange={(event) => go({ month: event.target.value })}
          />
        </Inline>
        <QueryTable
          query={batches}
          errorTitle="The batches could not be loaded"
          caption="Batches"
          captionHidden
          columns={columns}
          getRowId={(b) => `${b.monthYear}:${b.domain}`}
          {...cursorListPosition(
            { trail, pageSize: PAGE_SIZE },
            (next) => go({ trail: next.trail }),
            {
              sorts: {},
              pageSizeOptions: [PAGE_SIZE],
            },
          )}
          empty={
            <EmptyState
              level={2}
              title="No batches yet"
              description="Create a batch by choosing its month, domain, mentor and students."
            />
          }
        />
      </Stack>
    </ToastProvider>
  );
}
