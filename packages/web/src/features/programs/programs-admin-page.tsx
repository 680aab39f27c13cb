import type { Program } from '@campus/sdk';
import {
  Badge,
  Currency,
  dataTableColumnHelper,
  EmptyState,
  PageHeader,
  Stack,
  Text,
  ToastProvider,
} from '@campus/ui';
import { QueryTable } from '../../lib/query-table';
import { useQuery } from '@tanstack/react-query';
import { countOf } from '../../lib/plural';

import { adminProgramsQuery } from './program-admin.api';
import { ProgramEditSheet } from './program-form';

const col = dataTableColumnHelper<Program>();
const columns = col.columns([
  col.accessor('title', {
    header: 'Program',
    cell: (info) => (
      <Stack gap="xs">
        <Text weight="semibold">{info.getValue()}</Text>
        <Text size="sm" tone="muted">
          /{info.row.original.slug}
        </Text>
      </Stack>
    ),
  }),
  col.accessor('price', {
    header: 'Price',
    meta: { numeric: true },
    cell: (info) => <Currency amount={info.getValue()} />,
  }),
  col.accessor('durationWeeks', {
    header: 'Duration',
    meta: { priority: 3 },
    cell: (info) => countOf(info.getValue(), 'week'),
  }),
  col.accessor('curriculum', {
    header: 'Curriculum',
    meta: { priority: 3 },
    cell: (info) => countOf(info.getValue().length, 'section'),
  }),
  col.accessor('published', {
    header: 'Status',
    cell: (info) => (
      <Badge tone={info.getValue() ? 'success' : 'neutral'}>
        {info.getValue() ? 'Published' : 'Draft'}
      </Badge>
    ),
  }),
  col.display({
    id: 'actions',
    header: 'Actions',
    meta: { actions: true },
    // The program pages are students' (spec §2): an admin's guard would bounce them from it.
    cell: (info) => <ProgramEditSheet program={info.row.original} />,
  }),
]);

/**
 * /admin/programs (spec §2): the program pages' content — title, summary, curriculum,
 * duration, price in ₹, outcomes, published — edited in a sheet; the public pages refetch on save.
 */
export function AdminProgramsPage() {
  const programs = useQuery(adminProgramsQuery());
  return (
    <ToastProvider label="Program changes">
      <Stack gap="lg">
        <PageHeader
          title="Programs"
          description="What each program page shows. A price change applies to registrations from now on; amounts already charged stay as they are."
        />
        <QueryTable
          query={programs}
          errorTitle="The programs could not be loaded"
          caption="Programs"
          captionHidden
          columns={columns}
          getRowId={(p) => p._id}
          skeletonRows={6}
          empty={
            <EmptyState
              level={2}
              title="No programs yet"
              description="No program is stored yet. Programs created through the API appear here to edit."
            />
          }
        />
      </Stack>
    </ToastProvider>
  );
}
