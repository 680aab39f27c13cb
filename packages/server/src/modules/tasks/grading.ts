// Tasks: how a task is scored — a plain maximum or a rubric — and the score of one review,
// computed and checked here so a client never decides a total: the levels must be the task's, one per
// criterion, and a plain score must lie between 0 and the maximum.
import type { ReviewDecision, StoredGrading, StoredScore } from '../../db/schema/index';
import type { TaskGradingInput, TaskScoreInput } from '@campus/sdk/model';
import { randomUUID } from 'node:crypto';
import { fieldError, validationFailed, type FieldError } from '../../http/errors';

/** Two decimals at most: points are shown as people write them (7.5), never as 7.499999. */
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The stored grading of an input (null for `none`), or a 400 naming each problem. */
export function gradingOf(input: TaskGradingInput, path = 'grading'): StoredGrading | null {
  if (input.kind === 'none') return null;
  if (input.kind === 'points') {
    if (input.maxScore === undefined)
      throw fieldError(`${path}.maxScore`, 'Give the maximum score');
    return { kind: 'points', maxScore: round2(input.maxScore) };
  }
  const criteria = input.criteria ?? [];
  const errors: FieldError[] = [];
  if (criteria.length === 0)
    errors.push({ path: `${path}.criteria`, msg: 'Add at least one criterion to the rubric' });
  criteria.forEach((c, i) => {
    if (!c.title.trim())
      errors.push({ path: `${path}.criteria.${i}.title`, msg: 'Each criterion needs a name' });
    c.levels.forEach((l, j) => {
      if (!l.title.trim())
        errors.push({
          path: `${path}.criteria.${i}.levels.${j}.title`,
          msg: `Each level of "${c.title.trim() || `criterion ${i + 1}`}" needs a name`,
        });
    });
  });
  if (errors.length) throw validationFailed(errors);
  const stored = criteria.map((c) => {
    const levels = c.levels.map((l) => ({
      _id: randomUUID(),
      title: l.title.trim(),
      points: round2(l.points),
    }));
    return {
      _id: randomUUID(),
      title: c.title.trim(),
      maxPoints: Math.max(...levels.map((l) => l.points)),
      levels,
    };
  });
  return {
    kind: 'rubric',
    maxScore: round2(stored.reduce((sum, c) => sum + c.maxPoints, 0)),
    criteria: stored,
  };
}

/**
 * The score a review gives, or undefined when it gives none. Approving a scored task needs a score;
 * a task without grading takes none.
 */
export function scoreOf(
  grading: StoredGrading | null,
  decision: ReviewDecision,
  input: TaskScoreInput | undefined,
): StoredScore | undefined {
  const given = input && (input.points !== undefined || (input.levels?.length ?? 0) > 0);
  if (!grading) {
    if (given) throw fieldError('score', 'This task has no score or rubric to mark');
    return undefined;
  }
  if (!given) {
    if (decision === 'approved')
      throw fieldError(
        'score',
        grading.kind === 'rubric'
          ? 'Choose a level for every criterion before approving'
          : 'Give a score before approving',
      );
    return undefined;
  }
  if (grading.kind === 'points') {
    const points = input.points;
    if (points === undefined || input.levels?.length)
      throw fieldError('score.points', `Give a score out of ${grading.maxScore}`);
    if (!Number.isFinite(points) || points < 0 || points > grading.maxScore)
      throw fieldError(
        'score.points',
        `The score must be between 0 and ${grading.maxScore} (it was ${points})`,
      );
    return { total: round2(points), maxScore: grading.maxScore };
  }
  if (input.points !== undefined)
    throw fieldError('score.points', 'This task has a rubric: choose a level for each criterion');
  type Level = NonNullable<StoredGrading['criteria']>[number]['levels'][number];
  const chosen = new Map<string, Level>();
  const errors: FieldError[] = [];
  const criteria = grading.criteria ?? [];
  (input.levels ?? []).forEach((l, i) => {
    const criterion = criteria.find((c) => c._id === l.criterionId);
    if (!criterion)
      errors.push({ path: `score.levels.${i}`, msg: 'No such criterion on this task' });
    else if (chosen.has(l.criterionId))
      errors.push({
        path: `score.levels.${i}`,
        msg: `"${criterion.title}" was scored twice; choose one level`,
      });
    else {
      const level = criterion.levels.find((lv) => lv._id === l.levelId);
      if (level) chosen.set(l.criterionId, level);
      else
        errors.push({
          path: `score.levels.${i}`,
          msg: `That level is not one of "${criterion.title}"`,
        });
    }
  });
  for (const c of criteria)
    if (!chosen.has(c._id) && !errors.length)
      errors.push({ path: 'score.levels', msg: `Choose a level for "${c.title}"` });
  if (errors.length) throw validationFailed(errors);
  const lines = criteria.flatMap((c) => {
    const level = chosen.get(c._id);
    if (!level) return [];
    return {
      criterionId: c._id,
      title: c.title,
      levelId: level._id,
      level: level.title,
      points: level.points,
      maxPoints: c.maxPoints,
    };
  });
  return {
    total: round2(lines.reduce((sum, l) => sum + l.points, 0)),
    maxScore: grading.maxScore,
    criteria: lines,
  };
}
