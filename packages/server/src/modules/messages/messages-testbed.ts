// The private messages' testbed: a server that counts each request's queries, an admin, cohorts
// of a mentor and students, people online over real sockets, and a message sent with its ack.
import { beforeAll, expect } from 'vitest';
import type { Socket } from 'socket.io-client';
import { connected, emitAck, useServer, type TestUser, type DbKind } from '../../testing/server';

type Ack = {
  ok: boolean;
  message?: string;
  sent?: { _id: string; at: string; message: string; clientId?: string };
};

let n = 0;
/** A number no other call has had: fresh batch names. */
const fresh = () => n++;

/** The bell's notes about private messages (an assignment adds a `students_assigned` note too). */
export const messageNotes = (items: { event: string; read: boolean }[]) =>
  items.filter((note) => note.event === 'private_message');

/** A server for private-message tests, with the people and sockets they build on. */
export function useMessagesServer(db: DbKind) {
  // x-db-queries: the queries a request ran (the conversation list must not grow with its rows).
  const s = useServer(db, { config: { queryCountHeader: true } });
  // Filled in before the tests run: the suite reads it at once.
  const admin = {} as TestUser;
  beforeAll(async () => {
    Object.assign(admin, await s.user('admin'));
  });

  /** A mentor with `size` students in a fresh batch. */
  async function cohort(size = 1) {
    const mentor = await s.user('mentor');
    const students: TestUser[] = [];
    for (let i = 0; i < size; i++) students.push(await s.user('student'));
    const batch = { monthYear: '2026-11', domain: `pm${n++}` };
    const res = await s.api('POST', '/api/batchassignments/assign', {
      token: admin.token,
      body: { mentorId: mentor.id, studentIds: students.map((x) => x.id), ...batch },
    });
    expect(res.status).toBe(200);
    return { mentor, students, batch };
  }

  async function online(u: TestUser): Promise<Socket> {
    const sock = s.socket(u.token);
    await connected(sock);
    return sock;
  }

  const send = (sock: Socket, toUserId: string, message: string, clientId?: string) =>
    emitAck<Ack>(sock, 'private_message', {
      toUserId,
      message,
      ...(clientId ? { clientId } : {}),
    });
  return { s, admin, fresh, cohort, online, send };
}
