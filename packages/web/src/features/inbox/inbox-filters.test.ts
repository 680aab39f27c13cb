import { describe, expect, it } from 'vitest';
import { inboxFilters, inboxParams, withFilter } from './inbox-filters';

const read = (query: string) => inboxFilters(new URLSearchParams(query));

describe('the inbox filters in the URL', () => {
  it('reads a kind, a batch and the place', () => {
    const filters = read('kind=message&batch=2026-11+%C2%B7+fullstack&after=abc.def');
    expect(filters).toEqual({
      kind: 'message',
      batch: { monthYear: '2026-11', domain: 'fullstack' },
      trail: ['abc', 'def'],
    });
    expect(inboxParams(filters)).toEqual({
      kind: 'message',
      monthYear: '2026-11',
      domain: 'fullstack',
      cursor: 'def',
    });
  });

  it('no filters: the whole inbox from its first page', () => {
    expect(read('')).toEqual({});
    expect(inboxParams(read(''))).toEqual({});
  });

  it.each([
    ['an unknown kind', 'kind=homework'],
    ['a month that is not one', 'batch=2026-13+%C2%B7+fullstack'],
    ['a batch without its domain', 'batch=2026-11'],
    ['a domain in capitals', 'batch=2026-11+%C2%B7+FullStack'],
    ['a cursor that is not one', 'after=%3Cscript%3E'],
  ])('leaves out %s', (_, query) => {
    expect(read(query)).toEqual({});
  });

  it('setting a filter keeps the other, and goes back to the first page', () => {
    const search = new URLSearchParams('kind=review&after=abc');
    const next = withFilter(search, { batch: { monthYear: '2026-11', domain: 'data' } });
    expect(read(next.toString())).toEqual({
      kind: 'review',
      batch: { monthYear: '2026-11', domain: 'data' },
    });
    expect(read(withFilter(next, { kind: undefined }).toString())).toEqual({
      batch: { monthYear: '2026-11', domain: 'data' },
    });
  });
});
