import type { Program, ProgramUpdateRequest } from '@campus/sdk';
import { getListProgramsMockHandler, getUpdateProgramMockHandler } from '@campus/sdk/msw';
import { failing, pending, storyNow, type HandlerGroups, type Route } from './kit';
import { programList } from './programs';

const routes: Route[] = [['get', '*/api/programs']];

/** The story programs with a curriculum and outcomes to edit, one of them a draft. */
export const adminProgramList: Program[] = programList.map((p, i) => ({
  ...p,
  durationWeeks: [24, 28, 16][i] ?? 12,
  published: i !== 2,
  curriculum: [
    { title: 'Foundations', order: 1, topics: ['Python basics', 'Notebooks'] },
    { title: 'Modelling', order: 2, topics: ['Regression', 'Classification'] },
  ],
  outcomes: ['Ship a model to production', 'Explain results to a business audience'],
}));

/** listPrograms and updateProgram over one in-memory list, so a save shows in the table. */
export function programsAdminApi(seed: Program[] = adminProgramList) {
  let programs = seed.map((p) => ({ ...p }));
  return [
    getListProgramsMockHandler(() => programs),
    getUpdateProgramMockHandler(async ({ params, request }) => {
      const body = (await request.json()) as ProgramUpdateRequest;
      const slug = String(params['slug']);
      programs = programs.map((p) =>
        p.slug === slug
          ? {
              ...p,
              ...body,
              description: body.description ?? p.description,
              heroImageUrl: body.heroImageUrl ?? p.heroImageUrl,
              startsOn: body.startsOn ?? p.startsOn,
              curriculum: (body.curriculum ?? p.curriculum).map((s, i) => ({ ...s, order: i + 1 })),
              updatedAt: storyNow.toISOString(),
            }
          : p,
      );
      return programs.find((p) => p.slug === slug)!;
    }),
  ];
}

export const adminPrograms: HandlerGroups = {
  full: programsAdminApi(),
  empty: [getListProgramsMockHandler([])],
  error: failing(routes),
  loading: pending(routes),
};
