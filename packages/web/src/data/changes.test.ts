import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keysAfter, refreshAfter, refreshes, type Change } from './changes';
import { gradeKeys } from './grades/keys';
import { quizKeys } from './quizzes/keys';
import { taskKeys } from './tasks/keys';
import { courseKeys } from './courses/keys';
import { bookingKeys } from './bookings/keys';
import { calendarKeys } from './calendar/keys';

/** A key factory: an object of key makers under one root, `all`. */
interface KeyFactory {
  all: readonly string[];
}

const isFactory = (value: unknown): value is KeyFactory =>
  typeof value === 'object' && value !== null && Array.isArray((value as KeyFactory).all);

/** Every key factory of the data layer, found on disk: one data/<domain>/keys.ts each. */
const factories = Object.entries(
  import.meta.glob<Record<string, unknown>>('./*/keys.ts', { eager: true }),
).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isFactory(value))
    .map(([name, value]) => ({ file, name, root: (value as KeyFactory).all[0] })),
);

const changes = Object.keys(refreshes) as Change[];

/** A cache holding one settled query per key, as screens leave it. */
function cacheWith(keys: readonly QueryKey[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { cached: true });
  const invalidated = () =>
    keys.filter((key) => client.getQueryState(key)?.isInvalidated);
  return { client, invalidated };
}

describe('the change map', () => {
  it('finds a key factory in every data/<domain>/keys.ts', () => {
    const files = new Set(factories.map((f) => f.file));
    expect(Object.keys(import.meta.glob('./*/keys.ts')).sort()).toEqual([...files].sort());
  });

  it('reaches every key factory of the data layer from some change', () => {
    const reached = new Set(changes.flatMap((change) => keysAfter(change).map((key) => key[0])));
    const unreached = factories.filter((f) => !reached.has(f.root));
    expect(unreached.map((f) => `${f.name} (${f.file})`)).toEqual([]);
  });

  it('a review refreshes the gradebook, the desk, the review queue and the mentor’s students', async () => {
    const batch = { monthYear: '2026-11', domain: 'web' };
    const screens = [
      gradeKeys.batch(batch),
      gradeKeys.mine(),
      taskKeys.queue(),
      taskKeys.mentor(),
      taskKeys.students(),
      quizKeys.quiz('l-1'),
    ];
    for (const change of ['task.approved', 'task.returned', 'task.submitted'] as const) {
      const { client, invalidated } = cacheWith(screens);
      await refreshAfter(client, change);
      expect(invalidated(), change).toEqual(screens.slice(0, 5));
    }
  });

  it('a class scheduled or moved refreshes the calendars and every mentor’s free slots', async () => {
    const week = { from: '2026-12-14T00:00:00.000Z', to: '2026-12-21T00:00:00.000Z' };
    const screens = [
      calendarKeys.window(week.from, week.to),
      bookingKeys.slots('u-mentor-1', week),
      bookingKeys.slots('u-mentor-2'),
      bookingKeys.availability(),
      calendarKeys.feed(),
    ];
    const { client, invalidated } = cacheWith(screens);
    await refreshAfter(client, 'live-class.changed');
    expect(invalidated()).toEqual(screens.slice(0, 3));
  });

  it('a graded quiz attempt refreshes that quiz and the gradebook; a fail leaves the course progress alone', async () => {
    const batch = { monthYear: '2026-11', domain: 'web' };
    const screens = [
      gradeKeys.batch(batch),
      quizKeys.quiz('l-1'),
      quizKeys.attempts('l-1'),
      quizKeys.quiz('l-2'),
      courseKeys.detail('c-1'),
    ];
    const failed = cacheWith(screens);
    await refreshAfter(failed.client, 'quiz.graded', { lessonId: 'l-1', passed: false });
    expect(failed.invalidated()).toEqual(screens.slice(0, 3));
    // Heard from a socket event, with nothing said about the lesson: every quiz, and the progress.
    const heard = cacheWith(screens);
    await refreshAfter(heard.client, 'quiz.graded');
    expect(heard.invalidated()).toHaveLength(screens.length);
  });

  it('a graded attempt refreshes the course’s quiz results; an edited quiz or curriculum refreshes them alone', async () => {
    const screens = [gradeKeys.quizResults('c-1'), gradeKeys.course('c-1')];
    const graded = cacheWith(screens);
    await refreshAfter(graded.client, 'quiz.graded', { lessonId: 'l-1', passed: false });
    expect(graded.invalidated()).toEqual(screens);
    for (const change of ['quiz.edited', 'course.edited'] as const) {
      const { client, invalidated } = cacheWith(screens);
      await refreshAfter(client, change);
      expect(invalidated(), change).toEqual(screens.slice(0, 1));
    }
  });
});
