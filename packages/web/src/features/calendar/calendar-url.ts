import type { ListCalendarEventsParams } from '@campus/sdk';
import type { CalendarView, Day } from './calendar-days';

/**
 * What the calendar shows, as its URL keeps it, so a reload or a shared link shows the same:
 * `?view=agenda&date=2030-03-10`, and an admin's pick of whose calendar, `&mentor=<id>` or
 * `&batch=2030-03 · fullstack` (month and domain, as the review queue names a batch). A value that
 * does not parse is left out, and the page falls back to its default for it.
 */
export interface CalendarPlace {
  view?: CalendarView;
  date?: Day;
  mentor?: string;
  batch?: string;
}

const VIEWS: readonly CalendarView[] = ['agenda', 'week', 'month'];
const isDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export function calendarPlace(search: URLSearchParams): CalendarPlace {
  const place: CalendarPlace = {};
  const view = search.get('view');
  const date = search.get('date');
  const mentor = search.get('mentor');
  const batch = search.get('batch');
  if (view && (VIEWS as readonly string[]).includes(view)) place.view = view as CalendarView;
  if (date && isDay(date)) place.date = date;
  if (mentor) place.mentor = mentor;
  else if (batch && batchParams(batch)) place.batch = batch;
  return place;
}

/** The place as a search string, without the `?`; empty values are left out. */
export function calendarSearch(place: CalendarPlace): string {
  const search = new URLSearchParams();
  if (place.view) search.set('view', place.view);
  if (place.date) search.set('date', place.date);
  if (place.mentor) search.set('mentor', place.mentor);
  else if (place.batch) search.set('batch', place.batch);
  return search.toString();
}

/** A batch's label as the URL writes it. */
export const batchLabel = (batch: { monthYear: string; domain: string }) =>
  `${batch.monthYear} · ${batch.domain}`;

function batchParams(label: string): { monthYear: string; domain: string } | undefined {
  const [monthYear, domain] = label.split(' · ');
  return monthYear && domain ? { monthYear, domain } : undefined;
}

/** The pick as listCalendarEvents's filters (admins only; the server refuses anyone else). */
export function pickParams(
  place: CalendarPlace,
): Pick<ListCalendarEventsParams, 'mentorId' | 'monthYear' | 'domain'> {
  if (place.mentor) return { mentorId: place.mentor };
  return (place.batch && batchParams(place.batch)) || {};
}
