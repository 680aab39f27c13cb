import { describe, expect, it } from 'vitest';
import { readCourseFilters } from './courses-page';

describe('readCourseFilters', () => {
  it('reads the catalogue filters from the URL, ignoring unknown values', () => {
    expect(readCourseFilters('q=react&level=beginner&sort=rating&price=free')).toEqual({
      search: 'react',
      level: 'beginner',
      sort: 'rating',
      free: true,
      pageSize: 12,
    });
    expect(readCourseFilters('level=expert&sort=random&page=-3&price=paid')).toEqual({
      search: undefined,
      level: undefined,
      sort: undefined,
      free: false,
      pageSize: 12,
    });
  });
});
