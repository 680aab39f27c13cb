/* eslint-disable @typescript-eslint/no-explicit-any -- replies are asserted field by field */
// The assistant's golden set, asked against the real server on PGlite with the demo world:
// golden/own-data.json (questions about the asker's own data, with the intent expected and the facts
// the answer must state), golden/passages.json (questions a lesson or Skill_Up module answers, with the
// source the reply must cite) and golden/not-found.json (questions Campus cannot answer). The facts are
// computed here from the seeded rows with queries of their own — not taken from the assistant's code —
// so a wrong answer fails. Then, per personal intent, two students (and two mentors) ask the same
// question and no answer may contain what only the other one has.
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  batchAssignments,
  bookingParticipants,
  bookings,
  courseLessons,
  courses,
  ebookModules,
  enrollments,
  liveClasses,
  taskAssignees,
  taskFeedback,
  tasks,
  taskSubmissions,
  users,
  type UserRow,
} from '../../db/schema/index';
import { seedDemoWorld } from '../../seed/index';
import { useServer } from '../../testing/server';
import ownData from './golden/own-data.json';
import notFound from './golden/not-found.json';
import passageQuestions from './golden/passages.json';

type Login = 'student' | 'mentor' | 'admin' | 'student4' | 'mentor2';
const EMAILS: Record<Login, string> = {
  student: 'student@campus.test',
  student4: 'student4@campus.test',
  mentor: 'mentor@campus.test',
  mentor2: 'mentor2@campus.test',
  admin: 'admin@campus.test',
};
const DEFAULT_ZONE = 'Asia/Kolkata';
const NOT_FOUND = "I couldn't find this in Campus.";

interface Golden {
  as: Login;
  question: string;
  intent: string;
  facts: string[];
  actions?: string[];
  timezone?: string;
}

const clock = (at: Date, tz: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: tz, hour: 'numeric', minute: '2-digit' }).format(at);

