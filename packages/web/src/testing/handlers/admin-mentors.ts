import type { Mentor, MentorCreateRequest } from '@campus/sdk';
import {
  getCreateMentorMockHandler,
  getDeleteMentorMockHandler,
  getListMentorReviewsMockHandler,
  getListMentorsMockHandler,
  getListUserCreatedCoursesMockHandler,
  getListUsersMockHandler,
  getUpdateMentorMockHandler,
} from '@campus/sdk/msw';
import { makeUser } from '../fixtures';
import { courseList } from './courses';
import { failing, pending, storyNow, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [
  ['get', '*/api/mentors'],
  ['get', '*/api/users'],
  ['get', '*/api/users/mentor-reviews'],
];
const at = storyNow.toISOString();

/** Three profiles: listed with availability, listed without, and a hidden one. */
export const mentorProfileList: Mentor[] = (
  [
    ['Meera Iyer', 'Senior full-stack engineer', ['React', 'Node.js'], 'Weekdays 7–9 pm IST', true],
    ['Arjun Menon', 'Data engineer at a fintech', ['SQL', 'Spark'], undefined, true],
    ['Kavya Reddy', 'Cloud security lead', ['GCP', 'IAM'], 'Saturdays 10 am–1 pm IST', false],
  ] as const
).map(([name, headline, expertise, availability, listed], i) => ({
  _id: `mentor-profile-${i + 1}`,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  headline,
  expertise: [...expertise],
  ...(availability ? { availability } : {}),
  listed,
  domains: ['fullstack'],
  createdAt: at,
  updatedAt: at,
}));

const instructors = [
  makeUser({
    _id: 'u-instructor-1',
    name: 'Vikram Nair',
    email: 'vikram@example.com',
    role: 'instructor',
  }),
  makeUser({
    _id: 'u-instructor-2',
    name: 'Sana Qureshi',
    email: 'sana@example.com',
    role: 'instructor',
  }),
];

/** One cursor page holding every item (the users and mentor lists page by cursor). */
const cursorPage = <T>(items: T[]) => ({ items, nextCursor: null, pageSize: 20 });

/** Profiles that change as the admin adds, edits and deletes; instructors with their courses. */
export function mentorProfilesApi(seed: Mentor[] = mentorProfileList) {
  let profiles = seed.map((m) => ({ ...m }));
  return [
    getListMentorsMockHandler(({ request }) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase();
      return cursorPage(
        profiles.filter(
          (m) =>
            !search ||
            `${m.name} ${m.headline} ${m.expertise.join(' ')}`.toLowerCase().includes(search),
        ),
      );
    }),
    getCreateMentorMockHandler(async ({ request }) => {
      const body = (await request.json()) as MentorCreateRequest;
      const created: Mentor = {
        ...body,
        _id: `mentor-profile-new-${profiles.length}`,
        listed: body.listed ?? false,
        domains: body.domains ?? [],
        createdAt: at,
        updatedAt: at,
      };
      profiles = [...profiles, created];
      return created;
    }),
    getUpdateMentorMockHandler(async ({ params, request }) => {
      const body = (await request.json()) as MentorCreateRequest;
      profiles = profiles.map((m) => (m._id === params['id'] ? { ...m, ...body } : m));
      return profiles.find((m) => m._id === params['id'])!;
    }),
    getDeleteMentorMockHandler(({ params }) => {
      profiles = profiles.filter((m) => m._id !== params['id']);
    }),
    getListUsersMockHandler(cursorPage(instructors)),
    getListUserCreatedCoursesMockHandler(({ params }) =>
      params['id'] === 'u-instructor-1'
        ? courseList.items.slice(0, 2).map((c, i) => ({
            ...c,
            status: i === 0 ? ('published' as const) : ('draft' as const),
          }))
        : [],
    ),
    getListMentorReviewsMockHandler(cursorPage([])),
  ];
}

export const adminMentors: HandlerGroups = {
  full: mentorProfilesApi(),
  empty: [
    getListMentorsMockHandler(cursorPage([])),
    getListUsersMockHandler(cursorPage([])),
    getListMentorReviewsMockHandler(cursorPage([])),
  ],
  error: failing(routes),
  loading: pending(routes),
};
