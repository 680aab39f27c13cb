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
import { refreshAfter } from '../../data/changes';
import { userKeys } from '../../data/users/keys';

export const adminUsersQuery = (params: ListUsersParams) =>
  queryOptions({
    queryKey: userKeys.adminList(params),
    queryFn: () => listUsers(params),
    // The table keeps showing the last page while the next one loads (no layout jump).
    placeholderData: keepPreviousData,
  });

function useInvalidateUsers() {
  const client = useQueryClient();
  // The mentor review, the students table and the overview's figures too.
  return () => refreshAfter(client, 'account.changed');
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
