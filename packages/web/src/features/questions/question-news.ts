import type { Question, QuestionSpaceNews } from '@campus/sdk';
import { formatDateTime } from '@campus/time';
import { countOf } from '../../lib/plural';

/**
 * What others posted since the viewer's last visit, in a sentence: "2 new questions and 1 new
 * answer since your last visit (Tue, 24 Nov 2026, 1:00 PM IST)".
 */
export function newsSentence(news: QuestionSpaceNews): string {
  const { newQuestions, newAnswers, lastVisitAt } = news;
  const when = lastVisitAt ? `since your last visit (${formatDateTime(lastVisitAt)})` : 'so far';
  if (newQuestions === 0 && newAnswers === 0)
    return lastVisitAt ? `Nothing new ${when}.` : 'Nothing asked yet.';
  const parts = [
    newQuestions > 0 ? countOf(newQuestions, 'new question') : null,
    newAnswers > 0 ? countOf(newAnswers, 'new answer') : null,
  ].filter((p) => p !== null);
  return `${parts.join(' and ')} ${when}.`;
}

/**
 * Whether a question of the list is new to the viewer: asked by someone else after their last
 * visit (every other's question before a first visit). Unknown until the counts have arrived.
 */
export function isNewSince(
  question: Question,
  since: QuestionSpaceNews | undefined,
  viewerId: string,
): boolean {
  if (!since || question.mine || question.author?._id === viewerId) return false;
  return since.lastVisitAt === null || question.createdAt > since.lastVisitAt;
}
