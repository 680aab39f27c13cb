import type { Quiz, QuizAnswer, QuizAttempt, QuizAttemptQuestion } from '@campus/sdk';
import {
  Alert,
  Badge,
  Button,
  Card,
  Countdown,
  Heading,
  Inline,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
} from '@campus/ui';
import { useMachine } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { countOf } from '../../lib/plural';
import { SafeHtml } from '../../lib/safe-html';
import { QuestionInput } from './question-input';
import { canTryAgain, quizPlayerMachine, secondsLeft, selectIsSaving } from './quiz-player.machine';
import { usePlayerActors } from './quizzes.api';

const showAnswersWords = {
  afterEachAttempt: 'after each attempt',
  afterPassing: 'once you pass',
  never: 'never',
} as const;

/** The settings a student reads before starting: pass mark, attempts left, time. */
function QuizFacts({ quiz }: { quiz: Quiz }) {
  const s = quiz.settings;
  const left = Math.max(0, s.attemptsAllowed - quiz.attemptsUsed);
  return (
    <ul aria-label="About this quiz">
      <li>{countOf(quiz.questionCount, 'question')}</li>
      <li>Pass mark: {s.passingScorePercent} %</li>
      <li>
        Attempts: {left} of {s.attemptsAllowed} left
      </li>
      <li>
        {s.timeLimitMinutes
          ? `Time limit: ${countOf(s.timeLimitMinutes, 'minute')} from the start, on the server's clock`
          : 'No time limit'}
      </li>
      <li>Correct answers and explanations are shown {showAnswersWords[s.showAnswers]}.</li>
    </ul>
  );
}

/** How the student answered a question, in words. */
function answerWords(q: QuizAttemptQuestion, a: QuizAnswer | undefined): string {
  if (!a) return 'No answer';
  if (a.choiceIds?.length) {
    return a.choiceIds.map((id) => q.choices?.find((c) => c.id === id)?.text ?? id).join(', ');
  }
  if (a.text?.trim()) return a.text;
  if (typeof a.number === 'number') return String(a.number);
  return 'No answer';
}

/** The key, when the quiz's settings let the student see it. */
function correctWords(q: QuizAttemptQuestion): string | null {
  if (q.correctChoiceIds?.length) {
    return q.correctChoiceIds
      .map((id) => q.choices?.find((c) => c.id === id)?.text ?? id)
      .join(', ');
  }
  if (q.acceptedAnswers?.length) return q.acceptedAnswers.join(' or ');
  if (q.correctNumber !== undefined) {
    return q.tolerance ? `${q.correctNumber} (± ${q.tolerance})` : String(q.correctNumber);
  }
  return null;
}

function Feedback({ attempt }: { attempt: QuizAttempt }) {
  const answers = new Map(attempt.answers.map((a) => [a.questionId, a]));
  return (
    <ol aria-label="Your answers">
      {attempt.questions.map((q) => {
        const key = correctWords(q);
        return (
          <li key={q.questionId}>
            <Stack gap="xs">
              <Inline gap="sm" align="center" wrap>
                <Text weight="semibold">{q.prompt}</Text>
                <Badge tone={q.correct ? 'success' : 'danger'}>
                  {q.correct ? 'Correct' : 'Incorrect'}
                </Badge>
                <Text as="span" size="sm" tone="muted">
                  {q.pointsAwarded ?? 0} of {countOf(q.points, 'point')}
                </Text>
              </Inline>
              <Text size="sm">Your answer: {answerWords(q, answers.get(q.questionId))}</Text>
              {key !== null && <Text size="sm">Correct answer: {key}</Text>}
              {q.explanation && (
                <Text size="sm" tone="muted">
                  Explanation: {q.explanation}
                </Text>
              )}
            </Stack>
          </li>
        );
      })}
    </ol>
  );
}

function Result({
  quiz,
  attempt,
  timeUp,
  out,
  onTryAgain,
}: {
  quiz: Quiz;
  attempt: QuizAttempt;
  timeUp: boolean;
  out: boolean;
  onTryAgain: () => void;
}) {
  const score = Math.round(attempt.scorePercent ?? 0);
  const pass = quiz.settings.passingScorePercent;
  return (
    <Stack gap="md">
      {timeUp && (
        <Alert tone="warning" title="Time is up" live="status">
          The server ended this attempt at its deadline and graded the answers saved by then.
        </Alert>
      )}
      <Alert
        tone={attempt.passed ? 'success' : 'danger'}
        title={attempt.passed ? `Passed with ${score} %` : `Not passed: ${score} %`}
        live="status"
      >
        {attempt.passed
          ? 'This lesson now counts as done in your course progress.'
          : out
            ? `You needed ${pass} % and have used all ${countOf(quiz.settings.attemptsAllowed, 'attempt')}. Ask your instructor if you need another.`
            : `You need ${pass} % to pass. ${countOf(attempt.attemptsLeft ?? 0, 'attempt')} left.`}
      </Alert>
      <Heading level={3} size="md">
        Attempt {attempt.number}: question by question
      </Heading>
      <Feedback attempt={attempt} />
      {canTryAgain(quiz, attempt) && (
        <div>
          <Button onClick={onTryAgain}>Try again</Button>
        </div>
      )}
    </Stack>
  );
}

