import type { AppContext } from '../../context';
import { me, type Handlers } from '../../http/router';
import { seedUpdates } from '../../seed/updates';
import { UpdatesService, type UpdateInput } from './service';

interface Page {
  page: number;
  pageSize: number;
}

export function updateHandlers(ctx: AppContext): Handlers {
  const svc = new UpdatesService(ctx);
  ctx.extensions.seeders.push((world) => seedUpdates(world));
  return {
    listMentorUpdates: (c) => svc.listForStudent(me(c), c.query as unknown as Page),
    createMentorUpdate: (c) => svc.create(me(c), c.body as Parameters<UpdatesService['create']>[1]),
    listOwnMentorUpdates: (c) => svc.listOwn(me(c), c.query as unknown as Page),
    updateMentorUpdate: (c) => svc.update(me(c), c.params.id ?? '', c.body as UpdateInput),
    deleteMentorUpdate: async (c) => {
      await svc.remove(me(c), c.params.id ?? '');
    },
  };
}
