// The admin's review of a mentor account (reviewMentor): approval lists the mentor's profile in the
// public directory, rejection takes it out; a working mentor who is rejected stops at once.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { mentorProfiles, type UserRow } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/errors';
import type { UserRecords } from '../../services';
import { nextTokenVersion } from './service';
import type { AccountStops } from './stops';

export class MentorReview {
  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'hub'>,
    private readonly records: UserRecords,
    private readonly stops: AccountStops,
  ) {}

  async review(id: string, status: 'approved' | 'rejected'): Promise<UserRow> {
    const target = await this.records.byId(id);
    if (!target) throw notFound('User not found.');
    if (target.role !== 'mentor') throw badRequest('Only mentor accounts are reviewed.');
    if (target.mentorStatus === status) return target;
    // A mentor who was working and is now rejected stops at once: their tokens end and their
    // upcoming sessions are cancelled. An applicant rejected before approval never reached a
    // student; they keep their session to read the answer (every operation but their own
    // account's is refused to them: http/input-guard.ts).
    const stops = status === 'rejected' && target.mentorStatus === 'approved';
    // Approval is the admin's review of the application, so the mentor's profile joins the public
    // directory with it (and leaves it on rejection); all in one transaction.
    const { row, notices } = await this.ctx.db.transaction(async (tx) => {
      await tx
        .update(mentorProfiles)
        .set({ listed: status === 'approved', updatedAt: new Date() })
        .where(eq(mentorProfiles.userId, id));
      const row = await this.records.update(tx, id, {
        mentorStatus: status,
        ...(stops ? { tokenVersion: nextTokenVersion() } : {}),
      });
      return { row, notices: stops ? await this.stops.stopMentor(tx, row) : [] };
    });
    if (stops) this.stops.afterStop(id, 'mentor_rejected', notices);
    // Open sockets were admitted under the old status; they reconnect under the new one.
    else await this.ctx.hub.disconnectUser(id);
    return row;
  }
}
