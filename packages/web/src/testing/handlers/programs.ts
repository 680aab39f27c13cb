import type { Program } from '@campus/sdk';
import {
  getGetProgramMockHandler,
  getGetProgramResponseMock,
  getListProgramsMockHandler,
} from '@campus/sdk/msw';
import { failing, offline, pending, seeded, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [
  ['get', '*/api/programs'],
  ['get', '*/api/programs/:slug'],
];

/** The career programs, one per slug the app routes to. */
export const programList: Program[] = seeded(201, () =>
  (
    [
      ['data-science-python', 'Data Science with Python'],
      ['fullstack-web-engineer', 'Full-Stack Web Engineer'],
      ['associate-cloud-engineer', 'Associate Cloud Engineer'],
    ] as const
  ).map(([slug, title], i) =>
    offline(
      getGetProgramResponseMock({
        _id: `program-${i + 1}`,
        slug: slug as Program['slug'],
        title,
        order: i + 1,
        published: true,
        price: [49999, 59999, 44999][i] ?? 0,
      }),
    ),
  ),
);

export const program: Program = programList[0]!;

/** A program announced before its curriculum and outcomes are written. */
export const announcedProgram: Program = { ...program, curriculum: [], outcomes: [] };

export const programs: HandlerGroups = {
  full: [getListProgramsMockHandler(programList), getGetProgramMockHandler(program)],
  empty: [getListProgramsMockHandler([]), getGetProgramMockHandler(announcedProgram)],
  error: failing(routes),
  loading: pending(routes),
};
