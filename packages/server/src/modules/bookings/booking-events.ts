// One-to-one bookings, live: a request reaches the mentor, an answer (with a decline's reason) or a
// cancellation reaches the other side as a socket event with a bell notification, and the request
// enters or leaves the mentor's inbox. Sent after the use case's transaction has committed (the use
// cases answer only then), so no event announces something rolled back. Stored with type `other`:
// spec §4's click rules stay for its types.
import type { Booking, BookingEventBooking, PersonSummary } from '@campus/sdk/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { bookings, type BookingRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import type { NotificationSentence, ServerEvent } from '../../realtime/hub';
import { inboxItemId } from '../../lib/inbox-items';
import { writtenTime, type WrittenTime } from '../../lib/time-zone';
import type { BookingAvailability } from './availability';
import { AWAY_THAT_DAY, NO_LONGER_FREE, ts } from './dto';

type BookingEventName =
  'booking_requested' | 'booking_accepted' | 'booking_declined' | 'booking_cancelled';

const STUDENT_PAGE = '/mentor-sync';
const MENTOR_PAGE = '/mentor-sessions';

function eventBooking(b: Booking | BookingRow): BookingEventBooking {
  const iso = (d: Date | string) => (typeof d === 'string' ? d : d.toISOString());
  const out: BookingEventBooking = {
    _id: '_id' in b ? b._id : b.id,
    topic: b.topic,
    startTime: iso(b.startTime),
    endTime: iso(b.endTime),
    timezone: b.timezone,
    status: b.status,
  };
  if (b.note) out.note = b.note;
  if (b.cancelReason) out.cancelReason = b.cancelReason;
  return out;
}

/** Why a booking's event reached the other side of it. */
function bookingReason(name: BookingEventName, by: PersonSummary): string {
  switch (name) {
    case 'booking_requested':
      return `because ${by.name} asked to book a session with you`;
    case 'booking_cancelled':
      return `because ${by.name} cancelled a session you were in`;
    default:
      return `because you asked ${by.name} for this session`;
  }
}

export class BookingEvents {
  constructor(
    private readonly ctx: AppContext,
    private readonly availability: BookingAvailability,
  ) {}

  private send(
    to: string,
    name: BookingEventName,
    message: NotificationSentence,
    link: string,
    booking: BookingEventBooking,
    by: PersonSummary,
  ): Promise<void> {
    const event: ServerEvent<BookingEventName> = {
      name,
      type: 'other',
      ...(typeof message === 'string' ? { message } : message),
      reason: bookingReason(name, by),
      entityId: booking._id,
      link,
      payload: { booking, by },
    };
    return this.ctx.hub.notify(this.ctx.db, [to], event);
  }

  /** The request `bookingId` may have entered (`was` false) or left its mentor's inbox. */
  private inbox(mentorId: string, bookingId: string, was: boolean): void {
    this.ctx.extensions.inboxChanged([
      { mentorId, itemId: inboxItemId('booking_request', bookingId), was },
    ]);
  }

  /** When, in the mentor's published zone (else the zone the student asked in). */
  private async forMentor(b: Booking): Promise<WrittenTime> {
    const tz = (await this.availability.zoneOf(b.mentor._id)) ?? b.timezone;
    return writtenTime(new Date(b.startTime), tz);
  }

  async requested(b: Booking): Promise<Booking> {
    const student = b.students[0];
    if (!student) return b;
    this.inbox(b.mentor._id, b._id, false);
    const time = await this.forMentor(b);
    await this.send(
      b.mentor._id,
      'booking_requested',
      { message: `${student.name} asks for a session: “${b.topic}”, ${time.text}.`, time },
      MENTOR_PAGE,
      eventBooking(b),
      student,
    );
    return b;
  }

  /**
   * An answer reaches its student; an accept also tells the students whose overlapping requests it
   * declined (one-to-one.ts stores those with NO_LONGER_FREE at the same instant).
   */
  async answered(b: Booking): Promise<Booking> {
    this.inbox(b.mentor._id, b._id, true);
    const student = b.students[0];
    if (!student) return b;
    if (b.status === 'accepted') {
      const time = writtenTime(new Date(b.startTime), b.timezone);
      await this.send(
        student._id,
        'booking_accepted',
        { message: `${b.mentor.name} accepted “${b.topic}”, ${time.text}.`, time },
        STUDENT_PAGE,
        eventBooking(b),
        b.mentor,
      );
      if (b.respondedAt) await this.declinedByAccept(b, new Date(b.respondedAt));
    } else {
      await this.send(
        student._id,
        'booking_declined',
        `${b.mentor.name} declined “${b.topic}”${b.note ? `: ${b.note}` : '.'}`,
        STUDENT_PAGE,
        eventBooking(b),
        b.mentor,
      );
    }
    return b;
  }

  private async declinedByAccept(accepted: Booking, at: Date): Promise<void> {
    const rows = await this.ctx.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.mentorId, accepted.mentor._id),
          eq(bookings.kind, 'one_to_one'),
          eq(bookings.status, 'declined'),
          eq(bookings.note, NO_LONGER_FREE),
          eq(bookings.respondedAt, ts(at)),
        ),
      );
    for (const r of rows) {
      this.inbox(r.mentorId, r.id, true);
      if (!r.studentId) continue;
      await this.send(
        r.studentId,
        'booking_declined',
        `${accepted.mentor.name} declined “${r.topic}”: ${NO_LONGER_FREE}`,
        STUDENT_PAGE,
        eventBooking(r),
        accepted.mentor,
      );
    }
  }

  /** Requests a day off declined (availability.ts) reach their students and leave the inbox. */
  async declinedForDayOff(mentor: Principal, declined: readonly BookingRow[]): Promise<void> {
    const by: PersonSummary = { _id: mentor.id, name: mentor.name, role: mentor.role };
    for (const r of declined) {
      this.inbox(r.mentorId, r.id, true);
      if (!r.studentId) continue;
      await this.send(
        r.studentId,
        'booking_declined',
        `${mentor.name} declined “${r.topic}”: ${AWAY_THAT_DAY}`,
        STUDENT_PAGE,
        eventBooking(r),
        by,
      );
    }
  }

  /** A cancellation reaches the side that did not cancel (both, when an admin did). */
  async cancelled(b: Booking, by: Principal, wasAlready: boolean): Promise<Booking> {
    if (wasAlready) return b;
    this.inbox(b.mentor._id, b._id, true);
    const student = b.students[0];
    const actor: PersonSummary = b.cancelledBy ?? { _id: by.id, name: by.name, role: by.role };
    const reason = b.cancelReason ? `: ${b.cancelReason}` : '.';
    if (student && student._id !== by.id) {
      const time = writtenTime(new Date(b.startTime), b.timezone);
      await this.send(
        student._id,
        'booking_cancelled',
        { message: `${actor.name} cancelled “${b.topic}”, ${time.text}${reason}`, time },
        STUDENT_PAGE,
        eventBooking(b),
        actor,
      );
    }
    if (b.mentor._id !== by.id) {
      const time = await this.forMentor(b);
      await this.send(
        b.mentor._id,
        'booking_cancelled',
        { message: `${actor.name} cancelled “${b.topic}”, ${time.text}${reason}`, time },
        MENTOR_PAGE,
        eventBooking(b),
        actor,
      );
    }
    return b;
  }
}
