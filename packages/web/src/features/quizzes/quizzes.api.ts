import {
  createQuizQuestion,
  deleteQuizQuestion,
  getQuiz,
  getQuizAttempt,
  listMyQuizAttempts,
  listQuizQuestions,
  saveQuizAnswers,
  startQuizAttempt,
  submitQuizAttempt,
  updateQuizQuestion,
  updateQuizSettings,
  type QuizAttempt,
  type QuizQuestionInput,
  type QuizSettings,
} from '@campus/sdk';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { refreshAfter } from '../../data/changes';
import { quizKeys } from '../../data/quizzes/keys';
import type { QuizLoad, SaveInput } from './quiz-player.machine';

export const quizQuery = (lessonId: string) =>
  queryOptions({ queryKey: quizKeys.quiz(lessonId), queryFn: () => getQuiz(lessonId) });

export const myAttemptsQuery = (lessonId: string) =>
  queryOptions({
    queryKey: quizKeys.attempts(lessonId),
    queryFn: () => listMyQuizAttempts(lessonId),
  });

export const questionBankQuery = (courseId: string) =>
  queryOptions({
    queryKey: quizKeys.bank(courseId),
    queryFn: () => listQuizQuestions(courseId),
  });

/**
 * A graded attempt changes the quiz (attempts used, passed), the student's grades and, when passed,
 * the course's progress: the player's course, the course pages and the dashboard.
 */
function refreshAfterGrade(client: QueryClient, lessonId: string, attempt: QuizAttempt) {
  return refreshAfter(client, 'quiz.graded', { lessonId, passed: attempt.passed === true });
}

/** The player machine's server calls, bound to this lesson (fresh reads, never the cache). */
export function usePlayerActors(lessonId: string) {
  const client = useQueryClient();
  return useMemo(() => {
    const graded = async (attempt: QuizAttempt) => {
      if (attempt.status !== 'open') await refreshAfterGrade(client, lessonId, attempt);
      return attempt;
    };
    return {
      load: fromPromise<QuizLoad, { lessonId: string }>(async () => {
        const [quiz, attempts] = await Promise.all([
          client.fetchQuery({ ...quizQuery(lessonId), staleTime: 0 }),
          client.fetchQuery({ ...myAttemptsQuery(lessonId), staleTime: 0 }),
        ]);
        return { quiz, attempts };
      }),
      start: fromPromise<QuizAttempt, { lessonId: string }>(() => startQuizAttempt(lessonId)),
      save: fromPromise<QuizAttempt, SaveInput>(({ input }) =>
        saveQuizAnswers(input.attemptId, { answers: input.answers }),
      ),
      submit: fromPromise<QuizAttempt, SaveInput>(async ({ input }) =>
        graded(await submitQuizAttempt(input.attemptId, { answers: input.answers })),
      ),
      check: fromPromise<QuizAttempt, { attemptId: string }>(async ({ input }) =>
        graded(await getQuizAttempt(input.attemptId)),
      ),
    };
  }, [client, lessonId]);
}

/** Every bank write changes what the course's quizzes ask. */
function useInvalidateQuizzes() {
  const client = useQueryClient();
  return () => refreshAfter(client, 'quiz.edited');
}

export function useCreateQuestion(courseId: string) {
  const invalidate = useInvalidateQuizzes();
  return useMutation({
    mutationFn: (body: QuizQuestionInput) => createQuizQuestion(courseId, body),
    onSuccess: invalidate,
  });
}

export function useUpdateQuestion(courseId: string) {
  const invalidate = useInvalidateQuizzes();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: QuizQuestionInput }) =>
      updateQuizQuestion(courseId, id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteQuestion(courseId: string) {
  const invalidate = useInvalidateQuizzes();
  return useMutation({
    mutationFn: (id: string) => deleteQuizQuestion(courseId, id),
    onSuccess: invalidate,
  });
}

export function useSaveQuizSettings(lessonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizSettings) => updateQuizSettings(lessonId, body),
    onSuccess: (quiz) => client.setQueryData(quizQuery(lessonId).queryKey, quiz),
  });
}
