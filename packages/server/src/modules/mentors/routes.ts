import type { AppContext } from '../../context';
import { me, type Handlers } from '../../http/router';
import { seedMentors } from '../../seed/mentors';
import { MentorsService, type MentorInput } from './service';

export function mentorHandlers(ctx: AppContext): Handlers {
  const svc = new MentorsService(ctx);
  ctx.extensions.onMentorRegistered.push((tx, user, application) =>
    svc.onRegistered(tx, user, application),
  );
  ctx.extensions.seeders.push((world) => seedMentors(world));
  return {
    listMentors: async (c) =>
      svc.list(
        await svc.optionalCaller(c.headers.authorization),
        c.query as unknown as Parameters<MentorsService['list']>[1],
      ),
    createMentor: (c) => svc.create(c.body as Parameters<MentorsService['create']>[0]),
    getMyMentorProfile: (c) => svc.mine(me(c)),
    getMentor: async (c) =>
      svc.get(await svc.optionalCaller(c.headers.authorization), c.params.id ?? ''),
    updateMentor: (c) => svc.update(me(c), c.params.id ?? '', c.body as MentorInput),
    deleteMentor: async (c) => {
      await svc.remove(c.params.id ?? '');
    },
  };
}
