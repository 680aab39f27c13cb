// When an account stops working (deactivated, its role changed, a working mentor rejected): a
// mentor's upcoming sessions and classes are cancelled with one notice to each student concerned,
// and once the change has committed the person's open tabs are told why and closed.
import type { CancelledItem, PersonSummary, SessionEndedEvent } from '@campus/sdk/model';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { Delivery } from '../../realtime/hub';

/** What session_ended says for each reason (the app shows spec §8's own alert for `deactivated`). */
const SESSION_ENDED: Record<SessionEndedEvent['reason'], string> = {
  deactivated: 'Your account has been deactivated. Please contact administrator.',
  role_changed: 'Your role has changed. Please log in again.',
  mentor_rejected: 'Your mentor application was not approved. Please contact administrator.',
};

export class AccountStops {
  constructor(private readonly ctx: Pick<AppContext, 'hub' | 'extensions'>) {}

  /**
   * A mentor stops working with students (lib/mentor-review.ts), inside `tx`: every area cancels
   * their upcoming sessions and classes (extensions.onMentorStopped), and each student concerned gets
   * one notice listing theirs. Answers what to deliver once `tx` has committed.
   */
  async stopMentor(
    tx: Tx,
    mentor: Pick<UserRow, 'id' | 'name' | 'profileImageUrl'>,
  ): Promise<Delivery[]> {
    const byStudent = new Map<string, CancelledItem[]>();
    for (const hook of this.ctx.extensions.onMentorStopped) {
      for (const { item, studentIds } of await hook(tx, mentor.id)) {
        for (const id of new Set(studentIds))
          byStudent.set(id, [...(byStudent.get(id) ?? []), item]);
      }
    }
    const person: PersonSummary = { _id: mentor.id, name: mentor.name, role: 'mentor' };
    if (mentor.profileImageUrl) person.profileImage = { url: mentor.profileImageUrl };
    const deliveries: Delivery[] = [];
    for (const [studentId, cancelled] of byStudent) {
      const first = cancelled[0]!;
      const what =
        cancelled.length === 1
          ? `“${first.title}” was cancelled`
          : `${cancelled.length} of your upcoming sessions were cancelled`;
      deliveries.push(
        await this.ctx.hub.prepare(tx, [studentId], {
          name: 'mentor_unavailable',
          type: 'other',
          message: `${mentor.name} is no longer available, so ${what}.`,
          reason: `because you had sessions with ${mentor.name}`,
          link: first.kind === 'live_class' ? '/live-class' : '/mentor-sync',
          payload: { mentor: person, cancelled },
        }),
      );
    }
    return deliveries;
  }

  /** Once the change that ended a user's session has committed: notices out, open tabs closed. */
  afterStop(userId: string, reason: SessionEndedEvent['reason'], notices: Delivery[]): void {
    for (const d of notices) this.ctx.hub.deliver(d);
    this.ctx.hub.endSessions(userId, { reason, message: SESSION_ENDED[reason] });
  }
}
