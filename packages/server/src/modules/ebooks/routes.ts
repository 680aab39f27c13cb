// Skill_Up e-book courses and their modules.
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { seedEbooks } from '../../seed/ebooks';
import { optionalUser } from '../../http/auth';
import { EbooksService } from './service';

export function ebookHandlers(ctx: AppContext): Handlers {
  const ebooks = new EbooksService(ctx);
  ctx.extensions.seeders.push((world) => seedEbooks(world));

  return defineHandlers({
    listEbookCourses: async (c) => ebooks.list(await optionalUser(ctx, c), c.query),
    createEbookCourse: (c) => ebooks.create(me(c), c.body),
    getEbookCourse: async (c) => ebooks.get(await optionalUser(ctx, c), c.params.id),
    updateEbookCourse: (c) => ebooks.update(c.params.id, c.body),
    deleteEbookCourse: async (c) => {
      await ebooks.remove(c.params.id);
    },
    listEbookModules: async (c) => ebooks.modules(await optionalUser(ctx, c), c.params.id),
    addEbookModule: (c) => ebooks.addModule(c.params.id, c.body),
    getEbookModule: async (c) =>
      ebooks.module(await optionalUser(ctx, c), c.params.id, c.params.moduleId),
    updateEbookModule: (c) => ebooks.updateModule(c.params.id, c.params.moduleId, c.body),
    deleteEbookModule: async (c) => {
      await ebooks.removeModule(c.params.id, c.params.moduleId);
    },
  });
}
