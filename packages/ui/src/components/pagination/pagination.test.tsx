import { describe, expect, it } from 'vitest';
import { getPageItems } from './pagination';

describe('getPageItems', () => {
  it('shows every page when there are few', () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('elides long gaps on both sides of the current page', () => {
    expect(getPageItems(6, 12)).toEqual([1, 'ellipsis-start', 5, 6, 7, 'ellipsis-end', 12]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(getPageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 12]);
    expect(getPageItems(9, 12)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12]);
  });

  it('clamps the current page and handles no pages', () => {
    expect(getPageItems(99, 3)).toEqual([1, 2, 3]);
    expect(getPageItems(1, 0)).toEqual([]);
  });
});
