import { describe, expect, it } from 'vitest';
import { lessonsInOrder, resumeLesson } from './outline';

const lesson = (id: string) => ({
  _id: id,
  title: id,
  order: 1,
  type: 'article' as const,
  durationMinutes: 5,
  preview: false,
});
const course = {
  modules: [
    { _id: 'm1', title: 'One', order: 1, lessons: [lesson('a'), lesson('b')] },
    { _id: 'm2', title: 'Two', order: 2, lessons: [lesson('c'), lesson('d')] },
  ],
};
const lessons = lessonsInOrder(course);

describe('lessonsInOrder', () => {
  it('flattens modules in order with their module and position', () => {
    expect(lessons.map((l) => [l._id, l.moduleTitle, l.index])).toEqual([
      ['a', 'One', 0],
      ['b', 'One', 1],
      ['c', 'Two', 2],
      ['d', 'Two', 3],
    ]);
  });
});

describe('resumeLesson', () => {
  it('starts a new enrollment at the first lesson', () => {
    expect(resumeLesson(lessons, [])?._id).toBe('a');
  });
  it('continues after the lesson last marked', () => {
    expect(resumeLesson(lessons, ['a', 'b'], 'b')?._id).toBe('c');
  });
  it('skips lessons already done after the last one', () => {
    expect(resumeLesson(lessons, ['a', 'c'], 'a')?._id).toBe('b');
    expect(resumeLesson(lessons, ['c', 'd'], 'd')?._id).toBe('a');
  });
  it('opens a finished course at the last marked lesson', () => {
    expect(resumeLesson(lessons, ['a', 'b', 'c', 'd'], 'b')?._id).toBe('b');
    expect(resumeLesson(lessons, ['a', 'b', 'c', 'd'])?._id).toBe('a');
  });
  it('has nothing to open in an empty course', () => {
    expect(resumeLesson([], [])).toBeUndefined();
  });
});
