import {
  bookingEventNames,
  certificateEventNames,
  followedQuestionEventNames,
  inboxClockEventNames,
  inboxEventNames,
  liveClassEventNames,
  mentorEventNames,
  peopleEventNames,
  questionEventNames,
  quietEventNames,
  taskEventNames,
} from '@campus/sdk';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { courseKeys } from '../data/courses/keys';
import { dashboardKeys } from '../data/dashboard/keys';
import { ebookKeys } from '../data/ebooks/keys';
import { inboxKeys } from '../data/inbox/keys';
import { liveClassKeys } from '../data/live-classes/keys';
import { messageKeys } from '../data/messages/keys';
import { taskKeys } from '../data/tasks/keys';
import { updateKeys } from '../data/updates/keys';
import {
  invalidateAfterReconnect,
  invalidateForServerEvent,
  changeAnnouncedBy,
  type ServerEventName,
} from './socket-invalidation';

/** Every name of the SDK's ServerToClientEvents, at run time. */
const serverEventNames: readonly ServerEventName[] = [
  ...liveClassEventNames,
  ...taskEventNames,
  ...bookingEventNames,
  ...peopleEventNames,
  ...mentorEventNames,
  ...certificateEventNames,
  ...inboxEventNames,
  ...inboxClockEventNames,
  ...questionEventNames,
  ...followedQuestionEventNames,
  ...quietEventNames,
  'private_message',
  'typing',
  'session_ended',
];

/** A cache holding one settled query per key, as screens leave it. */
function cacheWith(keys: readonly QueryKey[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { cached: true });
  const invalidated = () =>
    keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key[0]);
  return { client, invalidated };
}

const screens = [
  liveClassKeys.today(),
  liveClassKeys.upcoming(),
  dashboardKeys.section('student-tasks'),
  courseKeys.detail('c-1'),
  ebookKeys.list({}),
] as const;

describe('socket events → query keys', () => {
  it('maps every server-to-client event, and nothing else', () => {
    expect(Object.keys(changeAnnouncedBy).sort()).toEqual([...serverEventNames].sort());
  });

  it('a live class starting refreshes the class lists and the dashboard, not the catalogue', async () => {
    const { client, invalidated } = cacheWith(screens);
    await invalidateForServerEvent(client, 'live_class_started');
    expect(invalidated()).toEqual(['liveclasses', 'liveclasses', 'dashboard']);
  });

  it('an approved task refreshes the dashboard and course progress', async () => {
    const { client, invalidated } = cacheWith(screens);
    await invalidateForServerEvent(client, 'task_approved');
    expect(invalidated()).toEqual(['dashboard', 'courses']);
  });

  it('reminders and chat traffic leave the cache alone', async () => {
    const { client, invalidated } = cacheWith(screens);
    for (const name of [
      'live_class_reminder',
      'task_due_reminder',
      'private_message',
      'typing',
    ] as const) {
      await invalidateForServerEvent(client, name);
    }
    expect(invalidated()).toEqual([]);
  });

  it('a new mentor update refreshes the student’s updates list, nothing else', async () => {
    const { client, invalidated } = cacheWith([...screens, updateKeys.feed()]);
    await invalidateForServerEvent(client, 'mentor_update_posted');
    expect(invalidated()).toEqual(['mentor-updates']);
  });

  it('an assignment refreshes the mentor’s students and the roster under them', async () => {
    const { client, invalidated } = cacheWith([
      ...screens,
      taskKeys.students(),
      taskKeys.roster('m-1'),
      taskKeys.mentor(),
    ]);
    await invalidateForServerEvent(client, 'students_assigned');
    expect(invalidated()).toEqual(['dashboard', 'tasks', 'tasks']);
  });

  it('a private message refreshes the conversation list (a first message makes one)', async () => {
    const { client, invalidated } = cacheWith([...screens, messageKeys.conversations()]);
    await invalidateForServerEvent(client, 'private_message');
    expect(invalidated()).toEqual(['messages']);
  });

  it('each inbox event refreshes every page of the mentor’s inbox, nothing else', async () => {
    for (const name of inboxEventNames) {
      const { client, invalidated } = cacheWith([
        ...screens,
        inboxKeys.list(),
        inboxKeys.list({ kind: 'message', cursor: 'abc' }),
      ]);
      await invalidateForServerEvent(client, name);
      expect(invalidated(), name).toEqual(['inbox', 'inbox']);
    }
  });

  it('a reconnect refreshes the open conversation, the lists and the desk, not the catalogue', async () => {
    const { client, invalidated } = cacheWith([
      ...screens,
      messageKeys.conversations(),
      messageKeys.conversation('u-2'),
      taskKeys.mentor(),
      updateKeys.feed(),
    ]);
    await invalidateAfterReconnect(client);
    expect(invalidated()).toEqual([
      'liveclasses',
      'liveclasses',
      'dashboard',
      'courses',
      'messages',
      'messages',
      'tasks',
      'mentor-updates',
    ]);
  });
});
