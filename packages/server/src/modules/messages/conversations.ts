// Reading private messages (issue 12): the caller's conversations, one conversation's history paged
// by cursor (newest last), and marking a conversation read (with its bell notifications).
import type {
  Conversation,
  ConversationHistory,
  ConversationPage,
  OperationQuery,
  UpdatedCount,
} from '@campus/sdk/model';
import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { conversations, notifications, privateMessages } from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { toPerson } from '../../lib/people';
import { partiesByIds, partyById, refusal, refusals, type Party } from './access';
import { pairOf, toMessage } from './dto';

const pm = privateMessages;

/** Messages from `peerId` to `meId` nobody has read. */
const unreadFrom = (meId: string, peerId?: string): SQL =>
  and(
    eq(pm.recipientId, meId),
    isNull(pm.readAt),
    ...(peerId ? [eq(pm.senderId, peerId)] : []),
  ) as SQL;

/**
 * Newest conversation first, ties by its last message's id: the order both sides' indexes
 * (conversations_low_idx, conversations_high_idx) hold after the caller's id.
 */
const conversationsKeyset: Keyset = {
  list: 'conversations',
  keys: [
    { expr: conversations.lastAt, type: 'timestamptz', dir: 'desc' },
    { expr: conversations.lastMessageId, type: 'uuid', dir: 'desc' },
  ],
};

export class Conversations {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  private async me(id: string): Promise<Party> {
    const me = await partyById(this.db, id);
    if (!me) throw notFound('User not found.');
    return me;
  }

  private async peer(id: string): Promise<Party> {
    const peer = await partyById(this.db, id);
    if (!peer) throw notFound('User not found.');
    return peer;
  }

  /** listConversations: the newest message of each pair the caller is in, most recent first. */
  async list(meId: string, query: OperationQuery<'listConversations'>): Promise<ConversationPage> {
    const cv = conversations;
    // The conversations table (kept by the database's triggers) holds each pair's newest message and
    // both sides' unread counts: the list reads the caller's conversations, not their messages.
    const mine = or(eq(cv.userLow, meId), eq(cv.userHigh, meId)) as SQL;
    const peerSql = sql<string>`case when ${cv.userLow} = ${meId} then ${cv.userHigh} else ${cv.userLow} end`;
    const unreadSql = sql<number>`case when ${cv.userLow} = ${meId} then ${cv.unreadLow} else ${cv.unreadHigh} end`;
    const page = keysetPage(conversationsKeyset, cursorScope({}), query);
    // The page is chosen among the conversations alone and its messages read after by id (issue
    // 26): joined before the limit, every conversation's message was read to keep a page of them.
    const [read, [totals]] = await Promise.all([
      this.db
        .select({
          messageId: cv.lastMessageId,
          peerId: peerSql,
          unread: unreadSql,
          keys: keysetKeys(conversationsKeyset),
        })
        .from(cv)
        .where(and(mine, page.after))
        .orderBy(...page.order)
        .limit(page.limit),
      this.db
        .select({ unread: sql<number>`coalesce(sum(${unreadSql}), 0)::int` })
        .from(cv)
        .where(mine),
    ]);
    const { items: rows, nextCursor, pageSize } = page.finish(read, (r) => r.keys);
    // The page's people, messages and whether the caller may reply to each: three queries for the
    // whole page. Messages go with their users (on delete cascade), so every peer still exists.
    // The caller is read with them (one query), as the database has them now.
    const [parties, messages] = await Promise.all([
      partiesByIds(this.db, [...new Set([meId, ...rows.map((r) => r.peerId)])]),
      rows.length
        ? this.db
            .select()
            .from(pm)
            .where(
              inArray(
                pm.id,
                rows.map((r) => r.messageId),
              ),
            )
        : [],
    ]);
    const me = parties.find((p) => p.id === meId);
    if (!me) throw notFound('User not found.');
    const peers = new Map(parties.filter((p) => p.id !== meId).map((p) => [p.id, p]));
    const messageOf = new Map(messages.map((m) => [m.id, m]));
    const refused = await refusals(this.db, me, [...peers.values()]);
    const items: Conversation[] = rows.flatMap((r) => {
      const peer = peers.get(r.peerId);
      const message = messageOf.get(r.messageId);
      if (!peer || !message) return [];
      return [
        {
          user: toPerson(peer),
          lastMessage: toMessage(message),
          unread: r.unread,
          canReply: refused.get(peer.id) === null,
        },
      ];
    });
    return { items, nextCursor, pageSize, unread: totals?.unread ?? 0 };
  }

  /** getConversation: `limit` messages older than `before` (or the newest), oldest first. */
  async history(
    meId: string,
    peerId: string,
    opts: OperationQuery<'getConversation'>,
  ): Promise<ConversationHistory> {
    const [me, peer] = await Promise.all([this.me(meId), this.peer(peerId)]);
    const pair = pairOf(me.id, peer.id);
    const inPair = and(eq(pm.userLow, pair.userLow), eq(pm.userHigh, pair.userHigh)) as SQL;
    const conds: SQL[] = [inPair];
    if (opts.before) {
      const [cursor] = await this.db
        .select({ id: pm.id, createdAt: pm.createdAt })
        .from(pm)
        .where(and(inPair, eq(pm.id, opts.before)))
        .limit(1);
      if (!cursor) throw badRequest('before is not a message of this conversation.');
      conds.push(
        or(
          lt(pm.createdAt, cursor.createdAt),
          and(eq(pm.createdAt, cursor.createdAt), lt(pm.id, cursor.id)),
        ) as SQL,
      );
    }
    const rows = await this.db
      .select()
      .from(pm)
      .where(and(...conds))
      .orderBy(desc(pm.createdAt), desc(pm.id))
      .limit(opts.limit + 1);
    const refused = await refusal(this.db, me, peer);
    // Nothing between them and no right to start: say who the caller may message.
    if (rows.length === 0 && !opts.before && refused) throw forbidden(refused);
    const hasMore = rows.length > opts.limit;
    const page = rows.slice(0, opts.limit).reverse();
    return {
      user: toPerson(peer),
      items: page.map(toMessage),
      hasMore,
      ...(hasMore && page[0] ? { nextBefore: page[0].id } : {}),
      canReply: refused === null,
    };
  }

  /** markConversationRead: the peer's messages to the caller, and the bell's notes of them. */
  async markRead(meId: string, peerId: string): Promise<UpdatedCount> {
    await this.peer(peerId);
    const now = this.ctx.now();
    return this.db.transaction(async (tx) => {
      const changed = await tx
        .update(pm)
        .set({ readAt: now })
        .where(unreadFrom(meId, peerId))
        .returning({ id: pm.id });
      await tx
        .update(notifications)
        .set({ read: true })
        .where(
          and(
            eq(notifications.userId, meId),
            eq(notifications.type, 'message'),
            eq(notifications.read, false),
            sql`${notifications.data}->>'entityId' = ${peerId}`,
          ),
        );
      return { updated: changed.length };
    });
  }
}
