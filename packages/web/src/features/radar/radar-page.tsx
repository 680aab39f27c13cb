import { RadarRule, type RadarFlag } from '@campus/sdk';
import {
  Badge,
  Card,
  dataTableColumnHelper,
  EmptyState,
  Heading,
  Inline,
  Link,
  PageHeader,
  Select,
  Stack,
  Text,
  ToastProvider,
  type RowSelectionState,
} from '@campus/ui';
import { formatDateTime, formatRelativeTime } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'wouter';
import { paths } from '../../config/paths';
import { batchLabel } from '../../lib/batch-names';
import { cursorListPosition, QueryTable } from '../../lib/query-table';
import { useNow } from '../../lib/use-now';
import { MessageStudentsDialog } from './message-students-dialog';
import { radarQuery } from './radar.api';
import { radarFilters, radarParams, writeRadarFilters } from './radar-filters';
import { reasonHref, ruleLabels } from './radar-links';

const column = dataTableColumnHelper<RadarFlag>();

/** A person's action beside their row (the route gives "Message" from the messages feature). */
type PersonAction = (student: { _id: string; name: string }) => ReactNode;

/** The reasons of a flag, each a link to the thing it is about. */
function FlagReasons({ flag }: { flag: RadarFlag }) {
  return (
    <Stack as="ul" gap="xs" style={{ margin: 0, paddingInlineStart: '1.1rem' }}>
      {flag.reasons.map((r) => (
        <li key={`${r.rule}:${r.link.id}`}>
          <Link as={RouterLink} href={reasonHref(r, flag)}>
            {r.text}
          </Link>
        </li>
      ))}
    </Stack>
  );
}

const columnsAt = (now: number, personAction: PersonAction | undefined) => [
  column.accessor((f) => f.student.name, {
    id: 'student',
    header: 'Student',
    cell: ({ row }) => (
      <Stack gap="xs">
        <Text weight="semibold">{row.original.student.name}</Text>
        <Text size="xs" tone="muted">
          {batchLabel(row.original.batch)}
        </Text>
        {row.original.firstContactAt ? (
          <Text size="xs" tone="muted">
            Contacted {formatRelativeTime(row.original.firstContactAt, now)}
          </Text>
        ) : (
          <Badge tone="warning">Not contacted yet</Badge>
        )}
      </Stack>
    ),
  }),
  column.display({
    id: 'reasons',
    header: 'Why',
    meta: { wrap: true },
    cell: ({ row }) => <FlagReasons flag={row.original} />,
  }),
  column.accessor((f) => f.raisedAt, {
    id: 'raised',
    header: 'Flagged',
    meta: { priority: 3 },
    cell: (info) => (
      <time dateTime={info.getValue()} title={formatDateTime(info.getValue())}>
        {formatRelativeTime(info.getValue(), now)}
      </time>
    ),
  }),
  column.display({
    id: 'action',
    header: 'Action',
    meta: { actions: true },
    cell: ({ row }) => personAction?.(row.original.student) ?? null,
  }),
];

const ruleChoices = Object.values(RadarRule).map((rule) => ({
  value: rule,
  label: ruleLabels[rule],
}));

/**
 * /radar: the students of the mentor's batches the at-risk radar flagged, the newest first, each
 * with its reasons (each a link to the task, class or conversation it is about) and whether anyone
 * has contacted them since. Filtered by rule in the URL; flags open, change and clear live (the
 * socket's radar_flag_changed, data/changes.ts). Select students, or a rule, to message them all
 * at once. `now` fixes the clock in stories and tests.
 */
export function RadarPage({
  personAction,
  now,
}: {
  personAction?: PersonAction;
  now?: () => number;
}) {
  const [search, setSearch] = useSearchParams();
  const filters = radarFilters(search);
  const flags = useQuery(radarQuery(radarParams(filters)));
  const at = useNow(now);
  const columns = useMemo(() => columnsAt(at, personAction), [at, personAction]);
  const [selection, setSelection] = useState<RowSelectionState>({});
  // Selected students keep their flag as last seen, so a selection survives paging.
  const [seen, setSeen] = useState<ReadonlyMap<string, RadarFlag>>(new Map());
  const shown = flags.data?.items;
  if (shown && shown.some((f) => seen.get(f.student._id) !== f)) {
    const next = new Map(seen);
    for (const f of shown) next.set(f.student._id, f);
    setSeen(next);
  }
  const selected = Object.keys(selection)
    .map((id) => seen.get(id))
    .filter((f): f is RadarFlag => f !== undefined);

  return (
    <ToastProvider label="Messages to students">
      <Stack gap="lg">
        <PageHeader
          title="At-risk students"
          description="Students of your batches who are slipping, the newest first, and why. A reason clears by itself when it ends."
          actions={
            <Inline gap="sm" align="center" wrap>
              <Link as={RouterLink} href={paths.radarAttendance.href()}>
                Attendance report
              </Link>
              <Link as={RouterLink} href={paths.radarProgress.href()}>
                Weekly progress
              </Link>
              {filters.rule && <MessageStudentsDialog recipients={{ rule: filters.rule }} />}
            </Inline>
          }
        />
        <Card as="section" aria-labelledby="radar-flags">
          <Stack gap="md">
            <Inline gap="md" wrap>
              <Select
                label="Flagged for"
                value={filters.rule ?? ''}
                onChange={(e) =>
                  setSearch(
                    writeRadarFilters({
                      ...(ruleChoices.find((c) => c.value === e.target.value)
                        ? { rule: e.target.value as RadarRule }
                        : {}),
                      trail: [],
                    }),
                    { replace: true },
                  )
                }
                options={[{ value: '', label: 'Any reason' }, ...ruleChoices]}
              />
            </Inline>
            <Heading level={2} size="md" id="radar-flags">
              {filters.rule
                ? `Flagged for ${ruleLabels[filters.rule].toLowerCase()}`
                : 'Flagged students'}
            </Heading>
            <QueryTable
              query={flags}
              errorTitle="The radar could not be loaded"
              caption="Students flagged at risk, the newest first"
              captionHidden
              columns={columns}
              getRowId={(f) => f.student._id}
              skeletonRows={3}
              {...cursorListPosition(
                { trail: filters.trail },
                (next) =>
                  setSearch(writeRadarFilters({ ...filters, trail: [...(next.trail ?? [])] })),
                { sorts: {}, pageSizeOptions: [20] },
              )}
              selection={{
                rowSelection: selection,
                onRowSelectionChange: setSelection,
                getRowLabel: (f) => f.student.name,
                actions: (
                  <MessageStudentsDialog
                    recipients={{ flags: selected }}
                    onDone={() => setSelection({})}
                  />
                ),
              }}
              empty={
                <EmptyState
                  level={3}
                  title={filters.rule ? 'Nobody is flagged for this' : 'Nobody is flagged'}
                  description={
                    filters.rule
                      ? 'Choose “Any reason” to see every flagged student.'
                      : 'When a student stops visiting, misses classes or leaves tasks overdue, they appear here within a minute.'
                  }
                />
              }
            />
          </Stack>
        </Card>
      </Stack>
    </ToastProvider>
  );
}