function PlayerLoading() {
  return (
    <SkeletonGroup label="Loading quiz…">
      <Stack gap="sm">
        <Skeleton width="50%" />
        <Skeleton height="6rem" />
      </Stack>
    </SkeletonGroup>
  );
}

/**
 * A quiz lesson as the student takes it: the introduction and the settings, then the
 * attempt with its answers saved as they are given, then the grade from the server. `whenEmpty` is
 * what the course shows for a quiz with no questions yet (the course player's own "Mark as
 * complete": such a quiz cannot be passed, so it is marked done by hand).
 */
export function QuizPlayer({ lessonId, whenEmpty }: { lessonId: string; whenEmpty?: ReactNode }) {
  const actors = usePlayerActors(lessonId);
  const machine = useMemo(() => quizPlayerMachine.provide({ actors }), [actors]);
  const [state, send] = useMachine(machine, { input: { lessonId } });
  const { quiz, attempt, answers, error, saveError, timeUp, now } = state.context;

  if (state.matches('loading')) return <PlayerLoading />;
  if (state.matches('failed') || !quiz) {
    return (
      <Alert tone="danger" title="This quiz could not be loaded">
        <Stack gap="sm">
          <span>{error}</span>
          <div>
            <Button size="sm" variant="secondary" onClick={() => send({ type: 'quiz.reload' })}>
              Try again
            </Button>
          </div>
        </Stack>
      </Alert>
    );
  }

  const intro = quiz.introduction.trim() ? <SafeHtml html={quiz.introduction} /> : null;

  if (state.matches('notStarted') || state.matches('starting')) {
    if (quiz.questionCount === 0) {
      return (
        <Stack gap="md">
          {intro}
          <Text tone="muted">This quiz has no questions yet.</Text>
          {whenEmpty}
        </Stack>
      );
    }
    return (
      <Card padding="md">
        <Stack gap="md">
          {intro}
          <QuizFacts quiz={quiz} />
          {error && (
            <Alert tone="danger" live="status">
              {error}
            </Alert>
          )}
          <div>
            <Button
              loading={state.matches('starting')}
              onClick={() => send({ type: 'quiz.start' })}
            >
              {quiz.attemptsUsed > 0 ? 'Start a new attempt' : 'Start the quiz'}
            </Button>
          </div>
        </Stack>
      </Card>
    );
  }

  if ((state.matches('graded') || state.matches('outOfAttempts')) && attempt) {
    return (
      <Result
        quiz={quiz}
        attempt={attempt}
        timeUp={timeUp}
        out={state.matches('outOfAttempts')}
        onTryAgain={() => send({ type: 'quiz.start' })}
      />
    );
  }

  // In progress, submitting, or asking the server how a timed attempt stands.
  const submitting = state.matches('submitting');
  const checking = state.matches('checking');
  const left = secondsLeft(attempt, now);
  const questions = attempt?.questions ?? [];
  return (
    <form
      aria-label={`Attempt ${attempt?.number ?? 1}`}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'quiz.submit' });
      }}
    >
      <Stack gap="lg">
        <Inline gap="md" justify="space-between" align="center" wrap>
          <Text weight="semibold">
            Attempt {attempt?.number} of {quiz.settings.attemptsAllowed}
          </Text>
          {left !== null && (
            <Text as="span" size="sm" aria-live="off">
              Time left: <Countdown seconds={left} />
            </Text>
          )}
          <Text as="span" size="sm" tone={saveError ? 'danger' : 'muted'} role="status">
            {saveError
              ? `Not saved yet (${saveError}). Trying again…`
              : selectIsSaving(state)
                ? 'Saving…'
                : state.matches({ inProgress: { saving: 'waiting' } })
                  ? 'Unsaved changes'
                  : 'All answers saved'}
          </Text>
        </Inline>
        {checking && (
          <Alert tone="info" live="status">
            Time is up on this device. Checking with the server…
          </Alert>
        )}
        {error && (
          <Alert tone="danger" live="status">
            {error}
          </Alert>
        )}
        <Stack gap="lg">
          {questions.map((q, i) => (
            <QuestionInput
              key={q.questionId}
              question={q}
              index={i}
              answer={answers[q.questionId]}
              disabled={submitting || checking}
              onAnswer={(answer) => send({ type: 'quiz.answer', answer })}
            />
          ))}
        </Stack>
        <div>
          <Button type="submit" loading={submitting} disabled={checking}>
            Submit answers
          </Button>
        </div>
      </Stack>
    </form>
  );
}
