// Mentor updates: a mentor posts to all their students or to one batch they mentor; a student reads
// their mentor's "all" updates plus every update addressed to their batch. Pinned first, then newest.
import type {
  MentorUpdate,
  MentorUpdateAudience,
  MentorUpdateBodyFormat,
  MentorUpdateEditRequest,
  MentorUpdatePage,
  OperationBody,
  OperationQuery,
} from '@campus/sdk/model';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import { mentorUpdates, type MentorUpdateRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { workingMentorSql } from '../../lib/mentor-review';
import { peopleById } from '../../lib/people';
import { batchReason } from '../../lib/batch-ref';
import type { Delivery } from '../../realtime/hub';
import {
  batchStudentIds,
  mentorsBatch,
  mentorStudentIds,
  studentBatch,
  studentMentorId,
} from '../batches/public';
import { sanitizeUpdateHtml } from './sanitize';

/** Every list of updates pages the same way. */
type Page = OperationQuery<'listOwnMentorUpdates'>;

// Pinned first, then newest (ties by id). The pin is a key as 0/1 (a cursor key is text, integer,
// time…); the indexes mentor_updates_mentor_order_idx and mentor_updates_batch_order_idx hold the
// same expression, so the mentor's own list (and each batch's share of the feed) is one range.
// The student's feed and the mentor's own list order alike but are two lists: one's cursor is not
// the other's.
const updatesKeyset = (list: 'mentor-updates' | 'mentor-updates-own'): Keyset => ({
  list,
  keys: [
    { expr: sql`(${mentorUpdates.pinned})::int`, type: 'integer', dir: 'desc' },
    { expr: mentorUpdates.createdAt, type: 'timestamptz', dir: 'desc' },
    { expr: mentorUpdates.id, type: 'uuid', dir: 'desc' },
  ],
});

export class UpdatesService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  private async toDtos(rows: MentorUpdateRow[], q: Queryable = this.db): Promise<MentorUpdate[]> {
    const people = await peopleById(
      q,
      rows.map((r) => r.mentorId),
    );
    return rows.map((r) => ({
      _id: r.id,
      mentor: people.get(r.mentorId) ?? { _id: r.mentorId, name: 'Former mentor', role: 'mentor' },
      title: r.title,
      body: r.body,
      bodyFormat: r.bodyFormat,
      audience:
        r.scope === 'batch' && r.monthYear && r.domain
          ? { scope: 'batch', batch: { monthYear: r.monthYear, domain: r.domain } }
          : { scope: 'all' },
      pinned: r.pinned,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  /** One page by cursor: no total, which would count every matching update. */
  /** `where` null: the caller sees none (the cursor is still checked: a bad one is a 400). */
  private async page(keyset: Keyset, where: SQL | null, p: Page): Promise<MentorUpdatePage> {
    const page = keysetPage(keyset, cursorScope(p), p);
    if (!where) return { items: [], nextCursor: null, pageSize: p.pageSize };
    const rows = await this.db
      .select({ row: mentorUpdates, keys: keysetKeys(keyset) })
      .from(mentorUpdates)
      .where(and(where, page.after))
      .orderBy(...page.order)
      .limit(page.limit);
    const { items, nextCursor, pageSize } = page.finish(rows, (r) => r.keys);
    return { items: await this.toDtos(items.map((r) => r.row)), nextCursor, pageSize };
  }

  /** The updates a student sees (the condition, or null when they see none). */
  async studentWhere(studentId: string): Promise<SQL | null> {
    const batch = await studentBatch(this.db, studentId);
    if (!batch) return null;
    const mentorId = await studentMentorId(this.db, studentId);
    const toBatch = and(
      eq(mentorUpdates.scope, 'batch'),
      eq(mentorUpdates.monthYear, batch.monthYear),
      eq(mentorUpdates.domain, batch.domain),
    )!;
    if (!mentorId) return toBatch;
    return or(toBatch, and(eq(mentorUpdates.scope, 'all'), eq(mentorUpdates.mentorId, mentorId)))!;
  }

  async listForStudent(user: Principal, p: Page): Promise<MentorUpdatePage> {
    const where = await this.studentWhere(user.id);
    // Only a mentor working now reaches students: a deactivated or rejected mentor's posts are hidden
    // (and come back if the account is restored) (lib/mentor-review.ts).
    return this.page(
      updatesKeyset('mentor-updates'),
      where && (and(where, workingMentorSql(mentorUpdates.mentorId)) ?? null),
      p,
    );
  }

  listOwn(user: Principal, p: Page): Promise<MentorUpdatePage> {
    return this.page(updatesKeyset('mentor-updates-own'), eq(mentorUpdates.mentorId, user.id), p);
  }

  private async checkAudience(
    user: Principal,
    a: MentorUpdateAudience,
  ): Promise<Pick<MentorUpdateRow, 'scope' | 'monthYear' | 'domain'>> {
    if (a.scope === 'all') return { scope: 'all', monthYear: null, domain: null };
    if (!a.batch)
      throw fieldError('audience.batch', 'audience.batch is required when the scope is batch');
    if (!(await mentorsBatch(this.db, user.id, a.batch)))
      throw forbidden('You can only post to batches you mentor.');
    return { scope: 'batch', monthYear: a.batch.monthYear, domain: a.batch.domain };
  }

  private cleanBody(body: string, format: MentorUpdateBodyFormat): string {
    if (format === 'text') return body;
    const clean = sanitizeUpdateHtml(body);
    if (!clean.replace(/<[^>]*>/g, '').trim())
      throw fieldError('body', 'body has no content left after removing unsupported HTML');
    return clean;
  }

  /** `pinned` has its default by now (the contract's validator). */
  async create(user: Principal, input: OperationBody<'createMentorUpdate'>): Promise<MentorUpdate> {
    const audience = await this.checkAudience(user, input.audience);
    const format = input.bodyFormat ?? 'text';
    const body = this.cleanBody(input.body, format);
    const now = this.ctx.now();
    let delivery: Delivery | undefined;
    const dto = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mentorUpdates)
        .values({
          mentorId: user.id,
          title: input.title.trim(),
          body,
          bodyFormat: format,
          ...audience,
          pinned: input.pinned,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const [posted] = await this.toDtos([row!], tx);
      delivery = await this.announce(tx, posted!);
      return posted!;
    });
    if (delivery) this.ctx.hub.deliver(delivery);
    return dto;
  }

  /**
   * The students who see a new update hear of it at once (bell + their list refreshes),
   * stored with the update so an event never announces a rolled-back post.
   */
  private async announce(tx: Tx, update: MentorUpdate): Promise<Delivery> {
    const a = update.audience;
    const students =
      a.scope === 'batch' && a.batch
        ? await batchStudentIds(tx, a.batch)
        : await mentorStudentIds(tx, update.mentor._id);
    return this.ctx.hub.prepare(tx, students, {
      name: 'mentor_update_posted',
      type: 'other',
      message: `${update.mentor.name} posted an update: ${update.title}`,
      ...(a.scope === 'batch' && a.batch
        ? { reason: batchReason(a.batch), about: { batch: a.batch } }
        : { reason: `because ${update.mentor.name} is your mentor` }),
      entityId: update._id,
      link: '/mentor-updates',
      payload: {
        update: { _id: update._id, title: update.title, mentor: update.mentor, audience: a },
      },
    });
  }

  private async own(user: Principal, id: string): Promise<MentorUpdateRow> {
    const [row] = await this.db
      .select()
      .from(mentorUpdates)
      .where(eq(mentorUpdates.id, id))
      .limit(1);
    if (!row || (row.mentorId !== user.id && user.role !== 'admin'))
      throw notFound('Update not found.');
    return row;
  }

  async update(user: Principal, id: string, input: MentorUpdateEditRequest): Promise<MentorUpdate> {
    const row = await this.own(user, id);
    if (row.mentorId !== user.id) throw notFound('Update not found.');
    const set: Partial<typeof mentorUpdates.$inferInsert> = { updatedAt: this.ctx.now() };
    if (input.audience) Object.assign(set, await this.checkAudience(user, input.audience));
    if (input.title !== undefined) set.title = input.title.trim();
    if (input.pinned !== undefined) set.pinned = input.pinned;
    const format = input.bodyFormat ?? row.bodyFormat;
    if (input.bodyFormat !== undefined) set.bodyFormat = format;
    if (input.body !== undefined || input.bodyFormat !== undefined)
      set.body = this.cleanBody(input.body ?? row.body, format);
    const [updated] = await this.db
      .update(mentorUpdates)
      .set(set)
      .where(eq(mentorUpdates.id, id))
      .returning();
    if (!updated) throw notFound('Update not found.');
    return (await this.toDtos([updated]))[0]!;
  }

  async remove(user: Principal, id: string): Promise<void> {
    await this.own(user, id);
    await this.db.delete(mentorUpdates).where(eq(mentorUpdates.id, id));
  }
}
