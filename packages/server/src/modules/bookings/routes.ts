import type { AppContext } from '../../context';
import type { BookingKind, BookingStatus } from '../../db/schema/index';
import { me, type UntypedHandlers as Handlers } from '../../http/router'; // TEMPORARY (issue 25)
import { seedBookings } from '../../seed/bookings';
import { BookingsService, type GroupInput, type ListFilter, type OneToOneInput } from './service';

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
  const svc = new BookingsService(ctx);
  ctx.extensions.jobs.push({
    name: 'bookings-sweep',
    everyMs: SWEEP_MS,
    run: async () => void (await svc.sweep()),
  });
  ctx.extensions.seeders.push((world) => seedBookings(ctx, world));

  return {
    listBookings: (c) => {
      const q = c.query as Record<string, unknown>;
      return svc.listAll(me(c), {
        ...filter(q),
        mentorId: q.mentorId as string | undefined,
        studentId: q.studentId as string | undefined,
        page: q.page as number,
        pageSize: q.pageSize as number,
      });
    },
    getBooking: (c) => svc.get(me(c), c.params.id ?? ''),
    listMentorBookings: (c) => svc.listForMentor(me(c), filter(c.query)),
    listStudentBookings: (c) => svc.listForStudent(me(c), filter(c.query)),
    getMentorSchedule: (c) =>
      svc.schedule(me(c), c.params.id ?? '', c.query as { from?: string; to?: string }),
    requestOneToOneBooking: (c) => svc.request(me(c), c.body as OneToOneInput),
    respondToOneToOneBooking: (c) =>
      svc.respond(
        me(c),
        c.params.id ?? '',
        c.body as { decision: 'accept' | 'decline'; meetingLink?: string; note?: string },
      ),
    cancelOneToOneBooking: (c) =>
      svc.cancelOneToOne(
        me(c),
        c.params.id ?? '',
        (c.body as { reason?: string } | undefined)?.reason,
      ),
    listOpenGroupSessions: (c) => {
      const q = c.query as Record<string, unknown>;
      return svc.listOpenGroups(me(c), {
        mentorId: q.mentorId as string | undefined,
        from: q.from as string | undefined,
        to: q.to as string | undefined,
        search: q.search as string | undefined,
        page: q.page as number,
        pageSize: q.pageSize as number,
      });
    },
    createGroupSession: (c) => svc.createGroup(me(c), c.body as GroupInput),
    joinGroupSession: (c) => svc.join(me(c), c.params.id ?? ''),
    leaveGroupSession: (c) => svc.leave(me(c), c.params.id ?? ''),
    cancelGroupSession: (c) =>
      svc.cancelGroup(
        me(c),
        c.params.id ?? '',
        (c.body as { reason?: string } | undefined)?.reason,
      ),
  };
}
