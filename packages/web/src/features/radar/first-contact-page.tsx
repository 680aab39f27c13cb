import type { RadarFirstContact } from '@campus/sdk';
import {
  dataTableColumnHelper,
  EmptyState,
  Inline,
  Link,
  PageHeader,
  Stack,
  Text,
} from '@campus/ui';
import { formatDuration } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'wouter';
import { paths } from '../../config/paths';
import { QueryTable } from '../../lib/query-table';
import { firstContactQuery } from './radar.api';

const column = dataTableColumnHelper<RadarFirstContact>();

const columns = column.columns([
  column.accessor((r) => r.mentor.name, {
    id: 'mentor',
    header: 'Mentor',
    cell: (info) => <Text weight="semibold">{info.getValue()}</Text>,
  }),
  column.accessor('medianFirstContactMinutes', {
    id: 'median',
    header: 'Median time to first contact',
    meta: { numeric: true },
    cell: (info) => {
      const m = info.getValue();
      return m === null ? <Text tone="muted">No contacts yet</Text> : formatDuration(m * 60_000);
    },
  }),
  column.accessor('contacted', {
    header: 'Students contacted (28 days)',
    meta: { numeric: true },
  }),
  column.accessor('waiting', {
    header: 'Flagged, not contacted',
    meta: { numeric: true },
  }),
]);

const pageSizes = [20, 50, 100] as const;

/** The page and its size as the URL holds them; anything else there is dropped. */
export function readFirstContactPosition(q: URLSearchParams): { page: number; pageSize: number } {
  const page = Number(q.get('page'));
  const pageSize = Number(q.get('pageSize'));
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: pageSizes.some((n) => n === pageSize) ? pageSize : 20,
  };
}

/**
 * /admin/radar: whether mentors act on the radar — for each working mentor, the median time from a
 * student being flagged to the mentor's first message to them, over the last 28 days, how many
 * students that counts, and how many flagged students of their batches nobody has contacted yet.
 */
export function FirstContactPage() {
  const [search, setSearch] = useSearchParams();
  const position = readFirstContactPosition(search);
  const rows = useQuery(firstContactQuery(position));
  const apply = (next: Partial<typeof position>) => {
    const q = new URLSearchParams();
    const p = { ...position, page: 1, ...next };
    if (p.page > 1) q.set('page', String(p.page));
    if (p.pageSize !== 20) q.set('pageSize', String(p.pageSize));
    setSearch(q, { replace: true });
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title="Radar follow-through"
        description="How soon each mentor writes to a student after the radar flags them."
        actions={
          <Inline gap="sm" align="center" wrap>
            <Link as={RouterLink} href={paths.radarAttendance.href()}>
              Attendance report
            </Link>
            <Link as={RouterLink} href={paths.radarProgress.href()}>
              Weekly progress
            </Link>
          </Inline>
        }
      />
      <QueryTable
        query={rows}
        errorTitle="The follow-through could not be loaded"
        caption="Each mentor’s time to first contact"
        captionHidden
        columns={columns}
        getRowId={(r) => r.mentor._id}
        skeletonRows={4}
        pagination={{
          page: position.page,
          pageSize: position.pageSize,
          onPageChange: (page) => apply({ page }),
          pageSizeOptions: pageSizes,
          onPageSizeChange: (pageSize) => apply({ pageSize }),
        }}
        empty={
          <EmptyState
            level={2}
            title="No mentors yet"
            description="Approved, active mentors appear here with how soon they contact flagged students."
          />
        }
      />
    </Stack>
  );
}
