import { MentorLoadSort, type ListMentorLoadParams, type MentorLoad } from '@campus/sdk';
import {
  Badge,
  Button,
  dataTableColumnHelper,
  EmptyState,
  Inline,
  PageHeader,
  Stack,
  Text,
} from '@campus/ui';
import { formatDuration } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { batchLabel } from '../../lib/batch-names';
import { listPosition, QueryTable, type ListPosition } from '../../lib/query-table';
import { downloadMentorLoad, mentorLoadQuery } from './inbox.api';

const column = dataTableColumnHelper<MentorLoad>();

const columns = column.columns([
  column.accessor((r) => r.mentor.name, {
    id: MentorLoadSort.name,
    header: 'Mentor',
    cell: (info) => (
      <Stack gap="xs">
        <Text weight="semibold">{info.getValue()}</Text>
        {info.row.original.email && (
          <Text size="sm" tone="muted">
            {info.row.original.email}
          </Text>
        )}
      </Stack>
    ),
  }),
  column.accessor('openItems', {
    id: MentorLoadSort.openItems,
    header: 'Open items',
    meta: { numeric: true },
  }),
  column.accessor('nearBreach', {
    id: MentorLoadSort.nearBreach,
    header: 'Near breach',
    meta: { numeric: true },
  }),
  column.accessor('breachesThisWeek', {
    id: MentorLoadSort.breachesThisWeek,
    header: 'Breaches (7 days)',
    meta: { numeric: true },
  }),
  column.accessor('medianFirstResponseMinutes', {
    id: MentorLoadSort.medianFirstResponse,
    header: 'Median first review',
    meta: { numeric: true, priority: 3 },
    cell: (info) => {
      const m = info.getValue();
      return m === null ? <Text tone="muted">No reviews</Text> : formatDuration(m * 60_000);
    },
  }),
  column.accessor('batches', {
    header: 'Routing',
    enableSorting: false,
    meta: { priority: 3 },
    cell: (info) =>
      info.getValue().length === 0 ? (
        <Text tone="muted">In no batch’s routing</Text>
      ) : (
        <Stack gap="xs">
          {info.getValue().map((b) => (
            <Inline key={`${b.monthYear}/${b.domain}`} gap="xs" align="center">
              <Text size="sm">
                {batchLabel(b)}: weight {b.weight}
              </Text>
              {b.away && <Badge tone="warning">Away</Badge>}
            </Inline>
          ))}
        </Stack>
      ),
  }),
]);

const pageSizes = [20, 50, 100] as const;
const sorts: Readonly<Record<string, MentorLoadSort>> = MentorLoadSort;

/** The view's sort and page as the URL holds them; anything else there is dropped. */
export function readLoadPosition(q: URLSearchParams): ListPosition<MentorLoadSort> {
  const sort = q.get('sort') ?? '';
  const order = q.get('order');
  const page = Number(q.get('page'));
  const pageSize = Number(q.get('pageSize'));
  return {
    ...(Object.hasOwn(sorts, sort) ? { sort: sorts[sort] } : {}),
    ...(order === 'asc' || order === 'desc' ? { order } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
    ...(pageSizes.some((n) => n === pageSize) ? { pageSize } : {}),
  };
}

function writeLoadPosition(p: ListPosition<MentorLoadSort>): URLSearchParams {
  const q = new URLSearchParams();
  if (p.sort) q.set('sort', p.sort);
  if (p.order) q.set('order', p.order);
  if (p.page && p.page > 1) q.set('page', String(p.page));
  if (p.pageSize) q.set('pageSize', String(p.pageSize));
  return q;
}

/** The CSV of every mentor in the sort shown; a failure says so beside the button. */
function DownloadCsv({ params }: { params: Pick<ListMentorLoadParams, 'sort' | 'order'> }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <Inline gap="sm" align="center" wrap>
      <Button
        variant="secondary"
        loading={state === 'busy'}
        onClick={() => {
          setState('busy');
          downloadMentorLoad(params).then(
            () => setState('idle'),
            () => setState('failed'),
          );
        }}
      >
        Download CSV
      </Button>
      {state === 'failed' && (
        <Text role="alert" tone="danger" size="sm">
          The download failed. Try again.
        </Text>
      )}
    </Inline>
  );
}

/**
 * /admin/mentor-load: every working mentor's load — what waits on them now, how much of it is near
 * its deadline, their breaches of the last 7 days, how fast they give a first review — and their
 * routing in each batch; sorted by any count, the sort and page in the URL; the whole list as CSV.
 */
export function MentorLoadPage() {
  const [search, setSearch] = useSearchParams();
  const position = readLoadPosition(search);
  const sortAndOrder = {
    ...(position.sort ? { sort: position.sort } : {}),
    ...(position.order ? { order: position.order } : {}),
  };
  const load = useQuery(
    mentorLoadQuery({
      ...sortAndOrder,
      ...(position.page ? { page: position.page } : {}),
      pageSize: position.pageSize ?? 20,
    }),
  );
  // Any change but a move between pages starts again from the first page.
  const apply = (next: ListPosition<MentorLoadSort>) =>
    setSearch(writeLoadPosition({ ...position, page: 1, ...next }), { replace: true });
  return (
    <Stack gap="lg">
      <PageHeader
        title="Mentor load"
        description="What waits on each mentor, how close it is to late, and how fast they review, as counted every 10 minutes."
        actions={<DownloadCsv params={sortAndOrder} />}
      />
      <QueryTable
        query={load}
        errorTitle="The mentors’ load could not be loaded"
        caption="Each mentor’s load"
        captionHidden
        columns={columns}
        getRowId={(r) => r.mentor._id}
        skeletonRows={4}
        {...listPosition(
          { ...position, sort: position.sort ?? 'openItems', order: position.order ?? 'desc' },
          apply,
          { sorts, pageSizeOptions: pageSizes },
        )}
        empty={
          <EmptyState
            level={2}
            title="No mentors yet"
            description="Approved, active mentors appear here with their load."
          />
        }
      />
    </Stack>
  );
}
