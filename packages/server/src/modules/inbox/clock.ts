// The working-hours clock of an inbox item: from when the item started waiting, its kind's target in
// working hours, the mentor's published hours (weekly hours in their zone and days off, the same
// hours students book from: bookings' `openIntervals`, daylight-saving correct) and the spans in
// which the item waited on the student, it answers when the item is due, when it reaches its
// warning and where it stands at `now`. A pure function of its inputs: no clock, no database.
//
// Only time inside the mentor's hours and outside the pauses counts. A mentor who has published no
// hours (no weekly range) is counted in plain hours, every hour of every day: the platform cannot
// know when they work, a clock that never runs would hide late work, and plain hours are the
// strictest reading (a deadline never earlier than `since` plus the target). Days off without weekly
// hours change nothing.
import type { InboxItemKind, InboxItemState } from '@campus/sdk/model';
import type { WeeklyRange } from '../../db/schema/index';
import { openIntervals } from '../bookings/public';

/** The kinds the inbox produces (every kind of the contract). */
export type ProducedKind = Extract<
  InboxItemKind,
  'review' | 'resubmission' | 'booking_request' | 'message' | 'question' | 'risk_flag'
>;

export const PRODUCED_KINDS: readonly ProducedKind[] = [
  'review',
  'resubmission',
  'booking_request',
  'message',
  'question',
  'risk_flag',
];

/** Working hours from when an item starts waiting to its deadline, until an admin sets others. */
export const DEFAULT_TARGET_HOURS: Record<ProducedKind, number> = {
  review: 24,
  resubmission: 24,
  booking_request: 8,
  message: 12,
  question: 24,
  risk_flag: 24,
};

/** The share of the target after which an item is `warning`. */
export const WARNING_SHARE = 0.75;

