// Demo live classes in both batches: one live right now (with a student present), one later today,
// several upcoming, and ended ones with their attendance — every status the screens show.
import { and, eq, like } from 'drizzle-orm';
import { batchVideos, liveClassAttendees, liveClasses } from '../db/schema/index';
import { seedId } from './ids';
import type { DemoWorld } from './world';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const IST = 'Asia/Kolkata';

/** `days` from today at a wall-clock time in India (IST is UTC+5:30, no DST). */
function ist(now: Date, days: number, hour: number, minute = 0): Date {
  const local = new Date(now.getTime() + 330 * MIN);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, hour, minute) -
      330 * MIN,
  );
}

export async function seedLiveClasses(world: DemoWorld): Promise<void> {
  const { tx, now, mentors, students, batches } = world;
  const t = now.getTime();
  const link = (code: string) => `https://meet.google.com/${code}`;
  const reminder = (start: Date) =>
    start.getTime() - 15 * MIN >= t ? new Date(start.getTime() - 15 * MIN) : null;
  const rows = [
    {
      key: 'ended-fs',
      title: 'Kickoff: how the web works',
      description: 'Orientation, cohort norms, and a tour from DNS lookup to the rendered page.',
      b: 0,
      startTime: ist(now, -3, 19),
      durationMinutes: 90,
      status: 'ended' as const,
      code: 'kfw-webx-101',
    },
    {
      key: 'ended-de',
      title: 'SQL window functions in practice',
      description:
        'ROW_NUMBER, running totals and cohort retention on a food-delivery orders dataset.',
      b: 1,
      startTime: ist(now, -2, 20),
      durationMinutes: 75,
      status: 'ended' as const,
      code: 'sql-wind-202',
    },
    {
      key: 'live-fs',
      title: 'React state management deep dive',
      description: 'useState vs useReducer vs context, and when to reach for a state machine.',
      b: 0,
      startTime: new Date(Math.floor((t - 20 * MIN) / MIN) * MIN),
      durationMinutes: 60,
      status: 'live' as const,
      code: 'rct-stat-303',
    },
    {
      key: 'today-de',
      title: 'Airflow DAGs hands-on',
      description: 'Write, schedule and backfill your first DAG; bring Docker installed.',
      b: 1,
      startTime: new Date(Math.ceil((t + 3 * 60 * MIN) / (30 * MIN)) * 30 * MIN),
      durationMinutes: 90,
      status: 'scheduled' as const,
      code: 'afl-dags-404',
    },
    {
      key: 'up-fs-1',
      title: 'Building REST APIs with Node.js and Fastify',
      description:
        'Routing, validation with JSON Schema, and error handling. Assignment 2 walkthrough.',
      b: 0,
      startTime: ist(now, 1, 19),
      durationMinutes: 90,
      status: 'scheduled' as const,
      code: 'njs-fast-505',
    },
    {
      key: 'up-fs-2',
      title: 'System design for beginners: designing a URL shortener',
      description: 'Requirements, APIs, data model, caching and scaling to millions of links.',
      b: 0,
      startTime: ist(now, 4, 11),
      durationMinutes: 120,
      status: 'scheduled' as const,
      code: 'sys-dsgn-606',
    },
    {
      key: 'up-de-1',
      title: 'Spark performance tuning',
      description: 'Partitions, shuffles, broadcast joins and reading the Spark UI.',
      b: 1,
      startTime: ist(now, 3, 20),
      durationMinutes: 90,
      status: 'scheduled' as const,
      code: 'spk-tune-707',
    },
    {
      key: 'up-de-2',
      title: 'Mock interview: data engineering round',
      description: 'Live SQL and pipeline design questions, with feedback for volunteers.',
      b: 1,
      startTime: ist(now, 6, 18, 30),
      durationMinutes: 60,
      status: 'scheduled' as const,
      code: 'mck-intv-808',
    },
  ];
  const inserted = await tx
    .insert(liveClasses)
    .values(
      rows.map((r) => {
        const end = new Date(r.startTime.getTime() + r.durationMinutes * MIN);
        const createdAt = new Date(Math.min(r.startTime.getTime(), t) - 5 * DAY);
        return {
          id: seedId(`live-class:${r.key}`),
          title: r.title,
          description: r.description,
          ...batches[r.b as 0 | 1],
          startTime: r.startTime,
          durationMinutes: r.durationMinutes,
          timezone: IST,
          meetingLink: link(r.code),
          hostId: mentors[r.b as 0 | 1].id,
          status: r.status,
          reminderAt: r.status === 'scheduled' ? reminder(r.startTime) : null,
          startedAt: r.status === 'scheduled' ? null : new Date(r.startTime.getTime() + 2 * MIN),
          endedAt: r.status === 'ended' ? new Date(end.getTime() + 4 * MIN) : null,
          createdAt,
          updatedAt: r.status === 'ended' ? new Date(end.getTime() + 4 * MIN) : createdAt,
        };
      }),
    )
    .returning();
  const byTitle = new Map(inserted.map((r, i) => [rows[i]!.key, r]));
  const endedFs = byTitle.get('ended-fs')!;
  const endedDe = byTitle.get('ended-de')!;
  const live = byTitle.get('live-fs')!;
  const after = (d: Date, m: number) => new Date(d.getTime() + m * MIN);
  /** students[student] joined `joined` minutes into the class and left `left` minutes in, or at its end. */
  const attended = (cls: typeof live, student: number, joined: number, left?: number) => ({
    classId: cls.id,
    studentId: students[student]!.id,
    joinedAt: after(cls.startTime, joined),
    leftAt: left === undefined ? cls.endedAt : after(cls.startTime, left),
  });
  await tx.insert(liveClassAttendees).values([
    attended(endedFs, 0, 1),
    attended(endedFs, 1, 6, 70),
    attended(endedDe, 3, 0),
    attended(endedDe, 4, 3),
    attended(endedDe, 5, 12, 40),
    // Still in the class that is live now.
    attended(live, 1, 3),
  ]);
  // Each batch's kickoff recording is the recording of its ended class (a student sees
  // which class a video belongs to). The batches seeder ran first, so the videos exist.
  for (const [b, cls] of [
    [batches[0], endedFs],
    [batches[1], endedDe],
  ] as const) {
    await tx
      .update(batchVideos)
      .set({ liveClassId: cls.id })
      .where(
        and(
          eq(batchVideos.monthYear, b.monthYear),
          eq(batchVideos.domain, b.domain),
          like(batchVideos.title, 'Kickoff recording%'),
        ),
      );
  }
}
