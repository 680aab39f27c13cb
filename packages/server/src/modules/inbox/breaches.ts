// The admin's list of breaches (listInboxBreaches): every item the clock job found past its
// deadline, the latest first, ties by id; everyone's is one range of inbox_clock_events_breaches_idx
// read backwards, one mentor's one range of inbox_clock_events_mentor_breaches_idx.
import type { InboxBreach, InboxBreachPage, OperationQuery } from '@campus/sdk/model';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { inboxClockEvents, users } from '../../db/schema/index';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { toPerson } from '../../lib/people';

const breachKeyset: Keyset = {
  list: 'inboxBreaches',
  keys: [
    { expr: inboxClockEvents.crossedAt, type: 'timestamptz', dir: 'desc' },
    { expr: inboxClockEvents.id, type: 'uuid', dir: 'desc' },
  ],
};

const mentor = alias(users, 'mentor');
const student = alias(users, 'student');
const person = (u: typeof mentor | typeof student) => ({
  id: u.id,
  name: u.name,
  role: u.role,
  profileImageUrl: u.profileImageUrl,
});

export async function listBreaches(
  db: Queryable,
  f: OperationQuery<'listInboxBreaches'>,
): Promise<InboxBreachPage> {
  const page = keysetPage(breachKeyset, cursorScope(f), {
    cursor: f.cursor,
    pageSize: f.pageSize ?? 20,
  });
  const e = inboxClockEvents;
  const rows = await db
    .select({ e, mentor: person(mentor), student: person(student), keys: keysetKeys(breachKeyset) })
    .from(e)
    .innerJoin(mentor, eq(mentor.id, e.mentorId))
    .innerJoin(student, eq(student.id, e.studentId))
    .where(
      and(
        // The partial indexes' predicate, literally.
        sql`${e.threshold} = 'breach'`,
        f.mentor !== undefined ? eq(e.mentorId, f.mentor) : undefined,
        page.after,
      ),
    )
    .orderBy(...page.order)
    .limit(page.limit);
  const { items, nextCursor, pageSize } = page.finish(rows, (r) => r.keys);
  return {
    items: items.map((r): InboxBreach => ({
      _id: r.e.id,
      itemId: r.e.itemId,
      kind: r.e.kind as InboxBreach['kind'],
      mentor: toPerson(r.mentor),
      who: toPerson(r.student),
      since: r.e.since.toISOString(),
      dueAt: r.e.dueAt.toISOString(),
      breachedAt: r.e.crossedAt.toISOString(),
    })),
    nextCursor,
    pageSize,
  };
}
