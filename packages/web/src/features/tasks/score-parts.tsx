import type { TaskFeedback, TaskGrading, TaskScore } from '@campus/sdk';
import { RubricGrid, Text } from '@campus/ui';

/** A task's rubric as the kit's grid wants it. */
export const rubricCriteria = (grading: TaskGrading) =>
  (grading.criteria ?? []).map((c) => ({
    id: c._id,
    title: c.title,
    maxPoints: c.maxPoints,
    levels: c.levels.map((l) => ({ id: l._id, title: l.title, points: l.points })),
  }));

/** "7.5 / 10" — a score as people write it. */
const scoreText = (score: Pick<TaskScore, 'total' | 'maxScore'>) =>
  `${score.total} / ${score.maxScore}`;

/** How the task is scored, before any review: the rubric's levels, or the plain maximum. */
export function GradingSummary({ grading }: { grading: TaskGrading }) {
  if (grading.kind === 'points') return <Text>Scored out of {grading.maxScore} points.</Text>;
  return (
    <RubricGrid
      label={`Rubric (out of ${grading.maxScore})`}
      criteria={rubricCriteria(grading)}
      value={{}}
    />
  );
}

/** The score one review gave, with the rubric's words as they stood then. */
export function FeedbackScore({ feedback }: { feedback: TaskFeedback }) {
  const score = feedback.score;
  if (!score) return null;
  if (!score.criteria?.length) return <Text weight="medium">Score: {scoreText(score)}</Text>;
  return (
    <>
      <Text weight="medium">Score: {scoreText(score)}</Text>
      <ul aria-label="Score by criterion">
        {score.criteria.map((c) => (
          <li key={c.criterionId}>
            {c.title}: {c.level} · {c.points} / {c.maxPoints}
          </li>
        ))}
      </ul>
    </>
  );
}
