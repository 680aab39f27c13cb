// Queries per request do not grow with the data: every daily read of every role is asked
// once on the demo world and once after growing it (the large-campus generator at a small scale),
// and the server's own count of the queries it ran (`x-db-queries`, QUERY_COUNT_HEADER) must be the
// same, give or take two: a read may run a bounded extra query for a kind of row the demo's first page
// does not have (e.g. the mentor's batches once a student is among their conversations). A list that
// loads its rows' relations one by one (N+1) adds a query per row — its first page grows from the
// demo's few rows to a full page — and fails here long before a real campus notices;
// `pnpm bench:scale` measures the same reads for time at full size.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { useServer, type TestServer } from '../testing/server';
import { seedDemoWorld } from './index';
import { growCampus } from './large-campus';

const SMALL = 0.005;

/** [what, who asks, path] — the reads a person opens every day (the bench's list, first pages). */
const READS: [string, 'admin' | 'mentor' | 'student' | 'instructor', string][] = [
  ['admin students', 'admin', '/api/admin/students?pageSize=20'],
  ['admin enrollments', 'admin', '/api/enrollments?pageSize=20'],
  ['mentor conversations', 'mentor', '/api/messages/conversations'],
  ['student conversations', 'student', '/api/messages/conversations'],
  ['admin batches', 'admin', '/api/batches'],
  ['admin tasks', 'admin', '/api/tasks?pageSize=20'],
  ['popular courses', 'student', '/api/courses?sort=popular'],
  ['student learning overview', 'student', '/api/learning/overview'],
  ['my students', 'mentor', '/api/tasks/mentor/students'],
  ['mentor tasks', 'mentor', '/api/tasks/mentor'],
  ['review queue', 'mentor', '/api/tasks/review-queue'],
  ['admin users', 'admin', '/api/users?pageSize=20'],
  ['admin users by name', 'admin', '/api/users?pageSize=20&sort=name'],
  ['mentor live classes', 'mentor', '/api/liveclasses/mentor'],
  ['who am I', 'student', '/api/auth/me'],
  ['student profile', 'student', '/api/users/profile'],
  ['student bell', 'student', '/api/notifications'],
  ['mentor bell', 'mentor', '/api/notifications'],
  ['student tasks', 'student', '/api/tasks/student'],
  ['student enrollments', 'student', '/api/enrollments/student'],
  ['student live classes', 'student', '/api/liveclasses/student'],
  ['student bookings', 'student', '/api/bookings/student'],
  ['mentor bookings', 'mentor', '/api/bookings/mentor'],
  ['student mentor updates', 'student', '/api/mentor-updates'],
  ['student contacts', 'student', '/api/messages/contacts'],
  ['admin summary', 'admin', '/api/admin/summary'],
  ['admin batch assignments', 'admin', '/api/batchassignments'],
  ['admin live classes', 'admin', '/api/liveclasses'],
  ['instructor courses', 'instructor', '/api/courses'],
];

const tokens: Record<string, string> = {};

async function queriesOf(s: TestServer): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [what, role, path] of READS) {
    const res = await s.api('GET', path, { token: tokens[role] });
    expect(res.status, `${what}: ${path}`).toBe(200);
    out[what] = Number(res.headers.get('x-db-queries'));
  }
  const chat = await s.api('POST', '/api/chatbot/chat', {
    token: tokens.student,
    body: { message: 'When is my next live class?' },
  });
  expect(chat.status).toBe(200);
  out['assistant chat'] = Number(chat.headers.get('x-db-queries'));
  return out;
}

describe('queries per request [pglite]', () => {
  const s = useServer('pglite', { config: { queryCountHeader: true } }, async (server) => {
    const { ctx } = server.campus;
    expect(await seedDemoWorld(ctx)).toBe(true);
    for (const role of ['admin', 'mentor', 'student', 'instructor'] as const) {
      const [row] = await ctx.db
        .select()
        .from(users)
        .where(eq(users.email, `${role}@campus.test`));
      tokens[role] = await ctx.tokens.issue(row!);
    }
  });

  it('are the same on the demo world and on a grown campus, for every daily read', async () => {
    const demo = await queriesOf(s);
    await growCampus(s.campus.ctx.db, SMALL);
    const grown = await queriesOf(s);
    expect(Object.keys(grown)).toEqual(Object.keys(demo));
    for (const what of Object.keys(demo)) {
      expect(demo[what], what).toBeGreaterThan(0);
      expect(grown[what], what).toBeLessThanOrEqual(demo[what]! + 2);
    }
  }, 180_000);
});
