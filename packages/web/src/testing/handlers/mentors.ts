import type { MentorPage } from '@campus/sdk';
import { getListMentorsMockHandler, getListMentorsResponseMock } from '@campus/sdk/msw';
import { failing, offline, pending, seeded, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [['get', '*/api/mentors']];

const names = ['Meera Iyer', 'Arjun Menon', 'Kavya Reddy', 'Rohan Gupta'];

/** Four listed mentors with readable names. */
export const mentorList: MentorPage = seeded(301, () => {
  const items = names.map((name, i) =>
    offline({
      ...getListMentorsResponseMock().items[0]!,
      _id: `mentor-${i + 1}`,
      name,
      listed: true,
    }),
  );
  return { items, nextCursor: null, pageSize: 12 };
});

export const mentors: HandlerGroups = {
  full: [getListMentorsMockHandler(mentorList)],
  empty: [getListMentorsMockHandler({ items: [], nextCursor: null, pageSize: 12 })],
  error: failing(routes),
  loading: pending(routes),
};
