import type { Course, CourseLesson } from '@campus/sdk';

/** A lesson with its place in the course, so the player can say "Lesson 3 of 8" and step through. */
export interface PlacedLesson extends CourseLesson {
  moduleTitle: string;
  index: number;
}

/** Every lesson in course order (modules and lessons are already ordered by the server). */
export function lessonsInOrder(course: Pick<Course, 'modules'>): PlacedLesson[] {
  return course.modules
    .flatMap((m) => m.lessons.map((l) => ({ ...l, moduleTitle: m.title })))
    .map((l, index) => ({ ...l, index }));
}

/**
 * Where the player opens: the first lesson not yet done after the one last marked (the server
 * keeps `lastLessonId`, so this is the same on every device); else the first one not done at all;
 * a finished course opens at its last marked lesson (or the start) for review.
 */
export function resumeLesson(
  lessons: readonly PlacedLesson[],
  completed: readonly string[],
  lastLessonId?: string,
): PlacedLesson | undefined {
  const done = new Set(completed);
  const last = lessons.findIndex((l) => l._id === lastLessonId);
  const after = lessons.slice(last + 1).find((l) => !done.has(l._id));
  return after ?? lessons.find((l) => !done.has(l._id)) ?? lessons[last] ?? lessons[0];
}
