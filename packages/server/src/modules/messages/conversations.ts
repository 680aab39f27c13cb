// Reading private messages: the caller's conversations, one conversation's history paged
// by cursor (newest last), and marking a conversation read (with its bell notifications).
import type {
  Conversation,
  ConversationHistory,
  ConversationPage,
  OperationQuery,
  UpdatedCount,
} from '@campus/sdk/model';
import { and, desc, eq, isNull, lt, or, sql, type Column, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { conversations, notifications, privateMessages, users } from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../http/errors';
import {
  cursorPlaceholders,
  cursorScope,
  cursorValues,
  keysetAfter,
  keysetKeys,
  keysetOrder,
  keysetPage,
  type Keyset,
} from '../../lib/cursor';
import { toPerson } from '../../lib/people';
import { batchLinkOf, partyById, partyColumns, refusal, refusals, type Party } from './access';
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

const p = { me: sql.placeholder('me'), limit: sql.placeholder('limit') };

/**
 * A page of the caller's conversations as two named prepared statements (the first page, and the
 * next after a cursor), with the caller's own row beside it (`caller`), built once per process: PostgreSQL parses and plans the union below once per
 * connection instead of on every request (its planning was 0.5 ms of each request on the large
 * campus, more than running it).
 *
 * A page from each side of the pair, each one range of its index in the list's order
 * (conversations_low_idx, conversations_high_idx), merged: an `or` of the two sides read every
 * conversation the caller has and sorted them for one page (200 for a busy mentor). The
 * page comes with each conversation's person and last message, joined by key on the page's rows
 * alone (messages go with their users, on delete cascade, so every peer still exists), and with
 * whether the person and the caller are a mentor and a student of the mentor's batch: what
 * access.ts refusals needs to say whether the caller may reply, so it asks no query of its own.
 */
function buildPage(db: Queryable) {
  const cv = conversations;
  const read = (next: boolean) => {
    const after = next
      ? keysetAfter(conversationsKeyset, cursorPlaceholders(conversationsKeyset))
      : undefined;
    const side = (mineHere: SQL | undefined, peer: Column, unread: Column) =>
      db
        .select({
          messageId: cv.lastMessageId,
          peerId: sql<string>`${peer}`.as('peer_id'),
          unread: sql<number>`${unread}`.as('unread'),
          lastAt: cv.lastAt,
          keys: sql<string[]>`${keysetKeys(conversationsKeyset)}`.as('keys'),
        })
        .from(cv)
        .where(and(mineHere, after))
        .orderBy(...keysetOrder(conversationsKeyset))
        .limit(p.limit);
    const both = unionAll(
      side(sql`${cv.userLow} = ${p.me}`, cv.userHigh, cv.unreadLow),
      // A pair with oneself would be on both sides: it is read once, from the low side.
      side(sql`${cv.userHigh} = ${p.me} and ${cv.userLow} <> ${p.me}`, cv.userLow, cv.unreadHigh),
    ).as('mine');
    return db
      .select({
        message: pm,
        peer: partyColumns,
        linked: batchLinkOf(users, p.me),
        unread: both.unread,
        keys: both.keys,
      })
      .from(both)
      .innerJoin(pm, eq(pm.id, both.messageId))
      .innerJoin(users, eq(users.id, both.peerId))
      .orderBy(desc(both.lastAt), desc(both.messageId))
      .limit(p.limit)
      .prepare(next ? 'conversations_next' : 'conversations');
  };
  // The caller as the database has them now, with their unread total: one row whether the page has
  // rows or not (the page's rows cannot carry it past the last page). Only conversations with
  // something unread count (conversations_low_unread_idx, conversations_high_unread_idx): the others
  // add nothing to the total.
  const unreadHere = or(
    and(sql`${cv.userLow} = ${p.me}`, sql`${cv.unreadLow} > 0`),
    and(sql`${cv.userHigh} = ${p.me}`, sql`${cv.unreadHigh} > 0`),
  );
  const caller = db
    .select({
      ...partyColumns,
      unread: sql<number>`(select coalesce(sum(case when ${cv.userLow} = ${p.me} then ${cv.unreadLow} else ${cv.unreadHigh} end), 0) from ${cv} where ${unreadHere})::int`,
    })
    .from(users)
    .where(sql`${users.id} = ${p.me}`)
    .prepare('conversations_me');
  return { first: read(false), next: read(true), caller };
}

export class Conversations {
  // Built on first use against the database it was built on (ctx.db is one for the process).
  private built: { db: Queryable; read: ReturnType<typeof buildPage> } | undefined;

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
    // The conversations table (kept by the database's triggers) holds each pair's newest message and
    // both sides' unread counts: the list reads the caller's conversations, not their messages.
    const page = keysetPage(conversationsKeyset, cursorScope({}), query);
    const db = this.db;
    if (this.built?.db !== db) this.built = { db, read: buildPage(db) };
    const { first, next, caller } = this.built.read;
    // The page and, beside it, the caller and their unread total: two statements prepared once per
    // process (see buildPage), one round trip.
    const [read, [me]] = await Promise.all([
      page.from
        ? next.execute({ me: meId, limit: page.limit, ...cursorValues(page.from) })
        : first.execute({ me: meId, limit: page.limit }),
      caller.execute({ me: meId }),
    ]);
    const { items: rows, nextCursor, pageSize } = page.finish(read, (r) => r.keys);
    if (!me) throw notFound('User not found.');
    const peers = new Map(rows.map((r) => [r.peer.id, r.peer]));
    const links = new Map(rows.map((r) => [r.peer.id, r.linked]));
    const refused = await refusals(db, me, [...peers.values()], links);
    const items: Conversation[] = rows.map((r) => ({
      user: toPerson(r.peer),
      lastMessage: toMessage(r.message),
      unread: r.unread,
      canReply: refused.get(r.peer.id) === null,
    }));
    return { items, nextCursor, pageSize, unread: me.unread };
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