describe('support assistant golden set [pglite]', () => {
  // Each question moves the clock 3.1 s, so one asker stays under 20 questions a minute.
  let clockMs = Date.now();
  const s = useServer('pglite', { now: () => new Date(clockMs) });
  const people = {} as Record<Login, UserRow & { token: string }>;
  beforeAll(async () => {
    expect(await seedDemoWorld(s.campus.ctx)).toBe(true);
    for (const [key, email] of Object.entries(EMAILS) as [Login, string][]) {
      const [row] = await s.campus.ctx.db.select().from(users).where(eq(users.email, email));
      people[key] = { ...row!, token: await s.campus.ctx.tokens.issue(row!) };
    }
  });

  const ask = async (who: Login, message: string, timezone = DEFAULT_ZONE) => {
    clockMs += 3_100;
    const res = await s.api('POST', `/api/chatbot/chat?timezone=${encodeURIComponent(timezone)}`, {
      token: people[who].token,
      body: { message },
    });
    expect(res.status).toBe(200);
    return res.body;
  };

  const db = () => s.campus.ctx.db;
  const now = () => s.campus.ctx.now();

  async function mentorOf(student: UserRow): Promise<UserRow> {
    const [m] = await db()
      .select({ u: users })
      .from(batchAssignments)
      .innerJoin(users, eq(users.id, batchAssignments.mentorId))
      .where(eq(batchAssignments.studentId, student.id));
    return m!.u;
  }

  /** Live classes the person is the audience of: a student's batch; a mentor's batches and own. */
  async function classWhere(u: UserRow) {
    if (u.role === 'student')
      return and(
        eq(liveClasses.monthYear, u.batchMonthYear!),
        eq(liveClasses.domain, u.batchDomain!),
      );
    const batches = await db()
      .selectDistinct({ m: batchAssignments.monthYear, d: batchAssignments.domain })
      .from(batchAssignments)
      .where(eq(batchAssignments.mentorId, u.id));
    return or(
      eq(liveClasses.hostId, u.id),
      ...batches.map((b) => and(eq(liveClasses.monthYear, b.m), eq(liveClasses.domain, b.d))),
    );
  }

  /** The open tasks a student still has to act on (no submission waiting, none approved). */
  async function toActOn(u: UserRow) {
    const rows = await db()
      .select({ id: tasks.id, title: tasks.title })
      .from(taskAssignees)
      .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
      .where(and(eq(taskAssignees.studentId, u.id), eq(tasks.status, 'open')));
    const out: string[] = [];
    for (const t of rows) {
      const [latest] = await db()
        .select({ status: taskSubmissions.status })
        .from(taskSubmissions)
        .where(and(eq(taskSubmissions.taskId, t.id), eq(taskSubmissions.studentId, u.id)))
        .orderBy(desc(taskSubmissions.attempt))
        .limit(1);
      if (!latest || latest.status === 'modification_requested' || latest.status === 'rejected')
        out.push(t.title);
    }
    return out;
  }

  /** The strings an answer to `g` must contain, from the seeded rows. */
  async function factsOf(key: string, u: UserRow, tz: string): Promise<string[]> {
    switch (key) {
      case 'nextClass': {
        const [c] = await db()
          .select()
          .from(liveClasses)
          .where(
            and(
              await classWhere(u),
              or(
                eq(liveClasses.status, 'live'),
                and(
                  eq(liveClasses.status, 'scheduled'),
                  sql`${liveClasses.startTime} + ${liveClasses.durationMinutes} * interval '1 minute' > ${now()}`,
                ),
              ),
            ),
          )
          .orderBy(sql`${liveClasses.status} <> 'live'`, asc(liveClasses.startTime))
          .limit(1);
        return [c!.title, clock(c!.startTime, tz), tz];
      }
      case 'pendingAmount':
        expect(u.pendingAmount).toBeGreaterThan(0);
        return [`₹${u.pendingAmount.toLocaleString('en-IN')}`];
      case 'mentor':
        return [(await mentorOf(u)).name];
      case 'libraryFeedback': {
        const [f] = await db()
          .select({ comment: taskFeedback.comment, by: users.name })
          .from(taskFeedback)
          .innerJoin(taskSubmissions, eq(taskSubmissions.id, taskFeedback.submissionId))
          .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
          .innerJoin(users, eq(users.id, taskFeedback.byId))
          .where(and(eq(taskSubmissions.studentId, u.id), sql`${tasks.title} ilike '%library%'`))
          .orderBy(desc(taskFeedback.at))
          .limit(1);
        return [f!.comment!, f!.by];
      }
      case 'cafeTask': {
        const [t] = await db()
          .select({ title: tasks.title })
          .from(tasks)
          .where(sql`${tasks.title} ilike '%café%'`);
        return [t!.title];
      }
      case 'pendingTasks': {
        const titles = await toActOn(u);
        expect(titles.length).toBeGreaterThan(0);
        return titles;
      }
      case 'nextSession': {
        const [b] = await db()
          .select({ topic: bookings.topic, start: bookings.startTime })
          .from(bookings)
          .where(
            and(
              or(
                eq(bookings.studentId, u.id),
                inArray(
                  bookings.id,
                  db()
                    .select({ id: bookingParticipants.bookingId })
                    .from(bookingParticipants)
                    .where(eq(bookingParticipants.studentId, u.id)),
                ),
              ),
              gt(bookings.endTime, now()),
              inArray(bookings.status, ['pending', 'accepted']),
            ),
          )
          .orderBy(asc(bookings.startTime))
          .limit(1);
        return [b!.topic, clock(b!.start, tz)];
      }
      case 'reactProgress': {
        const [e] = await db()
          .select({ title: courses.title, progress: enrollments.progress })
          .from(enrollments)
          .innerJoin(courses, eq(courses.id, enrollments.courseId))
          .where(and(eq(enrollments.studentId, u.id), sql`${courses.title} ilike '%react%'`));
        return [e!.title, `${e!.progress}%`];
      }
      case 'latestCourse': {
        const rows = await db()
          .select({ title: courses.title })
          .from(enrollments)
          .innerJoin(courses, eq(courses.id, enrollments.courseId))
          .where(
            and(
              eq(enrollments.studentId, u.id),
              inArray(enrollments.status, ['active', 'completed']),
            ),
          );
        expect(rows.length).toBeLessThanOrEqual(3);
        return rows.map((r) => r.title);
      }
      case 'reviewQueue': {
        const rows = await db()
          .select({ title: tasks.title, at: taskSubmissions.submittedAt })
          .from(taskSubmissions)
          .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
          .where(and(eq(taskSubmissions.status, 'pending'), eq(tasks.mentorId, u.id)))
          .orderBy(asc(taskSubmissions.submittedAt));
        expect(rows.length).toBeGreaterThan(0);
        return [
          rows.length === 1 ? 'One submission' : `${rows.length} submissions`,
          rows[0]!.title,
        ];
      }
      case 'classesToday': {
        const day = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(now());
        const rows = await db()
          .select({ title: liveClasses.title, start: liveClasses.startTime })
          .from(liveClasses)
          .where(await classWhere(u));
        const today = rows.filter(
          (c) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(c.start) === day,
        );
        return today.length ? today.map((c) => c.title) : ['no live classes today'];
      }
      case 'openRequests': {
        const rows = await db()
          .select({ topic: bookings.topic })
          .from(bookings)
          .where(
            and(
              eq(bookings.mentorId, u.id),
              eq(bookings.status, 'pending'),
              gt(bookings.startTime, now()),
            ),
          )
          .orderBy(asc(bookings.startTime));
        expect(rows.length).toBeGreaterThan(0);
        return rows.slice(0, 3).map((r) => r.topic);
      }
      case 'overview': {
        const [students] = await db()
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(users)
          .where(eq(users.role, 'student'));
        const [owed] = await db()
          .select({ n: sql<number>`coalesce(sum(pending_amount), 0)`.mapWith(Number) })
          .from(users)
          .where(and(eq(users.role, 'student'), gt(users.pendingAmount, 0)));
        return [`${students!.n} students`, `₹${owed!.n.toLocaleString('en-IN')}`];
      }
    }
    throw new Error(`unknown fact ${key}`);
  }

  it('answers ≥ 90 % of the own-data questions with the right intent, facts and actions', async () => {
    const golden = ownData.questions as Golden[];
    expect(golden.length).toBeGreaterThanOrEqual(35);
    expect(new Set(golden.map((g) => g.as))).toEqual(new Set(['student', 'mentor', 'admin']));
    const misses: string[] = [];
    for (const g of golden) {
      const tz = g.timezone ?? DEFAULT_ZONE;
      const u = people[g.as];
      const reply = await ask(g.as, g.question, tz);
      const expected = (await Promise.all(g.facts.map((f) => factsOf(f, u, tz)))).flat();
      const mentorId = u.role === 'student' ? (await mentorOf(u)).id : '';
      const urls = reply.suggestions.map((x: any) => x.url);
      const problems = [
        reply.intent !== g.intent && `intent ${reply.intent}`,
        ...expected.filter((f) => !reply.response.includes(f)).map((f) => `missing “${f}”`),
        ...(g.actions ?? [])
          .map((a) => a.replace('{mentorId}', mentorId))
          .filter((a) => !urls.includes(a))
          .map((a) => `no action ${a}`),
        reply.suggestions.length > 3 && 'more than three actions',
        reply.searchResults.length > 3 && 'more than three sources',
        /\bIST\b/.test(reply.response) && tz !== DEFAULT_ZONE && 'IST for a viewer elsewhere',
      ].filter(Boolean);
      if (problems.length)
        misses.push(`[${g.as}] ${g.question} → ${problems.join(', ')} :: ${reply.response}`);
    }
    const right = golden.length - misses.length;
    console.info(
      `golden own-data: ${right}/${golden.length} right (${Math.round((100 * right) / golden.length)} %)` +
        (misses.length ? `\n  ${misses.join('\n  ')}` : ''),
    );
    expect(right / golden.length, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('answers ≥ 90 % of the passage questions by quoting the lesson or module and linking to it', async () => {
    const golden = passageQuestions.questions as Array<{
      as: Login;
      question: string;
      source: { kind: 'lesson' | 'ebook_module'; title: string };
      facts: string[];
    }>;
    expect(golden.length).toBeGreaterThanOrEqual(15);
    const total = ownData.questions.length + golden.length + notFound.questions.length;
    expect(total).toBeGreaterThanOrEqual(60);
    /** Where the source opens, without its paragraph: the lesson page or the module in the reader. */
    const placeOf = async (src: { kind: string; title: string }) => {
      if (src.kind === 'lesson') {
        const [l] = await db()
          .select()
          .from(courseLessons)
          .where(eq(courseLessons.title, src.title));
        return `/courses/${l!.courseId}/lessons/${l!.id}#p-`;
      }
      const [m] = await db().select().from(ebookModules).where(eq(ebookModules.title, src.title));
      return `/ebookstudent/${m!.ebookCourseId}/${m!.id}#p-`;
    };
    const misses: string[] = [];
    for (const g of golden) {
      const reply = await ask(g.as, g.question);
      const place = await placeOf(g.source);
      const cited = reply.searchResults.find((r: any) => r.url.startsWith(place));
      const problems = [
        reply.intent !== 'passage' && `intent ${reply.intent}`,
        !cited && `does not cite “${g.source.title}”`,
        cited && !/#p-\d+$/.test(cited.url) && 'no paragraph',
        cited && cited.kind !== g.source.kind && `kind ${cited.kind}`,
        (reply.searchResults.length < 1 || reply.searchResults.length > 3) &&
          `${reply.searchResults.length} sources`,
        reply.suggestions.length > 3 && 'more than three actions',
        ...g.facts.filter((f) => !reply.response.includes(f)).map((f) => `missing “${f}”`),
      ].filter(Boolean);
      if (problems.length)
        misses.push(`${g.question} → ${problems.join(', ')} :: ${reply.response}`);
    }
    const right = golden.length - misses.length;
    console.info(
      `golden passages: ${right}/${golden.length} right (${Math.round((100 * right) / golden.length)} %)` +
        (misses.length ? `\n  ${misses.join('\n  ')}` : ''),
    );
    expect(right / golden.length, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('says the fixed "not found" sentence with Ask your mentor on ≥ 95 % of what Campus cannot answer', async () => {
    const questions = notFound.questions;
    expect(questions.length).toBeGreaterThanOrEqual(10);
    const mentor = await mentorOf(people.student);
    const misses: string[] = [];
    for (const q of questions) {
      const reply = await ask('student', q);
      const askMentor = reply.suggestions.find((x: any) => x.text === 'Ask your mentor');
      const ok =
        reply.response === NOT_FOUND &&
        reply.intent === 'not_found' &&
        askMentor?.action === 'redirect' &&
        askMentor.url === `/messages/${mentor.id}?draft=${encodeURIComponent(q)}`;
      if (!ok) misses.push(`${q} → ${reply.intent}: ${reply.response}`);
    }
    const right = questions.length - misses.length;
    console.info(
      `golden not-found: ${right}/${questions.length} (${Math.round((100 * right) / questions.length)} %)` +
        (misses.length ? `\n  ${misses.join('\n  ')}` : ''),
    );
    expect(right / questions.length, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  /** What only this person has: another user's answer must contain none of it. */
  async function ownStrings(u: UserRow): Promise<Set<string>> {
    const out = new Set<string>([u.name]);
    if (u.pendingAmount > 0) out.add(`₹${u.pendingAmount.toLocaleString('en-IN')}`);
    const d = db();
    const feedback = await d
      .select({ comment: taskFeedback.comment })
      .from(taskFeedback)
      .innerJoin(taskSubmissions, eq(taskSubmissions.id, taskFeedback.submissionId))
      .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
      .where(or(eq(taskSubmissions.studentId, u.id), eq(tasks.mentorId, u.id)));
    for (const f of feedback) if (f.comment) out.add(f.comment);
    const own = await d
      .select({ topic: bookings.topic })
      .from(bookings)
      .where(or(eq(bookings.studentId, u.id), eq(bookings.mentorId, u.id)));
    for (const b of own) out.add(b.topic);
    const taskRows = await d
      .select({ title: tasks.title })
      .from(tasks)
      .leftJoin(taskAssignees, eq(taskAssignees.taskId, tasks.id))
      .where(or(eq(taskAssignees.studentId, u.id), eq(tasks.mentorId, u.id)));
    for (const t of taskRows) out.add(t.title);
    const enrolled = await d
      .select({ title: courses.title })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(enrollments.studentId, u.id));
    for (const e of enrolled) out.add(e.title);
    const classes = await d
      .select({ title: liveClasses.title })
      .from(liveClasses)
      .where(await classWhere(u));
    for (const c of classes) out.add(c.title);
    if (u.role === 'student') out.add((await mentorOf(u)).name);
    return out;
  }

  const personalIntents = [
    ...new Map((ownData.questions as Golden[]).map((g) => [g.intent, g])).values(),
  ].filter((g) => g.as !== 'admin');

  it.each(personalIntents.map((g) => [g.intent, g] as const))(
    'never reveals another user’s data: %s',
    async (_intent, g) => {
      const pair: [Login, Login] =
        g.as === 'mentor' ? ['mentor', 'mentor2'] : ['student', 'student4'];
      const [a, b] = [people[pair[0]], people[pair[1]]];
      const [mineA, mineB] = [await ownStrings(a), await ownStrings(b)];
      for (const [asker, self, other] of [
        [pair[0], mineA, mineB],
        [pair[1], mineB, mineA],
      ] as const) {
        const reply = await ask(asker, g.question);
        expect(reply.intent).toBe(g.intent);
        const text = JSON.stringify(reply);
        const leaked = [...other].filter((x) => !self.has(x) && text.includes(x));
        expect(leaked, `${asker} asked “${g.question}”`).toEqual([]);
      }
    },
  );
});