/** A half-open [start, end) span in epoch milliseconds. */
type Span = readonly [number, number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/**
 * How much of the mentor's hours one look converts: a week, about 10 ms of zone arithmetic on
 * these machines, which is why the looks are kept (`WorkingTime.of`).
 */
const CHUNK = 7 * DAY;
/** Chunks kept per mentor's hours, and hours kept per process, before starting again. */
const KEPT_CHUNKS = 64;
const KEPT_HOURS = 1_000;
/** A clock that has not reached its target within this is refused (hours that never come). */
const HORIZON_CHUNKS = Math.ceil((5 * 366 * DAY) / CHUNK);
const NO_TIME = 'The working-hours clock found no working time within five years.';

/** A mentor's published hours as the clock reads them (bookings' mentor_availability row). */
export interface WorkingHours {
  timezone: string;
  weeklyHours: readonly WeeklyRange[];
  daysOff: readonly string[];
}

/** A span the item waited on the student; `to` absent: it still does. Epoch milliseconds. */
export interface Pause {
  from: number;
  to?: number;
}

/**
 * A mentor's working time, converted a chunk at a time and kept: one page of an inbox reads many
 * clocks of one mentor, and turning wall-clock hours into instants is the costly part.
 */
export class WorkingTime {
  private static readonly kept = new Map<string, WorkingTime>();
  private readonly chunks = new Map<number, Span[]>();

  /** `hours` null, or without a weekly range: every hour counts. */
  constructor(readonly hours: WorkingHours | null) {}

  /**
   * The working time of these hours, shared by every read of the process (mentors publish hours
   * rarely; equal hours share one, whoever published them).
   */
  static of(hours: WorkingHours | null): WorkingTime {
    const key = JSON.stringify(hours);
    let time = WorkingTime.kept.get(key);
    if (!time) {
      if (WorkingTime.kept.size >= KEPT_HOURS) WorkingTime.kept.clear();
      time = new WorkingTime(hours);
      WorkingTime.kept.set(key, time);
    }
    return time;
  }

  /** The mentor's open time in the k-th chunk since the epoch, clipped to it. */
  open(k: number): readonly Span[] {
    let spans = this.chunks.get(k);
    if (!spans) {
      const [from, to] = [k * CHUNK, (k + 1) * CHUNK];
      spans =
        this.hours && this.hours.weeklyHours.length > 0
          ? openIntervals(this.hours, from, to)
              .filter(([s, e]) => s < to && e > from)
              .map(([s, e]): Span => [Math.max(s, from), Math.min(e, to)])
          : [[from, to]];
      if (this.chunks.size >= KEPT_CHUNKS) this.chunks.clear();
      this.chunks.set(k, spans);
    }
    return spans;
  }
}

export interface ClockInput {
  /** When the clock started: the item began waiting on the mentor. */
  since: Date;
  targetHours: number;
  /** The mentor's hours. */
  time: WorkingTime;
  pauses?: readonly Pause[];
  now: Date;
}

export interface Clock {
  /**
   * When the target is reached. While paused, when it would be reached were the student to act at
   * `now` (the earliest it can be).
   */
  dueAt: Date;
  /** When WARNING_SHARE of the target is reached (read the same way while paused). */
  warnAt: Date;
  state: InboxItemState;
}

/** [a, b) without the pauses, as sorted disjoint spans. */
function withoutPauses(a: number, b: number, pauses: readonly Span[]): Span[] {
  let parts: Span[] = [[a, b]];
  for (const [ps, pe] of pauses) {
    parts = parts.flatMap(([s, e]): Span[] => {
      if (pe <= s || ps >= e) return [[s, e]];
      const out: Span[] = [];
      if (ps > s) out.push([s, ps]);
      if (pe < e) out.push([pe, e]);
      return out;
    });
  }
  return parts;
}

/**
 * The instants at which `amounts` (ascending, in ms) of counted time have passed since `start`:
 * the mentor's open time from `start` on, without the pauses.
 */
function reach(
  start: number,
  amounts: readonly number[],
  time: WorkingTime,
  pauses: readonly Span[],
): number[] {
  const out: number[] = [];
  let counted = 0;
  const first = Math.floor(start / CHUNK);
  for (let k = first; k < first + HORIZON_CHUNKS; k++) {
    for (const [open, e] of time.open(k)) {
      if (e <= start) continue;
      for (const [s, end] of withoutPauses(Math.max(open, start), e, pauses)) {
        while (out.length < amounts.length && counted + (end - s) >= amounts[out.length]!) {
          out.push(s + (amounts[out.length]! - counted));
        }
        if (out.length === amounts.length) return out;
        counted += end - s;
      }
    }
  }
  throw new Error(NO_TIME);
}

/** Where an item's clock stands at `now`. */
export function workingClock(input: ClockInput): Clock {
  const now = input.now.getTime();
  const target = input.targetHours * HOUR;
  const given = input.pauses ?? [];
  const paused = given.some((p) => p.from <= now && (p.to === undefined || p.to > now));
  // An open pause is read as ending now: the deadline should the student act at this moment.
  const pauses = given.map((p): Span => [p.from, p.to ?? Math.max(now, p.from)]);
  const [warnAt, dueAt] = reach(
    input.since.getTime(),
    [target * WARNING_SHARE, target],
    input.time,
    pauses,
  ) as [number, number];
  const state: InboxItemState = paused
    ? 'paused'
    : now >= dueAt
      ? 'breached'
      : now >= warnAt
        ? 'warning'
        : 'on_time';
  return { dueAt: new Date(dueAt), warnAt: new Date(warnAt), state };
}

/**
 * The starts of clocks without pauses that are due exactly at `due` (itself a deadline): [from, to].
 * `to` is the latest instant with `targetHours` of the mentor's time before `due`; when it falls at
 * the start of the mentor's hours, every start in the gap before them (back to the end of the hours
 * before) is due at `due` too. A clock started after `to` is due later, one started before `from`
 * earlier, which is how the inbox finds the items after a cursor's deadline by their `since`.
 */
export function startsDueAt(
  due: Date,
  targetHours: number,
  time: WorkingTime,
): { from: Date; to: Date } {
  const end = due.getTime();
  const target = targetHours * HOUR;
  let counted = 0;
  let to: number | undefined;
  const last = Math.floor((end - 1) / CHUNK);
  for (let k = last; k > last - HORIZON_CHUNKS; k--) {
    const spans = time.open(k).filter(([s]) => s < end);
    for (let i = spans.length - 1; i >= 0; i--) {
      const [s, whole] = spans[i]!;
      const e = Math.min(whole, end);
      if (to !== undefined) return { from: new Date(e), to: new Date(to) };
      if (counted + (e - s) >= target) {
        to = e - (target - counted);
        if (to > s) return { from: new Date(to), to: new Date(to) };
      }
      counted += e - s;
    }
  }
  throw new Error(NO_TIME);
}
