import type { AppContext } from '../../context';
import type { LiveClassStatus } from '../../db/schema/index';
import { me, type UntypedHandlers as Handlers } from '../../http/router'; // TEMPORARY (issue 25)
import { seedLiveClasses } from '../../seed/liveclasses';
import { LiveClassesService, type CreateInput, type UpdateInput } from './service';

interface Filters {
  status?: LiveClassStatus;
  monthYear?: string;
  domain?: string;
  hostId?: string;
  from?: string;
  to?: string;
  search?: string;
}

export function liveClassHandlers(ctx: AppContext): Handlers {
  const svc = new LiveClassesService(ctx);
  ctx.hub.registerRoomPolicy('liveclass', (user, id) => svc.canJoinRoom(user, id));
  ctx.extensions.seeders.push((world) => seedLiveClasses(world));
  ctx.extensions.jobs.push({
    name: 'liveclasses',
    everyMs: 60_000,
    run: async () => void (await svc.tick()),
  });
  ctx.extensions.userStats.push(async (user) =>
    user.role === 'student' || user.role === 'mentor'
      ? { upcomingClasses: await svc.upcomingCount(user) }
      : {},
  );
  return {
    listLiveClasses: (c) =>
      svc.listAll(me(c), c.query as unknown as Filters & { page: number; pageSize: number }),
    createLiveClass: (c) => svc.create(me(c), c.body as CreateInput),
    listTodayLiveClasses: (c) => svc.listToday(me(c), String(c.query.timezone ?? 'UTC')),
    listUpcomingLiveClasses: (c) => svc.listUpcoming(me(c), Number(c.query.limit ?? 20)),
    listHostedLiveClasses: (c) => svc.listHosted(me(c), c.query as Filters),
    listStudentLiveClasses: (c) => svc.listForStudent(me(c), c.query as Filters),
    getLiveClassPermissions: (c) => svc.permissions(me(c), c.query.classId as string | undefined),
    getLiveClass: (c) => svc.get(me(c), c.params.id ?? ''),
    updateLiveClass: (c) => svc.update(me(c), c.params.id ?? '', c.body as UpdateInput),
    cancelLiveClass: async (c) => {
      await svc.cancel(me(c), c.params.id ?? '');
    },
    startLiveClass: (c) => svc.start(me(c), c.params.id ?? ''),
    endLiveClass: (c) => svc.end(me(c), c.params.id ?? ''),
    joinLiveClass: (c) => svc.join(me(c), c.params.id ?? ''),
    leaveLiveClass: (c) => svc.leave(me(c), c.params.id ?? ''),
  };
}
