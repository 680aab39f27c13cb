// A batch's routing roster as the contract shows it (listBatchMentors, setBatchMentor): who its
// students' submissions are shared among, with weights and away states (routing.ts routes by it).
// An admin adds mentors and sets weights; a member mentor sets only their own away state.
import type { BatchMentor, BatchMentorRequest } from '@campus/sdk/model';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext, BatchRef } from '../../context';
import type { Queryable } from '../../db/client';
import { batchMentors, users } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { isWorkingMentor } from '../../lib/mentor-review';
import { personColumns, toPerson } from '../../lib/people';
import { rosterLevel } from './routing';

const member = (b: BatchRef, mentorId: string) =>
  and(
    eq(batchMentors.monthYear, b.monthYear),
    eq(batchMentors.domain, b.domain),
    eq(batchMentors.mentorId, mentorId),
  );

export class BatchRosterService {
  constructor(private readonly ctx: AppContext) {}

  private rows(q: Queryable, b: BatchRef, mentorId?: string) {
    return q
      .select({ m: batchMentors, person: personColumns })
      .from(batchMentors)
      .innerJoin(users, eq(users.id, batchMentors.mentorId))
      .where(
        mentorId
          ? member(b, mentorId)
          : and(eq(batchMentors.monthYear, b.monthYear), eq(batchMentors.domain, b.domain)),
      )
      .orderBy(asc(batchMentors.joinedAt), asc(batchMentors.mentorId));
  }

  private toDto(r: Awaited<ReturnType<BatchRosterService['rows']>>[number]): BatchMentor {
    return {
      mentor: toPerson(r.person),
      weight: r.m.weight,
      away: r.m.away,
      joinedAt: r.m.joinedAt.toISOString(),
      routed: r.m.routed,
    };
  }

  async list(caller: Principal, b: BatchRef): Promise<BatchMentor[]> {
    const rows = await this.rows(this.ctx.db, b);
    if (caller.role !== 'admin' && !rows.some((r) => r.m.mentorId === caller.id))
      throw notFound('Batch not found.');
    return rows.map((r) => this.toDto(r));
  }

  async set(
    caller: Principal,
    b: BatchRef,
    mentorId: string,
    input: BatchMentorRequest,
  ): Promise<BatchMentor> {
    if (caller.role !== 'admin') {
      if (caller.id !== mentorId)
        throw forbidden("Only an admin can change another mentor's routing.");
      if (input.weight !== undefined)
        throw forbidden("Only an admin can change a mentor's weight.");
    }
    return this.ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(batchMentors)
        .where(member(b, mentorId))
        .for('update');
      if (!existing) {
        if (caller.role !== 'admin') throw notFound('You are not a mentor of this batch.');
        const [account] = await tx.select().from(users).where(eq(users.id, mentorId)).limit(1);
        if (!account || !isWorkingMentor(account))
          throw fieldError('mentorId', 'This account is not an active, approved mentor.');
        await tx.insert(batchMentors).values({
          ...b,
          mentorId,
          weight: input.weight ?? 100,
          away: input.away ?? false,
          joinedAt: this.ctx.now(),
          pass: await rosterLevel(tx, b, mentorId),
        });
      } else {
        const weight = input.weight ?? existing.weight;
        const away = input.away ?? existing.away;
        // Back from away, or a new weight: level with the others available, never behind them.
        const relevel = (existing.away && !away) || weight !== existing.weight;
        const level = relevel ? await rosterLevel(tx, b, mentorId) : existing.pass;
        await tx
          .update(batchMentors)
          .set({ weight, away, pass: sql`greatest(${batchMentors.pass}, ${level})` })
          .where(member(b, mentorId));
      }
      const [row] = await this.rows(tx, b, mentorId);
      if (!row) throw notFound('You are not a mentor of this batch.');
      return this.toDto(row);
    });
  }
}
