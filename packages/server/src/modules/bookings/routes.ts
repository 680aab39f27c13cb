// Mentor sync: one-to-one requests and group sessions (the /mentor-sync and /mentor-sessions screens).
//
// No double booking: every change to a mentor's schedule (a request, an accept, a new group session)
// runs in one transaction that first locks the mentor's user row (and the student's, for checks on
// the student's own time) with SELECT … FOR UPDATE, in id order so two transactions cannot deadlock.
// Intervals are half-open [start, end): back-to-back bookings do not overlap.
//
// `expired` and `completed` are derived from the clock on every read (never stale); a sweep persists
// them every 5 minutes. Filters use the effective status.
//
// Composed by use case (modules/courses is the template): the shapes and who sees what (dto.ts)
// and the checks and locks every write shares (access.ts) are built once and handed to the reads
// (queries.ts), one-to-one requests and group sessions. A mentor's published hours and the slots
// computed from them (availability.ts) bound the requests; requests, answers and
// cancellations reach the other side live (booking-events.ts).
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { seedBookings } from '../../seed/bookings';
import { BookingAccess } from './access';
import { BookingAvailability } from './availability';
import { BookingEvents } from './booking-events';
import { BookingShapes } from './dto';
import { BookingGroups } from './groups';
import { cancelStoppedMentorBookings } from './mentor-stopped';
import { BookingOneToOne } from './one-to-one';
import { BookingQueries } from './queries';
import { sweepDerivedStatuses } from './sweep';

const SWEEP_MS = 5 * 60 * 1000;

export function bookingHandlers(ctx: AppContext): Handlers {
  const shapes = new BookingShapes(ctx);
  const access = new BookingAccess(ctx);
  const queries = new BookingQueries(ctx, access, shapes);
  const availability = new BookingAvailability(ctx, access);
  const oneToOne = new BookingOneToOne(ctx, access, shapes, availability);
  const events = new BookingEvents(ctx, availability);
  const groups = new BookingGroups(ctx, access, shapes);
  ctx.extensions.jobs.push({
    name: 'bookings-sweep',
    everyMs: SWEEP_MS,
    run: async () => void (await sweepDerivedStatuses(ctx)),
  });
  ctx.extensions.seeders.push((world) => seedBookings(ctx, world));
  ctx.extensions.onMentorStopped.push((tx, mentorId) =>
    cancelStoppedMentorBookings(ctx, tx, mentorId),
  );

  // `status` filters arrive as an array even when sent once: the validator coerces the repeated
  // parameter (contract.ts, coerceTypes 'array').
  return defineHandlers({
    listBookings: (c) => queries.listAll(me(c), c.query),
    getBooking: (c) => queries.get(me(c), c.params.id),
    listMentorBookings: (c) => queries.listForMentor(me(c), c.query),
    listStudentBookings: (c) => queries.listForStudent(me(c), c.query),
    getMentorSchedule: (c) => queries.schedule(me(c), c.params.id, c.query),
    // One-to-ones answer after their transaction commits; the events (booking-events.ts) go then.
    requestOneToOneBooking: async (c) => events.requested(await oneToOne.request(me(c), c.body)),
    respondToOneToOneBooking: async (c) =>
      events.answered(await oneToOne.respond(me(c), c.params.id, c.body)),
    cancelOneToOneBooking: async (c) => {
      const { booking, cancelled } = await oneToOne.cancelOneToOne(
        me(c),
        c.params.id,
        c.body?.reason,
      );
      return events.cancelled(booking, me(c), !cancelled);
    },
    listOpenGroupSessions: (c) => queries.listOpenGroups(me(c), c.query),
    createGroupSession: (c) => groups.createGroup(me(c), c.body),
    joinGroupSession: (c) => groups.join(me(c), c.params.id),
    leaveGroupSession: (c) => groups.leave(me(c), c.params.id),
    cancelGroupSession: (c) => groups.cancelGroup(me(c), c.params.id, c.body?.reason),
    getMyAvailability: (c) => availability.mine(me(c)),
    putMyAvailability: async (c) => {
      const { availability: published, declined } = await availability.publish(me(c), c.body);
      await events.declinedForDayOff(me(c), declined);
      return published;
    },
    getMentorSlots: (c) => availability.slots(me(c), c.params.id, c.query),
  });
}
