import { describe, expect, it } from 'vitest';
import { calendarPlace, calendarSearch, pickParams } from './calendar-url';

const place = (search: string) => calendarPlace(new URLSearchParams(search));

describe('the calendar’s place in the URL', () => {
  it('reads the view, the date and a pick, and writes them back the same', () => {
    const read = place('view=agenda&date=2030-03-10&batch=2030-03 · fullstack');
    expect(read).toEqual({ view: 'agenda', date: '2030-03-10', batch: '2030-03 · fullstack' });
    expect(place(calendarSearch(read))).toEqual(read);
    expect(pickParams(read)).toEqual({ monthYear: '2030-03', domain: 'fullstack' });
    expect(pickParams(place('mentor=m-1'))).toEqual({ mentorId: 'm-1' });
    expect(pickParams(place(''))).toEqual({});
  });

  it('leaves out what does not parse, so the page falls back to its default', () => {
    expect(place('view=year&date=2030-02-30&batch=fullstack')).toEqual({});
    expect(place('date=10-03-2030')).toEqual({});
  });

  it('keeps one pick: a mentor over a batch', () => {
    expect(place('mentor=m-1&batch=2030-03 · fullstack')).toEqual({ mentor: 'm-1' });
    expect(calendarSearch({ mentor: 'm-1', batch: '2030-03 · fullstack' })).toBe('mentor=m-1');
  });
});
