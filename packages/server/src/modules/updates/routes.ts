import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { seedUpdates } from '../../seed/updates';
import { UpdatesService } from './service';

export function updateHandlers(ctx: AppContext): Handlers {
  const svc = new UpdatesService(ctx);
  ctx.extensions.seeders.push((world) => seedUpdates(world));
  return defineHandlers({
    listMentorUpdates: (c) => svc.listForStudent(me(c), c.query),
    createMentorUpdate: (c) => svc.create(me(c), c.body),
    listOwnMentorUpdates: (c) => svc.listOwn(me(c), c.query),
    updateMentorUpdate: (c) => svc.update(me(c), c.params.id, c.body),
    deleteMentorUpdate: async (c) => {
      await svc.remove(me(c), c.params.id);
    },
  });
}
