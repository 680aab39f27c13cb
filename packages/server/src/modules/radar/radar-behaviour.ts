// The students of the radar's evaluation cohort as behaviours drawn from a seed: an ordinary student
// with the noise ordinary students have (a missed class, a late task, a failed first quiz attempt, a
// message answered after a day), turned into a disengager of a given shape or a decoy who only looks
// disengaged (rules.ts says what on leave, finished and new mean in the data). radar-cohort.ts writes
// them into the database.
export const DISENGAGED_SHAPES = [
  'stopped_visiting',
  'overdue',
  'failing_quizzes',
  'missing_classes',
  'ignored_mentor',
  'mixed',
  'stalled_resubmission',
  'faded',
] as const;
export type Shape = (typeof DISENGAGED_SHAPES)[number];
export type Decoy = 'on_leave' | 'finished' | 'new_this_week';

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
/** Past tasks are due weekly, the last 3 days before now; one more is due in 4 days. */
export const TASK_DUE_DAYS_AGO = [38, 31, 24, 17, 10, 3, -4];
/** Ended live classes, twice a week, the latest 2.5 days ago. */
export const CLASS_DAYS_AGO = Array.from({ length: 12 }, (_, i) => 41 - i * 3.5);
export const QUIZZES = 4;

type Review = 'approved' | 'changes_resubmitted' | { pendingDaysAgo: number };

export interface Behaviour {
  active: boolean;
  joinedDaysAgo: number;
  seenDaysAgo: number | null;
  /** Per task with a past due date: submitted, and how the review went. */
  work: (Review | null)[];
  attends: boolean[];
  quizzes: ('pass' | 'retry_pass' | 'fail' | 'none')[];
  message: { hoursAgo: number; replied: boolean } | null;
  progress: number;
  finished: boolean;
}

export function ordinary(r: () => number): Behaviour {
  const pastTasks = TASK_DUE_DAYS_AGO.filter((d) => d > 0);
  return {
    active: true,
    joinedDaysAgo: 42,
    seenDaysAgo: r() < 0.04 ? 4 + r() * 3 : r() * 3,
    work: pastTasks.map((daysAgo, i) => {
      if (r() > (i === pastTasks.length - 1 ? 0.92 : 0.97)) return null;
      if (r() > 0.12) return 'approved';
      return daysAgo <= 3 || r() < 0.1
        ? { pendingDaysAgo: Math.min(daysAgo, 1 + r() * 2) }
        : 'changes_resubmitted';
    }),
    attends: CLASS_DAYS_AGO.map(() => r() < 0.9),
    quizzes: Array.from({ length: QUIZZES }, () => {
      const x = r();
      return x < 0.8 ? 'pass' : x < 0.93 ? 'retry_pass' : x < 0.97 ? 'fail' : 'none';
    }),
    message:
      r() < 0.3
        ? r() < 0.9
          ? { hoursAgo: 2 + r() * 200, replied: true }
          : { hoursAgo: 1 + r() * 70, replied: false }
        : null,
    progress: Math.max(5, Math.min(100, 62 + (r() + r() + r() - 1.5) * 25)),
    finished: false,
  };
}

/** Changes an ordinary student into a disengager of `shape`. */
export function disengage(b: Behaviour, shape: Shape, r: () => number): void {
  const n = b.attends.length;
  const lastTasks = (k: number) =>
    b.work.forEach((_, i) => i >= b.work.length - k && (b.work[i] = null));
  const missLast = (k: number) => b.attends.forEach((_, i) => i >= n - k && (b.attends[i] = false));
  switch (shape) {
    case 'stopped_visiting': {
      b.seenDaysAgo = 9 + r() * 10;
      const stopped = b.seenDaysAgo;
      TASK_DUE_DAYS_AGO.forEach(
        (d, i) => d > 0 && d < stopped && i < b.work.length && (b.work[i] = null),
      );
      CLASS_DAYS_AGO.forEach((d, i) => d < stopped && (b.attends[i] = false));
      b.progress -= 15;
      return;
    }
    case 'overdue':
      b.work = b.work.map((w, i) => (i >= b.work.length - 4 && i !== b.work.length - 2 ? null : w));
      return;
    case 'failing_quizzes':
      b.quizzes = ['fail', 'fail', r() < 0.5 ? 'fail' : 'pass', 'none'];
      b.progress -= 10;
      return;
    case 'missing_classes':
      missLast(3 + Math.floor(r() * 3));
      return;
    case 'ignored_mentor':
      b.message = { hoursAgo: 80 + r() * 80, replied: false };
      return;
    case 'mixed':
      missLast(2);
      lastTasks(2);
      b.seenDaysAgo = 5;
      return;
    case 'stalled_resubmission':
      b.work[b.work.length - 2] = { pendingDaysAgo: 6 + r() * 3 };
      if (r() < 0.5) b.work[b.work.length - 3] = { pendingDaysAgo: 12 };
      return;
    case 'faded':
      b.seenDaysAgo = 8 + r() * 2;
      b.progress = 20 + r() * 10;
      return;
  }
}

/** Changes an ordinary student into a decoy: looks disengaged, is not at risk. */
export function decoy(b: Behaviour, kind: Decoy, r: () => number): void {
  switch (kind) {
    case 'on_leave':
      disengage(b, 'stopped_visiting', r);
      b.active = false;
      return;
    case 'finished':
      b.finished = true;
      b.progress = 100;
      b.seenDaysAgo = 12 + r() * 6;
      CLASS_DAYS_AGO.forEach((d, i) => d < 12 && (b.attends[i] = false));
      return;
    case 'new_this_week':
      b.joinedDaysAgo = 2 + r() * 4;
      b.seenDaysAgo = null;
      b.work = b.work.map(() => null);
      b.quizzes = b.quizzes.map(() => 'none');
      b.progress = 0;
      return;
  }
}
