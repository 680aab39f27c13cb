// The mentor's inbox: every item waiting on one mentor with its working-hours clock (items.ts,
// clock.ts), the feed that tells the mentor's sockets when one appears, changes or leaves (feed.ts),
// which the areas that make the changes reach through ctx.extensions.inboxChanged; the targets an
// admin sets per kind (targets.ts), the job that stores each warning and breach once and rings the
// mentor's bell for a warning (clock-events.ts), the admin's list of breaches (breaches.ts) and the
// admin's view of every mentor's load, on screen and as CSV (load.ts).
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handler, type Handlers } from '../../http/router';
import { sendCsv } from '../../lib/csv';
import { InboxAccess } from './access';
import { listBreaches } from './breaches';
import { CLOCK_JOB_MS, CLOCK_SWEEP_MS, InboxClockJob } from './clock-events';
import { InboxFeed } from './feed';
import { InboxItems } from './items';
import { MentorLoadView } from './load';
import { InboxTargetSettings } from './targets';

export function inboxHandlers(ctx: AppContext): Handlers {
  const items = new InboxItems(ctx.db, ctx.now, ctx.reads.cache());
  const access = new InboxAccess(ctx);
  const feed = new InboxFeed(ctx, items);
  const targets = new InboxTargetSettings(ctx.db, ctx.now);
  const clocks = new InboxClockJob(ctx, items);
  const load = new MentorLoadView(ctx.db);
  ctx.extensions.inboxChanged = (changes) => feed.changed(changes);
  ctx.extensions.jobs.push(
    { name: 'inbox-clocks', everyMs: CLOCK_JOB_MS, run: async () => void (await clocks.run()) },
    {
      name: 'inbox-clock-sweep',
      everyMs: CLOCK_SWEEP_MS,
      run: async () => void (await clocks.run({ sweep: true })),
    },
  );

  const exportMentorLoad: Handler<'exportMentorLoad'> = async (c) => {
    return sendCsv(c.reply, 'mentor-load.csv', await load.csv(c.query));
  };

  return defineHandlers({
    listInbox: async (c) => items.page(await access.mentorOf(me(c), c.query.mentor), c.query),
    getInboxTargets: () => targets.get(),
    setInboxTargets: (c) => targets.set(me(c), c.body),
    listInboxBreaches: (c) => listBreaches(ctx.db, c.query),
    listMentorLoad: (c) => load.page(c.query),
    exportMentorLoad,
  });
}
