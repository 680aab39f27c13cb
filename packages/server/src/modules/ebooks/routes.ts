// Skill_Up e-book courses and their modules.
import type { AppContext } from '../../context';
import { me, type Handlers } from '../../http/router';
import { seedEbooks } from '../../seed/ebooks';
import { optionalUser } from '../../http/auth';
import { EbooksService, type EbookInput, type EbookListQuery, type ModuleInput } from './service';

export function ebookHandlers(ctx: AppContext): Handlers {
  const ebooks = new EbooksService(ctx);
  ctx.extensions.seeders.push((world) => seedEbooks(world));
  const id = (c: { params: Record<string, string> }) => c.params.id ?? '';
  const moduleId = (c: { params: Record<string, string> }) => c.params.moduleId ?? '';

  return {
    listEbookCourses: async (c) =>
      ebooks.list(await optionalUser(ctx, c), c.query as unknown as EbookListQuery),
    createEbookCourse: (c) =>
      ebooks.create(me(c), c.body as EbookInput & { title: string; category: string }),
    getEbookCourse: async (c) => ebooks.get(await optionalUser(ctx, c), id(c)),
    updateEbookCourse: (c) => ebooks.update(id(c), c.body as EbookInput),
    deleteEbookCourse: async (c) => {
      await ebooks.remove(id(c));
    },
    listEbookModules: async (c) => ebooks.modules(await optionalUser(ctx, c), id(c)),
    addEbookModule: (c) =>
      ebooks.addModule(id(c), c.body as ModuleInput & { title: string; content: string }),
    getEbookModule: async (c) => ebooks.module(await optionalUser(ctx, c), id(c), moduleId(c)),
    updateEbookModule: (c) => ebooks.updateModule(id(c), moduleId(c), c.body as ModuleInput),
    deleteEbookModule: async (c) => {
      await ebooks.removeModule(id(c), moduleId(c));
    },
  };
}
