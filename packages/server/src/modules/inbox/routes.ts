// The mentor's inbox: every item waiting on one mentor (items.ts), and the feed that tells the
// mentor's sockets when one appears, changes or leaves (feed.ts), which the areas that make the
// changes reach through ctx.extensions.inboxChanged.
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { InboxAccess } from './access';
import { InboxFeed } from './feed';
import { InboxItems } from './items';

export function inboxHandlers(ctx: AppContext): Handlers {
  const items = new InboxItems(ctx.db, ctx.now);
  const access = new InboxAccess(ctx);
  const feed = new InboxFeed(ctx, items);
  ctx.extensions.inboxChanged = (changes) => feed.changed(changes);

  return defineHandlers({
    listInbox: async (c) => items.page(await access.mentorOf(me(c), c.query.mentor), c.query),
  });
}
