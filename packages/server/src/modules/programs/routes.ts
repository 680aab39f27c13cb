// Programs (the program pages of spec §2). Registering stores the catalogue on a fresh database and
// makes registration with payment read prices from this table (extensions.findProgram).
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { optionalUser } from '../../http/auth';
import { welcome } from './enrolments';
import { ProgramsService } from './service';

export async function programHandlers(ctx: AppContext): Promise<Handlers> {
  const programs = new ProgramsService(ctx);
  await programs.ensureCatalogue();
  ctx.extensions.findProgram = (slug) => programs.find(slug);

  return defineHandlers({
    listPrograms: async (c) =>
      programs.list(await optionalUser(ctx, c), c.query.includeUnpublished),
    createProgram: (c) => programs.create(c.body),
    getProgram: async (c) => programs.get(await optionalUser(ctx, c), c.params.slug),
    updateProgram: (c) => programs.update(c.params.slug, c.body),
    getWelcome: (c) => welcome(ctx.db, me(c).id),
    deleteProgram: async (c) => {
      await programs.remove(c.params.slug);
    },
  });
}
