// Personal answers about the asker's calendar: their next live class and today's, their next
// mentor session, and a mentor's open session requests — in the viewer's zone, by name.
import { and, asc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { bookingParticipants, bookings, liveClasses, users } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { localDay } from '../../lib/time-zone';
import { liveClassAudience } from '../liveclasses/public';
import { whenIn, zoneName } from './format';
import { go, listSentence, MAX_ACTIONS, type PersonalAnswer } from './answer-parts';

const JOIN_OPENS_MS = 10 * 60_000;

function joinOpen(c: { status: string; startTime: Date; durationMinutes: number }, now: Date) {
  if (c.status === 'live') return true;
  const start = c.startTime.getTime();
  return (
    c.status === 'scheduled' &&
    now.getTime() >= start - JOIN_OPENS_MS &&
    now.getTime() < start + c.durationMinutes * 60_000
  );
}

export async function nextLiveClass(
  ctx: AppContext,
  user: Principal,
  tz: string,
): Promise<PersonalAnswer> {
  const aud = await liveClassAudience(ctx.db, user);
  const now = ctx.now();
  const [next] = aud
    ? await ctx.db
        .select()
        .from(liveClasses)
        .where(
          and(
            aud.where,
            sql`(${liveClasses.status} = 'live' or (${liveClasses.status} = 'scheduled' and ${liveClasses.startTime} + ${liveClasses.durationMinutes} * interval '1 minute' > ${now}))`,
          ),
        )
        .orderBy(
          sql`case when ${liveClasses.status} = 'live' then 0 else 1 end`,
          asc(liveClasses.startTime),
        )
        .limit(1)
    : [];
  if (!next)
    return {
      response:
        'I could not find any upcoming live classes for you. Scheduled classes of your batch appear on the Live Class page, and you get a reminder 15 minutes before each one.',
      suggestions: [go('Open Live Class', '/live-class')],
      searchResults: [],
    };
  const when = whenIn(next.startTime, tz);
  const open = joinOpen(next, now);
  const response =
    next.status === 'live'
      ? `Your live class “${next.title}” is on now (it started ${when}). You can join it from the Live Class page.`
      : open
        ? `Your next live class is “${next.title}”, ${when}. Joining is open now.`
        : `Your next live class is “${next.title}”, ${when}. Joining opens 10 minutes before it starts.`;
  return {
    response,
    suggestions: [go(open ? `Join “${next.title}”` : 'Open Live Class', '/live-class')],
    searchResults: [{ kind: 'liveclass', title: next.title, url: '/live-class', snippet: when }],
  };
}

export async function classesToday(
  ctx: AppContext,
  user: Principal,
  tz: string,
): Promise<PersonalAnswer> {
  const aud = await liveClassAudience(ctx.db, user);
  const [from, to] = localDay(ctx.now(), tz);
  const rows = aud
    ? await ctx.db
        .select()
        .from(liveClasses)
        .where(and(aud.where, gte(liveClasses.startTime, from), lt(liveClasses.startTime, to)))
        .orderBy(asc(liveClasses.startTime))
    : [];
  if (rows.length === 0)
    return {
      response: `You have no live classes today (${zoneName(tz)}).`,
      suggestions: [go('Open Live Class', '/live-class')],
      searchResults: [],
    };
  const now = ctx.now();
  const items = rows.map(
    (c) =>
      `“${c.title}” at ${whenIn(c.startTime, tz)}${c.status === 'live' ? ' (live now)' : c.status === 'ended' ? ' (ended)' : ''}`,
  );
  const open = rows.find((c) => joinOpen(c, now));
  return {
    response: `Today you have ${rows.length === 1 ? 'one live class' : `${rows.length} live classes`}: ${listSentence(items)}.`,
    suggestions: [go(open ? `Join “${open.title}”` : 'Open Live Class', '/live-class')],
    searchResults: rows.slice(0, MAX_ACTIONS).map((c) => ({
      kind: 'liveclass' as const,
      title: c.title,
      url: '/live-class',
      snippet: whenIn(c.startTime, tz),
    })),
  };
}

export async function nextSession(
  ctx: AppContext,
  user: Principal,
  tz: string,
): Promise<PersonalAnswer> {
  const now = ctx.now();
  const upcoming = and(
    gt(bookings.endTime, now),
    inArray(bookings.status, ['pending', 'accepted']),
  );
  const mine =
    user.role === 'mentor'
      ? eq(bookings.mentorId, user.id)
      : or(
          eq(bookings.studentId, user.id),
          inArray(
            bookings.id,
            ctx.db
              .select({ id: bookingParticipants.bookingId })
              .from(bookingParticipants)
              .where(eq(bookingParticipants.studentId, user.id)),
          ),
        );
  const [b] = await ctx.db
    .select({
      topic: bookings.topic,
      startTime: bookings.startTime,
      status: bookings.status,
      mentor: users.name,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.mentorId))
    .where(and(mine, upcoming))
    .orderBy(asc(bookings.startTime))
    .limit(1);
  const url = user.role === 'mentor' ? '/mentor-sessions' : '/mentor-sync';
  if (!b)
    return {
      response:
        user.role === 'mentor'
          ? 'You have no upcoming sessions.'
          : 'You have no upcoming sessions. You can book one with your mentor.',
      suggestions: [go(user.role === 'mentor' ? 'Open my sessions' : 'Book a session', url)],
      searchResults: [],
    };
  const when = whenIn(b.startTime, tz);
  const state =
    b.status === 'pending'
      ? user.role === 'mentor'
        ? ' It is waiting for your answer.'
        : ' It is waiting for the mentor to accept it.'
      : ' It is confirmed.';
  const withWhom = user.role === 'mentor' ? '' : ` with ${b.mentor}`;
  return {
    response: `Your next session is “${b.topic}”${withWhom}, ${when}.${state}`,
    suggestions: [go('Open my sessions', url)],
    searchResults: [{ kind: 'booking', title: b.topic, url, snippet: `${when} · ${b.status}` }],
  };
}

export async function openRequests(
  ctx: AppContext,
  user: Principal,
  tz: string,
): Promise<PersonalAnswer> {
  const rows = await ctx.db
    .select({ topic: bookings.topic, startTime: bookings.startTime, student: users.name })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.studentId))
    .where(
      and(
        eq(bookings.mentorId, user.id),
        eq(bookings.status, 'pending'),
        gt(bookings.startTime, ctx.now()),
      ),
    )
    .orderBy(asc(bookings.startTime));
  if (rows.length === 0)
    return {
      response: 'You have no open session requests.',
      suggestions: [go('Open my sessions', '/mentor-sessions')],
      searchResults: [],
    };
  const items = rows
    .slice(0, MAX_ACTIONS)
    .map((r) => `“${r.topic}” from ${r.student} for ${whenIn(r.startTime, tz)}`);
  const more = rows.length > MAX_ACTIONS ? ` and ${rows.length - MAX_ACTIONS} more` : '';
  return {
    response: `You have ${rows.length === 1 ? 'one open session request' : `${rows.length} open session requests`}: ${listSentence(items)}${more}.`,
    suggestions: [go('Answer requests', '/mentor-sessions')],
    searchResults: rows.slice(0, MAX_ACTIONS).map((r) => ({
      kind: 'booking' as const,
      title: r.topic,
      url: '/mentor-sessions',
      snippet: `${r.student} · ${whenIn(r.startTime, tz)}`,
    })),
  };
}
