import {
  assignStudentsToBatch,
  createBatchVideo,
  deleteBatchVideo,
  getBatch,
  listBatchAssignments,
  listBatches,
  listBatchVideos,
  setBatchMentor,
  type BatchMentorRequest,
  listStudents,
  removeBatchAssignment,
  listBatchVideoProgress,
  saveBatchVideoProgress,
  updateBatchVideo,
  type BatchAssignmentPage,
  type BatchAssignRequest,
  type BatchVideoProgress,
  type BatchVideoProgressUpdate,
  type BatchVideoCreateRequest,
  type BatchVideoUpdateRequest,
  type ListBatchesParams,
} from '@campus/sdk';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { batchKeys } from '../../data/batches/keys';
import { refreshAfter, type Change } from '../../data/changes';
import { learningKeys } from '../../data/learning/keys';
import { userKeys } from '../../data/users/keys';

export interface BatchRef {
  monthYear: string;
  domain: string;
}

export const batchesQuery = (params: ListBatchesParams) =>
  queryOptions({
    queryKey: batchKeys.list(params),
    queryFn: () => listBatches(params),
    placeholderData: keepPreviousData,
  });

export const batchQuery = (b: BatchRef) =>
  queryOptions({ queryKey: batchKeys.detail(b), queryFn: () => getBatch(b.monthYear, b.domain) });

/**
 * A batch's students by cursor, 100 a page: most batches are one page; a batch of a
 * few hundred reads on with "Show more students".
 */
export const batchStudentsQuery = (b: BatchRef) =>
  infiniteQueryOptions({
    queryKey: batchKeys.students(b),
    queryFn: ({ pageParam }) =>
      listBatchAssignments({ ...b, pageSize: 100, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last: BatchAssignmentPage) => last.nextCursor ?? undefined,
    select: (data) => ({ items: data.pages.flatMap((p) => p.items) }),
  });

export const batchVideosQuery = (b: BatchRef) =>
  queryOptions({ queryKey: batchKeys.videos(b), queryFn: () => listBatchVideos(b) });

export const studentChoicesQuery = (search: string) =>
  queryOptions({
    queryKey: userKeys.studentChoices(search),
    queryFn: () => listStudents({ search: search || undefined, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });

/**
 * Assignments move students between batches (every batch, the users lists, the mentors' students
 * change); a recording changes the batch screens.
 */
function useRefreshAfter(change: Change) {
  const client = useQueryClient();
  return () => refreshAfter(client, change);
}

export function useAssign() {
  const invalidate = useRefreshAfter('roster.changed');
  return useMutation({
    mutationFn: (body: BatchAssignRequest) => assignStudentsToBatch(body),
    onSuccess: invalidate,
  });
}

export function useRemoveAssignment() {
  const invalidate = useRefreshAfter('roster.changed');
  return useMutation({
    mutationFn: ({ mentorId, studentId }: { mentorId: string; studentId: string }) =>
      removeBatchAssignment(mentorId, studentId),
    onSuccess: invalidate,
  });
}

/** Adds a mentor to the batch's routing, or changes their weight or away state. */
export function useSetBatchMentor(b: BatchRef) {
  const invalidate = useRefreshAfter('routing.changed');
  return useMutation({
    mutationFn: ({ mentorId, body }: { mentorId: string; body: BatchMentorRequest }) =>
      setBatchMentor(b.monthYear, b.domain, mentorId, body),
    onSuccess: invalidate,
  });
}

export function useCreateVideo() {
  const invalidate = useRefreshAfter('recording.changed');
  return useMutation({
    mutationFn: (body: BatchVideoCreateRequest) => createBatchVideo(body),
    onSuccess: invalidate,
  });
}

export function useUpdateVideo() {
  const invalidate = useRefreshAfter('recording.changed');
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BatchVideoUpdateRequest }) =>
      updateBatchVideo(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteVideo() {
  const invalidate = useRefreshAfter('recording.changed');
  return useMutation({
    mutationFn: (id: string) => deleteBatchVideo(id),
    onSuccess: invalidate,
  });
}

// ---------- The student's side: the batch's recordings and what they watched ----------

export const batchVideoProgressQuery = (b: BatchRef) =>
  queryOptions({
    queryKey: learningKeys.videoProgress(b),
    queryFn: () => listBatchVideoProgress(b),
  });

/** Marks a batch video watched / keeps its position; the batch's progress list takes the answer. */
export function useSaveVideoProgress(b: BatchRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, ...body }: BatchVideoProgressUpdate & { videoId: string }) =>
      saveBatchVideoProgress(videoId, body),
    onSuccess: (saved) =>
      client.setQueryData(
        learningKeys.videoProgress(b),
        (old: BatchVideoProgress[] | undefined) => [
          ...(old ?? []).filter((p) => p.videoId !== saved.videoId),
          saved,
        ],
      ),
  });
}
