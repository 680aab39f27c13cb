import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { seedMentors } from '../../seed/mentors';
import { MentorsService } from './service';

export function mentorHandlers(ctx: AppContext): Handlers {
  const svc = new MentorsService(ctx);
  ctx.extensions.onMentorRegistered.push((tx, user, application) =>
    svc.onRegistered(tx, user, application),
  );
  ctx.extensions.seeders.push((world) => seedMentors(world));
  return defineHandlers({
    listMentors: async (c) => svc.list(await svc.optionalCaller(c.headers.authorization), c.query),
    createMentor: (c) => svc.create(c.body),
    getMyMentorProfile: (c) => svc.mine(me(c)),
    getMentor: async (c) => svc.get(await svc.optionalCaller(c.headers.authorization), c.params.id),
    updateMentor: (c) => svc.update(me(c), c.params.id, c.body),
    deleteMentor: async (c) => {
      await svc.remove(c.params.id);
    },
  });
}
