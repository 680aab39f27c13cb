import { describe, expect, it } from 'vitest';
import { readUserFilters, writeUserFilters } from './users-filters';

describe('users table filters in the URL', () => {
  it('reads what the toolbar wrote', () => {
    const filters = {
      search: 'asha',
      role: 'mentor',
      active: false,
      sort: 'name',
      order: 'asc',
      pageSize: 50,
      trail: ['c1', 'c2'],
    } as const;
    expect(readUserFilters(writeUserFilters(filters))).toEqual(filters);
  });

  it('falls back to the first page of 20, newest first, on anything it does not know', () => {
    expect(readUserFilters('?role=root&status=maybe&sort=password&page=-2&size=7')).toEqual({
      search: undefined,
      role: undefined,
      active: undefined,
      sort: undefined,
      order: undefined,
      pageSize: 20,
      trail: [],
    });
    expect(writeUserFilters(readUserFilters(''))).toBe('');
  });
});
