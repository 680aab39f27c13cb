// Live classes: scheduling for a batch, the scheduled → live → ended lifecycle, joining (attendance),
// and the events to the batch's students and the host. Events are stored as notifications inside
// the transaction (hub.prepare) and emitted after the commit (hub.deliver). A minute job (`tick`)
// sends the 15-minute reminders once (unique key in live_class_reminders_sent) and ends classes
// still live 60 minutes after their scheduled end.
//
// Composed by use case (modules/courses is the template): the shapes and visibility (dto.ts) and
// the checks and events every write shares (access.ts) are built once and handed to the reads
// (queries.ts), scheduling, the lifecycle and attendance.
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { seedLiveClasses } from '../../seed/liveclasses';
import { LiveClassAccess } from './access';
import { LiveClassAttendance } from './attendance';
import { LiveClassShapes } from './dto';
import { LiveClassLifecycle } from './lifecycle';
import { cancelStoppedMentorClasses } from './mentor-stopped';
import { LiveClassQueries } from './queries';
import { LiveClassScheduling } from './scheduling';

/** The area's use cases, each built with what it needs (the suites build them the same way). */
export function liveClassUseCases(ctx: AppContext) {
  const shapes = new LiveClassShapes(ctx);
  const access = new LiveClassAccess(ctx, shapes);
  return {
    access,
    queries: new LiveClassQueries(ctx, shapes),
    scheduling: new LiveClassScheduling(ctx, shapes, access),
    lifecycle: new LiveClassLifecycle(ctx, shapes, access),
    attendance: new LiveClassAttendance(ctx, shapes, access),
  };
}

export function liveClassHandlers(ctx: AppContext): Handlers {
  const { access, queries, scheduling, lifecycle, attendance } = liveClassUseCases(ctx);
  ctx.hub.registerRoomPolicy('liveclass', (user, id) => attendance.canJoinRoom(user, id));
  ctx.hub.onUserGone((user) => attendance.gone(user));
  ctx.extensions.seeders.push((world) => seedLiveClasses(world));
  ctx.extensions.onMentorStopped.push((tx, mentorId) =>
    cancelStoppedMentorClasses(ctx, tx, mentorId),
  );
  ctx.extensions.jobs.push({
    name: 'liveclasses',
    everyMs: 60_000,
    run: async () => void (await lifecycle.tick()),
  });
  ctx.extensions.userStats.push(async (user) =>
    user.role === 'student' || user.role === 'mentor'
      ? { upcomingClasses: await queries.upcomingCount(user) }
      : {},
  );
  return defineHandlers({
    listLiveClasses: (c) => queries.listAll(me(c), c.query),
    createLiveClass: (c) => scheduling.create(me(c), c.body),
    listTodayLiveClasses: (c) => queries.listToday(me(c), c.query.timezone),
    listUpcomingLiveClasses: (c) => queries.listUpcoming(me(c), c.query.limit),
    listHostedLiveClasses: (c) => queries.listHosted(me(c), c.query),
    listStudentLiveClasses: (c) => queries.listForStudent(me(c), c.query),
    getLiveClassPermissions: (c) => access.permissions(me(c), c.query.classId),
    getLiveClass: (c) => queries.get(me(c), c.params.id),
    updateLiveClass: (c) => scheduling.update(me(c), c.params.id, c.body),
    cancelLiveClass: (c) => scheduling.cancel(me(c), c.params.id),
    startLiveClass: (c) => lifecycle.start(me(c), c.params.id),
    endLiveClass: (c) => lifecycle.end(me(c), c.params.id),
    joinLiveClass: (c) => attendance.join(me(c), c.params.id),
    leaveLiveClass: (c) => attendance.leave(me(c), c.params.id),
  });
}
