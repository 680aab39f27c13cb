// Who may talk to whom (the rule is written once in openapi/areas/messages.yaml):
// - an admin and anyone (either side);
// - a student and a working mentor (active, approved) of the student's batch;
// - nobody else. Each refusal says in words who the sender may message.
// Read fresh from the database on every check (a batch move or a deactivation takes effect at once).
import type { ContactPage, OperationQuery } from '@campus/sdk/model';
import { and, eq, ilike, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { batchAssignments, conversations, users, type UserRow } from '../../db/schema/index';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { toPerson } from '../../lib/people';
import { inBatch, mentorBatchesOf, mentorOfBatch } from '../batches/public';
import { isWorkingMentor } from '../../lib/mentor-review';
import { anyOf } from '../../db/any-of';

/** The people a check needs: the row as the database has it now. */
export type Party = Pick<
  UserRow,
  | 'id'
  | 'role'
  | 'isActive'
  | 'mentorStatus'
  | 'batchMonthYear'
  | 'batchDomain'
  | 'name'
  | 'profileImageUrl'
>;

export const partyColumns = {
  id: users.id,
  role: users.role,
  isActive: users.isActive,
  mentorStatus: users.mentorStatus,
  batchMonthYear: users.batchMonthYear,
  batchDomain: users.batchDomain,
  name: users.name,
  profileImageUrl: users.profileImageUrl,
};

export const REFUSALS = {
  cannotReceive: 'This person cannot receive messages.',
  student: 'You can message only the mentors of your batch.',
  mentor: 'You can message only the students of your batches.',
  other: 'You can reply to admins only.',
} as const;

export async function partyById(q: Queryable, id: string): Promise<Party | null> {
  const [row] = await q.select(partyColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * For each person the caller asks about, whether they and the sender are a mentor and a student of
 * one of the mentor's batches (batches' mentorOfBatch), when the caller's own statement read it
 * already (`batchLinkOf` below): a conversation page does, so its answer is one query, not two.
 */
export type BatchLinks = ReadonlyMap<string, boolean>;

/**
 * For each of `tos`, null when `from` may write to them, otherwise the sentence that says why not.
 * The sender's own standing (a mentor awaiting review, a deactivated account) is the caller's check,
 * made before. At most one query whatever the number of people (a conversation list asks for a whole
 * page at once), none when `links` holds every one of them.
 */
export async function refusals(
  q: Queryable,
  from: Party,
  tos: readonly Party[],
  links?: BatchLinks,
): Promise<Map<string, string | null>> {
  const answers = new Map<string, string | null>();
  const toMentors: Party[] = [];
  const toStudents: Party[] = [];
  for (const to of tos) {
    if (from.id === to.id || !to.isActive) answers.set(to.id, REFUSALS.cannotReceive);
    else if (from.role === 'admin' || to.role === 'admin') answers.set(to.id, null);
    else if (from.role === 'student' && to.role === 'mentor') toMentors.push(to);
    else if (from.role === 'mentor' && to.role === 'student') toStudents.push(to);
    else
      answers.set(
        to.id,
        REFUSALS[from.role === 'student' || from.role === 'mentor' ? from.role : 'other'],
      );
  }
  const known = links && [...toMentors, ...toStudents].every((p) => links.has(p.id));
  // A student and a working mentor (active, approved) with students in the student's batch.
  if (toMentors.length > 0) {
    const working = toMentors.filter(isWorkingMentor).map((m) => m.id);
    const ofMyBatch = new Set<string>();
    if (known) {
      for (const id of working) if (links.get(id)) ofMyBatch.add(id);
    } else if (working.length > 0 && from.batchMonthYear && from.batchDomain) {
      const rows = await q
        .selectDistinct({ mentorId: batchAssignments.mentorId })
        .from(batchAssignments)
        .where(
          and(
            eq(batchAssignments.monthYear, from.batchMonthYear),
            eq(batchAssignments.domain, from.batchDomain),
            anyOf(batchAssignments.mentorId, working),
          ),
        );
      for (const r of rows) ofMyBatch.add(r.mentorId);
    }
    for (const m of toMentors) answers.set(m.id, ofMyBatch.has(m.id) ? null : REFUSALS.student);
  }
  if (toStudents.length > 0) {
    const working = isWorkingMentor(from);
    let inMine: (s: Party) => boolean = () => false;
    if (working && known) inMine = (s) => links.get(s.id) === true;
    else if (working) {
      const mine = new Set(
        (await mentorBatchesOf(q, from.id)).map((b) => `${b.monthYear}/${b.domain}`),
      );
      inMine = (s) => !!s.batchMonthYear && mine.has(`${s.batchMonthYear}/${s.batchDomain}`);
    }
    for (const s of toStudents) answers.set(s.id, inMine(s) ? null : REFUSALS.mentor);
  }
  return answers;
}

/**
 * The BatchLinks fact for the person in `peer` (a users row of the caller's statement) and the user
 * `meId`, as one column: when the person is a student, `meId` mentors their batch; when a mentor,
 * they mentor `meId`'s batch. Anyone else: false (refusals decides those without it).
 */
export function batchLinkOf(peer: typeof users, meId: SQLWrapper | string): SQL<boolean> {
  const mine = (column: 'batch_month_year' | 'batch_domain') =>
    sql`(select me.${sql.identifier(column)} from ${users} me where me.id = ${meId})`;
  return sql<boolean>`case
    when ${peer.role} = 'student' then ${mentorOfBatch(meId, peer.batchMonthYear, peer.batchDomain)}
    when ${peer.role} = 'mentor' then ${mentorOfBatch(peer.id, mine('batch_month_year'), mine('batch_domain'))}
    else false end`;
}

/** Null when `from` may write to `to`, otherwise the sentence that says why not. */
export async function refusal(q: Queryable, from: Party, to: Party): Promise<string | null> {
  return (await refusals(q, from, [to])).get(to.id) ?? null;
}

export async function mayTalk(q: Queryable, a: Party, b: Party): Promise<boolean> {
  return (await refusal(q, a, b)) === null;
}

/** Contacts by name, case-insensitively (users_name_lower_idx), ties by id. */
const contactsKeyset: Keyset = {
  list: 'contacts',
  keys: [
    { expr: sql`lower(${users.name})`, type: 'text', dir: 'asc' },
    { expr: users.id, type: 'uuid', dir: 'asc' },
  ],
};

/**
 * Who `me` may start a conversation with (listMessageContacts), sorted by name: those they may
 * talk to and have no conversation with yet (a conversation is found by its key, least id first).
 */
export async function contactsOf(
  q: Queryable,
  me: Party,
  f: OperationQuery<'listMessageContacts'>,
): Promise<ContactPage> {
  const conds: SQL[] = [
    eq(users.isActive, true),
    ne(users.id, me.id),
    sql`not exists (select 1 from ${conversations} where ${conversations.userLow} = least(${users.id}, ${me.id}::uuid) and ${conversations.userHigh} = greatest(${users.id}, ${me.id}::uuid))`,
  ];
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
    conds.push(or(ilike(users.name, like), ilike(users.email, like)) as SQL);
  }
  const empty: ContactPage = { items: [], nextCursor: null, pageSize: f.pageSize };
  if (me.role === 'student') {
    if (!me.batchMonthYear || !me.batchDomain) return empty;
    // The mentors with at least one student assigned to them in the student's batch.
    conds.push(
      eq(users.role, 'mentor'),
      eq(users.mentorStatus, 'approved'),
      mentorOfBatch(users.id, me.batchMonthYear, me.batchDomain),
    );
  } else if (me.role === 'mentor') {
    if (!isWorkingMentor(me)) return empty;
    const batches = await mentorBatchesOf(q, me.id);
    if (batches.length === 0) return empty;
    conds.push(eq(users.role, 'student'), or(...batches.map(inBatch)) as SQL);
  } else if (me.role !== 'admin') {
    return empty;
  }
  const { search, cursor, pageSize } = f;
  const page = keysetPage(contactsKeyset, cursorScope({ search }), { cursor, pageSize });
  const rows = await q
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      profileImageUrl: users.profileImageUrl,
      keys: keysetKeys(contactsKeyset),
    })
    .from(users)
    .where(and(...conds, page.after))
    .orderBy(...page.order)
    .limit(page.limit);
  const found = page.finish(rows, (r) => r.keys);
  return { ...found, items: found.items.map(toPerson) };
}
