import {
  activateUser,
  bulkSetUserStatus,
  changeUserRole,
  createUser,
  deactivateUser,
  listUsers,
  type CreateUserRequest,
  type ListUsersParams,
  type Role,
} from '@campus/sdk';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Under the `users` root the mentor review and dashboards already use, so a change here refreshes
 * them too (and theirs refreshes this table).
 */
export const adminUserKeys = {
  all: ['users'] as const,
  list: (params: ListUsersParams) => [...adminUserKeys.all, 'admin-list', params] as const,
};

export const adminUsersQuery = (params: ListUsersParams) =>
  queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: () => listUsers(params),
    // The table keeps showing the last page while the next one loads (no layout jump).
    placeholderData: keepPreviousData,
  });

function useInvalidateUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminUserKeys.all });
}

export function useSetUserActive() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      active ? activateUser(id) : deactivateUser(id),
    onSuccess: invalidate,
  });
}

export function useChangeRole() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) => changeUserRole(id, { role }),
    onSuccess: invalidate,
  });
}

export function useBulkStatus() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ ids, active }: { ids: string[]; active: boolean }) =>
      bulkSetUserStatus({ ids, active }),
    onSuccess: invalidate,
  });
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => createUser(body),
    onSuccess: invalidate,
  });
}
