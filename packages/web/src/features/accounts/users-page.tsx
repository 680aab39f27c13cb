import { ListUsersSort, normalizeError, Role, type User } from '@campus/sdk';
import {
  AlertDialog,
  Badge,
  Button,
  dataTableColumnHelper,
  EmptyState,
  PageHeader,
  Select,
  Stack,
  Text,
  ToastProvider,
  useToast,
  type RowSelectionState,
} from '@campus/ui';
import { formatInstant } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { cursorListPosition, QueryTable } from '../../lib/query-table';
import { SearchForm } from '../../lib/search-form';
import { adminUsersQuery, useBulkStatus } from './accounts.api';
import { CreateUserDialog } from './create-user-dialog';
import { RoleAction, roleLabels, StatusAction } from './user-row-actions';
import {
  pageSizes,
  readUserFilters,
  userParams,
  writeUserFilters,
  type UserFilters,
} from './users-filters';

const roleFilterOptions = [
  { value: '', label: 'All roles' },
  ...Object.values(Role).map((r) => ({ value: r, label: roleLabels[r] })),
];
const statusOptions = [
  { value: '', label: 'Any status' },
  { value: 'active', label: 'Active' },
  { value: 'deactivated', label: 'Deactivated' },
];

const col = dataTableColumnHelper<User>();
function userColumns(selfId: string | undefined) {
  return col.columns([
    col.accessor('name', { header: 'Name' }),
    col.accessor('email', { header: 'Email' }),
    col.accessor('role', {
      header: 'Role',
      cell: (info) => (
        <RoleAction user={info.row.original} self={info.row.original._id === selfId} />
      ),
    }),
    col.accessor('isActive', {
      header: 'Status',
      enableSorting: false,
      cell: (info) => (
        <Badge tone={info.getValue() ? 'success' : 'neutral'}>
          {info.getValue() ? 'Active' : 'Deactivated'}
        </Badge>
      ),
    }),
    col.accessor('createdAt', {
      header: 'Joined',
      meta: { priority: 3 },
      cell: (info) => (
        <time dateTime={info.getValue()}>{formatInstant(info.getValue(), 'adminTable')}</time>
      ),
    }),
    col.display({
      id: 'actions',
      header: 'Actions',
      meta: { actions: true },
      cell: (info) =>
        // Deactivating yourself would lock the console's only door; the server refuses it too.
        info.row.original._id === selfId ? (
          <Text size="sm" tone="muted">
            You
          </Text>
        ) : (
          <StatusAction user={info.row.original} />
        ),
    }),
  ]);
}

/** Bulk activate / deactivate of the selected rows, confirmed, then summarised. */
function BulkActions({ selected, onDone }: { selected: string[]; onDone: () => void }) {
  const toast = useToast();
  const bulk = useBulkStatus();
  const n = selected.length;
  const accounts = n === 1 ? '1 account' : `${n} accounts`;
  const run = (active: boolean) =>
    bulk.mutate(
      { ids: selected, active },
      {
        onSuccess: (r) => {
          const parts = [
            `${r.changed.length} ${active ? 'activated' : 'deactivated'}`,
            r.unchanged.length
              ? `${r.unchanged.length} already ${active ? 'active' : 'deactivated'}`
              : '',
            ...r.skipped.map((s) => `skipped: ${s.reason}`),
          ].filter(Boolean);
          toast({ tone: 'success', title: `${parts.join('; ')}.` });
          onDone();
        },
        onError: (error) => toast({ tone: 'danger', title: normalizeError(error).message }),
      },
    );
  return (
    <>
      <AlertDialog.Root>
        <AlertDialog.Trigger asChild>
          <Button size="sm" variant="danger" loading={bulk.isPending}>
            Deactivate selected
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Content
          title={`Deactivate ${accounts}?`}
          description={`The ${accounts} you selected will be signed out everywhere at once and cannot log in until activated again. Your own account is never deactivated. Nothing is deleted.`}
          confirmLabel={`Deactivate ${accounts}`}
          tone="danger"
          onConfirm={() => run(false)}
        />
      </AlertDialog.Root>
      <AlertDialog.Root>
        <AlertDialog.Trigger asChild>
          <Button size="sm" variant="secondary" loading={bulk.isPending}>
            Activate selected
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Content
          title={`Activate ${accounts}?`}
          description={`The ${accounts} you selected can log in again with their passwords.`}
          confirmLabel={`Activate ${accounts}`}
          onConfirm={() => run(true)}
        />
      </AlertDialog.Root>
    </>
  );
}

function UsersTable({ selfId }: { selfId: string | undefined }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = readUserFilters(search);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const users = useQuery(adminUsersQuery(userParams(filters)));
  const columns = useMemo(() => userColumns(selfId), [selfId]);

  // Any change but a move between pages starts again from the first page (an empty trail).
  const apply = (next: Partial<UserFilters>) =>
    navigate(`${paths.adminUsers.href()}${writeUserFilters({ ...filters, trail: [], ...next })}`, {
      replace: true,
    });

  return (
    <Stack gap="md">
      <SearchForm
        name="Users"
        label="Search by name or email"
        initial={filters.search}
        onSearch={(search) => apply({ search })}
      >
        <Select
          label="Role"
          options={roleFilterOptions}
          value={filters.role ?? ''}
          onChange={(event) => apply({ role: (event.target.value as Role) || undefined })}
        />
        <Select
          label="Status"
          options={statusOptions}
          value={filters.active === undefined ? '' : filters.active ? 'active' : 'deactivated'}
          onChange={(event) =>
            apply({
              active: event.target.value === '' ? undefined : event.target.value === 'active',
            })
          }
        />
      </SearchForm>
      <QueryTable
        query={users}
        errorTitle="The users could not be loaded"
        caption="Users"
        captionHidden
        columns={columns}
        getRowId={(u) => u._id}
        {...cursorListPosition(filters, apply, {
          sorts: ListUsersSort,
          pageSizeOptions: pageSizes,
        })}
        selection={{
          rowSelection: selection,
          onRowSelectionChange: setSelection,
          getRowLabel: (u) => u.name,
          actions: (
            <BulkActions selected={Object.keys(selection)} onDone={() => setSelection({})} />
          ),
        }}
        empty={
          <EmptyState
            level={2}
            title="No users match"
            description="Try another name or email, or clear the role and status filters."
          />
        }
      />
    </Stack>
  );
}

/**
 * /admin/users (spec §2, §6): every account in a server-paginated table — search, role
 * and status filters, sort and page size in the URL — with activate / deactivate, role change,
 * bulk status and account creation. `selfId` is the signed-in admin, whose own row has no
 * status action.
 */
export function AdminUsersPage({ selfId }: { selfId?: string }) {
  return (
    <ToastProvider label="User changes">
      <Stack gap="lg">
        <PageHeader
          title="Users"
          description="Every account on Campus. Deactivate rather than delete: a deactivated person is signed out everywhere and keeps their history."
          actions={<CreateUserDialog />}
        />
        <UsersTable selfId={selfId} />
      </Stack>
    </ToastProvider>
  );
}
