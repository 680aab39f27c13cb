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
// (queries.ts), one-to-one requests and group sessions.
import type { AppContext } from '../../context';
import type { BookingKind, BookingStatus } from '../../db/schema/index';
import { me, type UntypedHandlers as Handlers } from '../../http/router'; // TEMPORARY (issue 25)
import { seedBookings } from '../../seed/bookings';
import { BookingAccess } from './access';
import { BookingShapes, type GroupInput, type ListFilter, type OneToOneInput } from './dto';
import { BookingGroups } from './groups';
import { BookingOneToOne } from './one-to-one';
import { BookingQueries } from './queries';
import { sweepDerivedStatuses } from './sweep';

const SWEEP_MS = 5 * 60 * 1000;

/** `status` may arrive as one value or several (repeated parameter). */
function filter(q: Record<string, unknown>): ListFilter {
  const f: ListFilter = {};
  if (q.kind) f.kind = q.kind as BookingKind;
  if (q.status !== undefined)
    f.status = (Array.isArray(q.status) ? q.status : [q.status]) as BookingStatus[];
  if (typeof q.from === 'string') f.from = q.from;
  if (typeof q.to === 'string') f.to = q.to;
  return f;
}

export function bookingHandlers(ctx: AppContext): Handlers {
  const shapes = new BookingShapes(ctx);
  const access = new BookingAccess(ctx);
  const queries = new BookingQueries(ctx, access, shapes);
  const oneToOne = new BookingOneToOne(ctx, access, shapes);
  const groups = new BookingGroups(ctx, access, shapes);
  ctx.extensions.jobs.push({
    name: 'bookings-sweep',
    everyMs: SWEEP_MS,
    run: async () => void (await sweepDerivedStatuses(ctx)),
  });
  ctx.extensions.seeders.push((world) => seedBookings(ctx, world));

  return {
    listBookings: (c) => {
      const q = c.query as Record<string, unknown>;
      return queries.listAll(me(c), {
        ...filter(q),
        mentorId: q.mentorId as string | undefined,
        studentId: q.studentId as string | undefined,
        page: q.page as number,
        pageSize: q.pageSize as number,
      });
    },
    getBooking: (c) => queries.get(me(c), c.params.id ?? ''),
    listMentorBookings: (c) => queries.listForMentor(me(c), filter(c.query)),
    listStudentBookings: (c) => queries.listForStudent(me(c), filter(c.query)),
    getMentorSchedule: (c) =>
      queries.schedule(me(c), c.params.id ?? '', c.query as { from?: string; to?: string }),
    requestOneToOneBooking: (c) => oneToOne.request(me(c), c.body as OneToOneInput),
    respondToOneToOneBooking: (c) =>
      oneToOne.respond(
        me(c),
        c.params.id ?? '',
        c.body as { decision: 'accept' | 'decline'; meetingLink?: string; note?: string },
      ),
    cancelOneToOneBooking: (c) =>
      oneToOne.cancelOneToOne(
        me(c),
        c.params.id ?? '',
        (c.body as { reason?: string } | undefined)?.reason,
      ),
    listOpenGroupSessions: (c) => {
      const q = c.query as Record<string, unknown>;
      return queries.listOpenGroups(me(c), {
        mentorId: q.mentorId as string | undefined,
        from: q.from as string | undefined,
        to: q.to as string | undefined,
        search: q.search as string | undefined,
        page: q.page as number,
        pageSize: q.pageSize as number,
      });
    },
    createGroupSession: (c) => groups.createGroup(me(c), c.body as GroupInput),
    joinGroupSession: (c) => groups.join(me(c), c.params.id ?? ''),
    leaveGroupSession: (c) => groups.leave(me(c), c.params.id ?? ''),
    cancelGroupSession: (c) =>
      groups.cancelGroup(
        me(c),
        c.params.id ?? '',
        (c.body as { reason?: string } | undefined)?.reason,
      ),
  };
}
