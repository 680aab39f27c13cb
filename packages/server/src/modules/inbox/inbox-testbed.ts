// The inbox's testbed: a server on a clock the tests move, an admin, and the work that fills a
// mentor's inbox (a cohort open for bookings, tasks and submissions, reviews, booking requests,
// messages over sockets), with the inbox read as ids or walked page by page.
import type { InboxItem, InboxPage } from '@campus/sdk/model';
import type { Socket } from 'socket.io-client';
import { beforeAll, expect } from 'vitest';
import { connected, emitAck, useServer, type TestUser, type DbKind } from '../../testing/server';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** A server for inbox tests, with the work and reads they build on. */
export function useInboxServer(db: DbKind) {
  const clock = { offset: 0 };
  const now = () => new Date(Date.now() + clock.offset);
  const s = useServer(db, { now });
  // Filled in before the tests run: the suite reads it at once.
  const admin = {} as TestUser;
  beforeAll(async () => {
    Object.assign(admin, await s.user('admin'));
  });

  let n = 0;
  let slot = 0;
  /** A number no other call has had: fresh names for batches and tasks. */
  const fresh = () => n++;

  /** A mentor with `size` students assigned to them in a fresh batch, open for bookings. */
  async function cohort(size = 2) {
    const mentor = await s.user('mentor');
    const students: TestUser[] = [];
    for (let i = 0; i < size; i++) students.push(await s.user('student'));
    const batch = { monthYear: '2026-11', domain: `inbox-${Date.now().toString(36)}-${n++}` };
    const assigned = await s.api('POST', '/api/batchassignments/assign', {
      token: admin.token,
      body: { mentorId: mentor.id, studentIds: students.map((x) => x.id), ...batch },
    });
    expect(assigned.status).toBe(200);
    const hours = await s.api('PUT', '/api/bookings/availability', {
      token: mentor.token,
      body: {
        timezone: 'UTC',
        weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          start: '00:00',
          end: '24:00',
        })),
        daysOff: [],
        bufferMinutes: 0,
      },
    });
    expect(hours.status).toBe(200);
    return { mentor, students, batch };
  }

  async function task(mentor: TestUser, batch: { monthYear: string; domain: string }) {
    const res = await s.api('POST', '/api/tasks', {
      token: mentor.token,
      body: {
        title: `Task ${n++}`,
        dueDate: new Date(now().getTime() + 3 * DAY).toISOString(),
        timezone: 'Asia/Kolkata',
        batch,
      },
    });
    expect(res.status).toBe(201);
    return res.body as { _id: string; title: string };
  }

  async function submit(stu: TestUser, taskId: string) {
    const res = await s.api('POST', `/api/tasks/${taskId}/submit`, {
      token: stu.token,
      body: { text: 'Here it is' },
    });
    expect(res.status).toBe(201);
    return res.body as { _id: string; attempt: number };
  }

  const review = (mentor: TestUser, taskId: string, submissionId: string, status: string) =>
    s.api('POST', `/api/tasks/${taskId}/submissions/${submissionId}/feedback`, {
      token: mentor.token,
      body: { status, ...(status === 'approved' ? {} : { comment: 'Add tests' }) },
    });

  async function requestBooking(stu: TestUser, mentor: TestUser, topic = 'Help with hooks') {
    const start = new Date(now().getTime() + (2 + slot++) * DAY);
    start.setUTCMinutes(0, 0, 0);
    const res = await s.api('POST', '/api/bookings/one-to-one', {
      token: stu.token,
      body: {
        mentorId: mentor.id,
        topic,
        startTime: start.toISOString(),
        durationMinutes: 30,
        timezone: 'Asia/Kolkata',
      },
    });
    expect(res.status).toBe(201);
    return res.body as { _id: string };
  }

  async function online(u: TestUser): Promise<Socket> {
    const sock = s.socket(u.token);
    await connected(sock);
    return sock;
  }

  async function say(sock: Socket, toUserId: string, message: string) {
    const ack = await emitAck<{ ok: boolean; message?: string }>(sock, 'private_message', {
      toUserId,
      message,
    });
    expect(ack).toMatchObject({ ok: true });
  }

  // A page, or an error's `message`.
  const inbox = (u: TestUser, query = '') =>
    s.api<InboxPage & { message?: string }>('GET', `/api/inbox${query ? `?${query}` : ''}`, {
      token: u.token,
    });

  async function ids(u: TestUser, query = ''): Promise<string[]> {
    const res = await inbox(u, query);
    expect(res.status).toBe(200);
    return res.body.items.map((i) => i.id);
  }

  /** Every item, walking the pages `pageSize` at a time. */
  async function walk(u: TestUser, pageSize: number, query = ''): Promise<InboxItem[]> {
    const all: InboxItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      // A cursor that does not move on would walk for ever.
      expect(++pages).toBeLessThanOrEqual(100);
      const q = [query, `pageSize=${pageSize}`, cursor ? `cursor=${cursor}` : '']
        .filter(Boolean)
        .join('&');
      const res = await inbox(u, q);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(pageSize);
      all.push(...res.body.items);
      cursor = res.body.nextCursor;
    } while (cursor);
    return all;
  }
  return {
    s,
    clock,
    admin,
    fresh,
    cohort,
    task,
    submit,
    review,
    requestBooking,
    online,
    say,
    inbox,
    ids,
    walk,
  };
}
