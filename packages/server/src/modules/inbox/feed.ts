// The inbox, live: after an area's change has committed (ctx.extensions.inboxChanged), each item it
// names is read again and its mentor's sockets hear `inbox_item_added` or `inbox_item_changed` with
// the item as listInbox answers it, or `inbox_item_removed` when it no longer waits on them. Reading
// the item again, rather than trusting what the area meant to do, keeps the event true when two
// changes race (a reply and a new message, two reviewers).
import type { AppContext } from '../../context';
import type { InboxChange } from '../../lib/inbox-items';
import type { InboxItems } from './items';

export class InboxFeed {
  constructor(
    private readonly ctx: AppContext,
    private readonly items: InboxItems,
  ) {}

  /** Announces each change; never throws (the change has happened; a failure is logged). */
  changed(changes: InboxChange[]): void {
    for (const change of changes) {
      this.announce(change).catch((err: unknown) =>
        this.ctx.log.error({ err, item: change.itemId }, 'inbox: announcing a change failed'),
      );
    }
  }

  async announce({ mentorId, itemId, was }: InboxChange): Promise<void> {
    const item = await this.items.item(mentorId, itemId);
    this.ctx.hub.emitTo(
      mentorId,
      item
        ? { name: was ? 'inbox_item_changed' : 'inbox_item_added', payload: { item } }
        : { name: 'inbox_item_removed', payload: { id: itemId } },
    );
  }
}
