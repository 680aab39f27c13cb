// Programs (the program pages of spec §2). Registering stores the catalogue on a fresh database and
// makes registration with payment read prices from this table (extensions.findProgram).
import type { AppContext } from '../../context';
import { type Handlers } from '../../http/router';
import { optionalUser } from '../../http/auth';
import { ProgramsService, type ProgramInput } from './service';

export async function programHandlers(ctx: AppContext): Promise<Handlers> {
  const programs = new ProgramsService(ctx);
  await programs.ensureCatalogue();
  ctx.extensions.findProgram = (slug) => programs.find(slug);
  const slug = (c: { params: Record<string, string> }) => c.params.slug ?? '';

  return {
    listPrograms: async (c) =>
      programs.list(
        await optionalUser(ctx, c),
        (c.query as { includeUnpublished?: boolean }).includeUnpublished === true,
      ),
    createProgram: (c) =>
      programs.create(
        c.body as ProgramInput & Required<Pick<ProgramInput, 'slug' | 'title' | 'summary'>>,
      ),
    getProgram: async (c) => programs.get(await optionalUser(ctx, c), slug(c)),
    updateProgram: (c) => programs.update(slug(c), c.body as ProgramInput),
    deleteProgram: async (c) => {
      await programs.remove(slug(c));
    },
  };
}
