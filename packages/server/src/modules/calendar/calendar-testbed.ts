// The calendar's testbed: a server on a clock the suite owns with the cohorts and classes its tests
// build on, and three independent iCalendar parsers (ical.js, node-ical and ical-expander) a feed is
// read back with.
import IcalExpander from 'ical-expander';
import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { beforeAll, expect } from 'vitest';
import { useServer, type DbKind, type TestUser } from '../../testing/server';

export const MIN = 60_000;
export const DAY = 24 * 60 * MIN;
let n = 0;

/**
 * A server on a clock the suite owns, an admin, fresh batches with a mentor and students, and the
 * events the calendar shows in a window (a week around the clock unless asked otherwise).
 */
export function calendarTestbed(db: DbKind, now: () => number) {
  const s = useServer(db, { now: () => new Date(now()) });
  const admin = {} as TestUser;
  beforeAll(async () => {
    Object.assign(admin, await s.user('admin'));
  });
  async function cohort(size: number) {
    const mentor = await s.user('mentor');
    const students: TestUser[] = [];
    for (let i = 0; i < size; i++) students.push(await s.user('student'));
    const batch = { monthYear: '2030-03', domain: `cal${n++}` };
    const res = await s.api('POST', '/api/batchassignments/assign', {
      token: admin.token,
      body: { mentorId: mentor.id, studentIds: students.map((x) => x.id), ...batch },
    });
    expect(res.status).toBe(200);
    return { mentor, students, batch };
  }
  /** A class of `batch` starting `startIn` minutes from the clock. */
  const body = (
    batch: { monthYear: string; domain: string },
    startIn: number,
    extra: Record<string, unknown> = {},
  ) => ({
    title: 'System design: caching',
    batch,
    startTime: new Date(now() + startIn * MIN).toISOString(),
    durationMinutes: 60,
    timezone: 'Asia/Kolkata',
    meetingLink: 'https://meet.example.com/abc-defg-hij',
    ...extra,
  });
  const iso = (t: number) => new Date(t).toISOString();
  const week = () => `from=${iso(now() - DAY)}&to=${iso(now() + 7 * DAY)}`;
  const events = async (token: string, query = week()) => {
    const res = await s.api('GET', `/api/calendar/events?${query}`, { token });
    expect(res.status).toBe(200);
    return res.body.events as {
      id: string;
      kind: string;
      status: string;
      [k: string]: unknown;
    }[];
  };
  return { s, admin, cohort, body, iso, week, events };
}

export interface Parsed {
  uid: string;
  sequence: number;
  status: string;
  /** Start and end as UTC milliseconds; a due date's end is its start. */
  start: number;
  end: number;
  tzid: string | null;
}

type IcalEvent = InstanceType<typeof ICAL.Event>;

/** One VEVENT as ical.js (2.x, or the 1.x ical-expander bundles) reads it. */
function fromIcalEvent(e: IcalEvent): Parsed {
  const start = e.startDate.toJSDate().getTime();
  return {
    uid: e.uid,
    sequence: e.sequence,
    status: String(e.component.getFirstPropertyValue('status')),
    start,
    end: e.component.hasProperty('dtend') ? e.endDate.toJSDate().getTime() : start,
    tzid: e.component.getFirstProperty('dtstart')?.getParameter('tzid')?.toString() ?? null,
  };
}

/** The feed's events and VTIMEZONE ids as ical.js reads them, zones taken from the feed. */
export function withIcalJs(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  const zones = cal.getAllSubcomponents('vtimezone');
  for (const z of zones) ICAL.TimezoneService.register(z);
  const events = cal.getAllSubcomponents('vevent').map((v) => fromIcalEvent(new ICAL.Event(v)));
  return { events, zones: zones.map((z) => String(z.getFirstPropertyValue('tzid'))) };
}

/** The feed's events as node-ical reads them (its own zone handling, through the TZID's name). */
export function withNodeIcal(text: string) {
  const out = new Map<string, Omit<Parsed, 'uid' | 'tzid'>>();
  for (const item of Object.values(nodeIcal.sync.parseICS(text))) {
    if (item?.type !== 'VEVENT') continue;
    const start = new Date(item.start).getTime();
    out.set(item.uid, {
      start,
      end: item.end ? new Date(item.end).getTime() : start,
      status: String(item.status),
      sequence: Number(item.sequence),
    });
  }
  return out;
}

/**
 * The feed's events as ical-expander reads them: it bundles ical.js 1.x and its own copy of
 * Mozilla's zone table, which it resolves each TZID against instead of the feed's VTIMEZONEs.
 */
export function withIcalExpander(text: string) {
  const { events } = new IcalExpander({ ics: text }).all();
  return new Map(events.map((e) => [e.uid, fromIcalEvent(e as unknown as IcalEvent)]));
}
