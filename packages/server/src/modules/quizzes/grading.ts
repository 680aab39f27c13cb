// Grading and what a student is shown of an attempt. Pure: the attempts use case loads the rows.
// The key (correct choices, accepted answers, the number and its tolerance, the explanation) leaves
// the server only in a graded attempt the quiz's `showAnswers` lets the student see.
import type { QuizAttempt, QuizAttemptQuestion } from '@campus/sdk/model';
import type {
  AskedQuestion,
  GradedQuestion,
  QuizAttemptRow,
  QuizQuestionRow,
  StoredAnswer,
  StoredChoice,
} from '../../db/schema/index';

/** The question's choices in the order the attempt asks them (choices added since come last). */
function orderedChoices(q: QuizQuestionRow, asked: AskedQuestion): StoredChoice[] | undefined {
  if (!q.choices) return undefined;
  if (!asked.choiceOrder) return q.choices;
  const rank = new Map(asked.choiceOrder.map((id, i) => [id, i]));
  const at = (c: StoredChoice) => rank.get(c.id) ?? Number.MAX_SAFE_INTEGER;
  return [...q.choices].sort((a, b) => at(a) - at(b));
}

/** Number answers within tolerance; the epsilon absorbs binary fractions (0.1 + 0.2). */
const EPSILON = 1e-9;

function isCorrect(q: QuizQuestionRow, a: StoredAnswer | undefined): boolean {
  if (!a) return false;
  switch (q.kind) {
    case 'single':
    case 'trueFalse':
    case 'multiple': {
      const given = new Set(a.choiceIds ?? []);
      const key = new Set(q.correctChoiceIds ?? []);
      return given.size === key.size && [...key].every((id) => given.has(id));
    }
    case 'shortText': {
      const given = a.text?.trim().toLowerCase();
      return !!given && (q.acceptedAnswers ?? []).some((x) => x.trim().toLowerCase() === given);
    }
    case 'number':
      return (
        a.number !== undefined &&
        q.correctNumber !== null &&
        Math.abs(a.number - q.correctNumber) <= (q.tolerance ?? 0) + EPSILON
      );
  }
}

/** Grades the saved answers against the questions as they are now (deleted ones are not asked). */
export function grade(
  asked: AskedQuestion[],
  bank: Map<string, QuizQuestionRow>,
  answers: StoredAnswer[],
): { graded: GradedQuestion[]; scorePercent: number } {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const graded: GradedQuestion[] = [];
  for (const x of asked) {
    const q = bank.get(x.questionId);
    if (!q) continue;
    const correct = isCorrect(q, byQuestion.get(q.id));
    const g: GradedQuestion = {
      questionId: q.id,
      kind: q.kind,
      prompt: q.prompt,
      points: q.points,
      correct,
      pointsAwarded: correct ? q.points : 0,
    };
    const choices = orderedChoices(q, x);
    if (choices) g.choices = choices;
    if (q.correctChoiceIds) g.correctChoiceIds = q.correctChoiceIds;
    if (q.acceptedAnswers) g.acceptedAnswers = q.acceptedAnswers;
    if (q.correctNumber !== null) g.correctNumber = q.correctNumber;
    if (q.tolerance !== null) g.tolerance = q.tolerance;
    if (q.explanation) g.explanation = q.explanation;
    graded.push(g);
  }
  const total = graded.reduce((n, g) => n + g.points, 0);
  const won = graded.reduce((n, g) => n + g.pointsAwarded, 0);
  const scorePercent = total === 0 ? 0 : Math.round((10000 * won) / total) / 100;
  return { graded, scorePercent };
}

function shownQuestion(g: GradedQuestion, reveal: boolean): QuizAttemptQuestion {
  const q: QuizAttemptQuestion = {
    questionId: g.questionId,
    kind: g.kind,
    prompt: g.prompt,
    points: g.points,
    correct: g.correct,
    pointsAwarded: g.pointsAwarded,
  };
  if (g.choices) q.choices = g.choices;
  if (reveal) {
    if (g.correctChoiceIds) q.correctChoiceIds = g.correctChoiceIds;
    if (g.acceptedAnswers) q.acceptedAnswers = g.acceptedAnswers;
    if (g.correctNumber !== undefined) q.correctNumber = g.correctNumber;
    if (g.tolerance !== undefined) q.tolerance = g.tolerance;
    if (g.explanation) q.explanation = g.explanation;
  }
  return q;
}

/** An open attempt's question: what is asked, never the key. */
function askedQuestion(q: QuizQuestionRow, asked: AskedQuestion): QuizAttemptQuestion {
  const out: QuizAttemptQuestion = {
    questionId: q.id,
    kind: q.kind,
    prompt: q.prompt,
    points: q.points,
  };
  const choices = orderedChoices(q, asked);
  if (choices) out.choices = choices;
  return out;
}

export function attemptDto(
  a: QuizAttemptRow,
  bank: Map<string, QuizQuestionRow>,
  reveal: boolean,
  attemptsLeft: number,
): QuizAttempt {
  const questions = a.graded
    ? a.graded.map((g) => shownQuestion(g, reveal))
    : a.asked.flatMap((x) => {
        const q = bank.get(x.questionId);
        return q ? [askedQuestion(q, x)] : [];
      });
  const dto: QuizAttempt = {
    _id: a.id,
    lessonId: a.lessonId,
    number: a.number,
    status: a.status,
    startedAt: a.startedAt.toISOString(),
    attemptsLeft,
    questions,
    answers: a.answers,
  };
  if (a.deadline) dto.deadline = a.deadline.toISOString();
  if (a.submittedAt) dto.submittedAt = a.submittedAt.toISOString();
  if (a.scorePercent !== null) dto.scorePercent = a.scorePercent;
  if (a.passed !== null) dto.passed = a.passed;
  return dto;
}
