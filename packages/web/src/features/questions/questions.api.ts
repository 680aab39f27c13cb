import {
  acceptAnswer,
  answerQuestion,
  askQuestion,
  followQuestion,
  getQuestion,
  getQuestionSpaceNews,
  listQuestions,
  markQuestionSpaceVisited,
  suggestSimilarQuestions,
  unfollowQuestion,
  upvoteQuestion,
  withdrawQuestionUpvote,
  type BatchRef,
  type QuestionDraft,
  type QuestionFilter,
  type QuestionPage,
} from '@campus/sdk';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { refreshAfter } from '../../data/changes';
import { questionKeys } from '../../data/questions/keys';

export const QUESTIONS_PAGE_SIZE = 20;

/**
 * A batch's questions, newest first, paged by cursor: the pages read so far, "Load more" reads the
 * next. A question asked, answered or accepted (the batch room's events, this tab's own changes)
 * refreshes it (data/changes.ts `question.changed`).
 */
export const questionListQuery = (batch: BatchRef, filter: QuestionFilter) =>
  infiniteQueryOptions({
    queryKey: questionKeys.list(batch, { filter, pageSize: QUESTIONS_PAGE_SIZE }),
    queryFn: ({ pageParam }) =>
      listQuestions(batch.monthYear, batch.domain, {
        filter,
        pageSize: QUESTIONS_PAGE_SIZE,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: '',
    getNextPageParam: (last: QuestionPage) => last.nextCursor ?? undefined,
    select: (data) => ({ items: data.pages.flatMap((p) => p.items) }),
  });

/** What others posted since the caller last marked the space visited. */
export const questionNewsQuery = (batch: BatchRef) =>
  queryOptions({
    queryKey: questionKeys.news(batch),
    queryFn: () => getQuestionSpaceNews(batch.monthYear, batch.domain),
  });

/** The similar-question box: at most three answered questions like the title typed. */
export const similarQuestionsQuery = (batch: BatchRef, title: string) =>
  queryOptions({
    queryKey: questionKeys.similar(batch, title),
    queryFn: () => suggestSimilarQuestions(batch.monthYear, batch.domain, { title }),
    enabled: title.length >= SIMILAR_MIN_LENGTH,
    staleTime: 60_000,
  });

/** The server looks for similar questions from this many characters of a title. */
export const SIMILAR_MIN_LENGTH = 3;

export const questionThreadQuery = (id: string) =>
  queryOptions({ queryKey: questionKeys.thread(id), queryFn: () => getQuestion(id) });

/** Every change here is a `question.changed`: the list, the counts and the open question. */
function useQuestionChange<TArgs, TResult>(run: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => refreshAfter(client, 'question.changed'),
  });
}

export const useAskQuestion = (batch: BatchRef) =>
  useQuestionChange((draft: QuestionDraft) => askQuestion(batch.monthYear, batch.domain, draft));

export const useAnswerQuestion = (id: string) =>
  useQuestionChange((body: string) => answerQuestion(id, { body }));

export const useAcceptAnswer = (id: string) =>
  useQuestionChange((answerId: string) => acceptAnswer(id, { answerId }));

export const useUpvote = (id: string) =>
  useQuestionChange((on: boolean) => (on ? upvoteQuestion(id) : withdrawQuestionUpvote(id)));

export const useFollow = (id: string) =>
  useQuestionChange((on: boolean) => (on ? followQuestion(id) : unfollowQuestion(id)));

/**
 * Marks the space visited now. The counts the page shows were read on arrival and stay as they
 * were, so nothing is refreshed: the next visit counts from here.
 */
export const useMarkVisited = (batch: BatchRef) =>
  useMutation({ mutationFn: () => markQuestionSpaceVisited(batch.monthYear, batch.domain) });
