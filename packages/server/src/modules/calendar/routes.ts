// The cohort calendar: one list of what is on a person's calendar in a window (events.ts, reading
// each area's rows through sources.ts), and per-user secret feeds (feeds.ts) that answer the same
// events as iCalendar (ics.ts) to calendar apps.
//
// Composed by use case (modules/courses is the template).
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handler, type Handlers } from '../../http/router';
import { CalendarEvents } from './events';
import { CalendarFeeds } from './feeds';
import { icsOf } from './ics';

const DAY = 24 * 60 * 60 * 1000;
/** What a feed holds around now: a month back (what just happened) and half a year ahead. */
export const FEED_PAST_DAYS = 30;
export const FEED_AHEAD_DAYS = 180;

export function calendarHandlers(ctx: AppContext): Handlers {
  const events = new CalendarEvents(ctx);
  const feeds = new CalendarFeeds(ctx);

  const getCalendarFeedIcs: Handler<'getCalendarFeedIcs'> = async (c) => {
    const owner = await feeds.owner(c.params.token);
    const now = ctx.now().getTime();
    const window = {
      from: new Date(now - FEED_PAST_DAYS * DAY),
      to: new Date(now + FEED_AHEAD_DAYS * DAY),
    };
    const entries = await events.entries({ person: owner }, window, owner.role, {
      background: false,
    });
    c.reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff');
    return icsOf(`Campus — ${owner.name}`, entries, ctx.config.publicUrl);
  };

  return defineHandlers({
    listCalendarEvents: (c) => events.list(me(c), c.query),
    getCalendarFeed: (c) => feeds.status(me(c)),
    createCalendarFeed: (c) => feeds.create(me(c)),
    revokeCalendarFeed: async (c) => {
      await feeds.revoke(me(c));
    },
    getCalendarFeedIcs,
  });
}
