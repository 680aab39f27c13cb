import { InboxItemKind, type InboxItem } from '@campus/sdk';
import {
  Card,
  dataTableColumnHelper,
  EmptyState,
  Heading,
  Inline,
  PageHeader,
  Select,
  Stack,
  Text,
} from '@campus/ui';
import { canonicalTimeZone, formatZone, viewerTimeZone } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { myBatchesQuery } from '../../data/batches/queries';
import { batchLabel } from '../../lib/batch-names';
import { useNow } from '../../lib/use-now';
import { cursorListPosition, QueryTable, writeTrail } from '../../lib/query-table';
import { inboxQuery } from './inbox.api';
import { batchParam, inboxFilters, inboxParams, withFilter } from './inbox-filters';
import { HandOff } from './hand-off';
import { InboxAction, InboxClockText, kindLabel, kindLabels } from './inbox-parts';

const column = dataTableColumnHelper<InboxItem>();

/** The rows' columns, their clocks read at `now`; `viewerId` is whose inbox it is. */
const columnsAt = (now: number, viewerId: string | undefined) => [
  column.accessor((i) => i.who.name, {
    id: 'who',
    header: 'Who',
    cell: ({ row }) => (
      <>
        <Text as="div" weight="semibold">
          {row.original.who.name}
        </Text>
        {row.original.batch && (
          <Text as="div" size="xs" tone="muted">
            {batchLabel(row.original.batch)}
          </Text>
        )}
      </>
    ),
  }),
  column.accessor((i) => i.what, {
    id: 'what',
    header: 'What',
    meta: { priority: 2 },
    cell: ({ row }) => (
      <>
        <Text as="div" size="sm" weight="medium">
          {kindLabel(row.original.kind)}
        </Text>
        <Text as="div" size="sm" tone="muted">
          {row.original.what}
        </Text>
      </>
    ),
  }),
  column.accessor((i) => i.dueAt, {
    id: 'clock',
    header: 'Clock',
    cell: ({ row }) => <InboxClockText item={row.original} now={now} />,
  }),
  column.display({
    id: 'action',
    header: 'Action',
    meta: { actions: true },
    cell: ({ row }) => (
      <Inline gap="xs" wrap>
        <InboxAction item={row.original} />
        <HandOff item={row.original} reviewerId={viewerId} />
      </Inline>
    ),
  }),
];

/** The kinds the filter offers: every kind the server produces. */
const kindChoices = [
  InboxItemKind.review,
  InboxItemKind.resubmission,
  InboxItemKind.booking_request,
  InboxItemKind.message,
  InboxItemKind.question,
  InboxItemKind.risk_flag,
].map((kind) => ({ value: kind, label: kindLabels[kind] ?? kind }));

/**
 * /inbox: every item waiting on the signed-in mentor — a submission to review, a booking request, a
 * student's message with no reply, a batch question no one on staff has answered, a student the
 * radar flagged whom no mentor has contacted yet — the earliest
 * deadline first, each with its clock and the one
 * action that does the work. Filters by kind and batch live in the URL, with the page's place;
 * items arrive and leave live (the socket's inbox events refresh it, data/changes.ts).
 */
export function InboxPage({ now, viewerId }: { now?: () => number; viewerId?: string }) {
  const [search, setSearch] = useSearchParams();
  const filters = inboxFilters(search);
  const inbox = useQuery(inboxQuery(inboxParams(filters)));
  const batches = useQuery(myBatchesQuery());
  const at = useNow(now);
  const columns = useMemo(() => columnsAt(at, viewerId), [at, viewerId]);
  const zone = viewerTimeZone();

  // The mentor's batches, plus the one in the URL while they load (or if it is gone).
  const batchChoices = new Map<string, string>();
  if (filters.batch) batchChoices.set(batchParam(filters.batch), batchLabel(filters.batch));
  for (const b of batches.data ?? []) batchChoices.set(batchParam(b), batchLabel(b));
  const chosenBatch = filters.batch ? batchParam(filters.batch) : '';
  const batchOf = (value: string) =>
    (batches.data ?? []).find((b) => batchParam(b) === value) ??
    (value === chosenBatch ? filters.batch : undefined);

  const filtered = Boolean(filters.kind || filters.batch);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Inbox"
        description={`Everything waiting on you, the earliest deadline first. Times in ${formatZone(at, zone)} (${canonicalTimeZone(zone)}).`}
      />
      <Card as="section" aria-labelledby="inbox-items" aria-busy={inbox.isPending}>
        <Stack gap="md">
          <Inline gap="md" wrap>
            <Select
              label="Kind"
              value={filters.kind ?? ''}
              onChange={(e) =>
                setSearch((current) =>
                  withFilter(current, {
                    kind: kindChoices.find((k) => k.value === e.target.value)?.value,
                  }),
                )
              }
              options={[{ value: '', label: 'All kinds' }, ...kindChoices]}
            />
            <Select
              label="Batch"
              value={chosenBatch}
              onChange={(e) =>
                setSearch((current) => withFilter(current, { batch: batchOf(e.target.value) }))
              }
              options={[
                { value: '', label: 'All batches' },
                ...[...batchChoices].map(([value, label]) => ({ value, label })),
              ]}
            />
          </Inline>
          <Heading level={2} size="md" id="inbox-items">
            {filtered ? 'Waiting on you, filtered' : 'Waiting on you'}
          </Heading>
          <QueryTable
            query={inbox}
            errorTitle="Your inbox could not be loaded"
            caption="Items waiting on you, the earliest deadline first"
            captionHidden
            columns={columns}
            getRowId={(i) => i.id}
            skeletonRows={3}
            {...cursorListPosition(
              { trail: filters.trail ?? [] },
              (next) =>
                setSearch((current) => {
                  const q = new URLSearchParams(current);
                  q.delete('after');
                  writeTrail(q, next.trail);
                  return q;
                }),
              { sorts: {}, pageSizeOptions: [20] },
            )}
            empty={
              <EmptyState
                level={3}
                title={filtered ? 'Nothing of this kind waits on you' : 'Nothing waits on you'}
                description={
                  filtered
                    ? 'Clear the filters to see the whole inbox.'
                    : 'A submission, a booking request or a student’s message appears here the moment it arrives.'
                }
              />
            }
          />
        </Stack>
      </Card>
    </Stack>
  );
}
