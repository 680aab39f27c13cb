// The large-campus generator at a tiny scale on PGlite (the bench grows it to scale 1 on PostgreSQL):
// every table gets the shape's rows, the rows hang together (batches, assignees, conversations), a
// second run adds nothing, and the lists people open daily answer on it within the contract.
import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { useServer } from '../testing/server';
import { batchTotalsDrift } from '../testing/batch-totals';
import { seedDemoWorld } from './index';
import { campusCounts, campusShape, growCampus } from './large-campus';
import { growQuizzes } from './large-campus-quizzes';

const TINY = 0.005;
const tokens: Record<string, string> = {};
/** Grown course 0's id, derived as the generator derives it (md5 of its name read as a uuid). */
const course0 = createHash('md5')
  .update('campus-scale:course:0')
  .digest('hex')
  .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
/** The grown courses' ids, as SQL (ids derive from row numbers). */
const grownCourses = (courses: number) =>
  sql`(SELECT md5('campus-scale:course:' || c)::uuid FROM generate_series(0, ${sql.raw(String(courses - 1))}) AS c)`;

describe('large campus generator [pglite]', () => {
  const s = useServer('pglite', undefined, async (server) => {
    const { ctx } = server.campus;
    expect(await seedDemoWorld(ctx)).toBe(true);
    await growCampus(ctx.db, TINY);
    for (const email of [
      'admin@campus.test',
      'mentor@campus.test',
      'student@campus.test',
      'instructor@campus.test',
    ]) {
      const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
      tokens[email] = await ctx.tokens.issue(row!);
    }
  });
  // One number per statement (execute's rows are typed per driver; both drivers answer `rows`).
  const count = async (query: SQL) => {
    const { rows } = (await s.campus.ctx.db.execute(query)) as unknown as { rows: { n: number }[] };
    return Number(rows[0]!.n);
  };
  it('fills every table to the shape', async () => {
    const expected = campusCounts(campusShape(TINY));
    expect(expected.students).toBeGreaterThan(50);
    const emails = (pattern: string) =>
      count(sql`SELECT count(*) AS n FROM users WHERE email LIKE ${pattern}`);
    expect(await emails('scale-student-%')).toBe(expected.students);
    expect(await emails('scale-mentor-%')).toBe(expected.mentors);
    // The demo seed adds a few rows of its own to each table; the generator's are on top.
    const atLeast = async (table: string, n: number) =>
      expect(
        await count(sql.raw(`SELECT count(*) AS n FROM ${table}`)),
        table,
      ).toBeGreaterThanOrEqual(n);
    await atLeast('courses', expected.courses);
    await atLeast('course_lessons', expected.lessons);
    await atLeast('enrollments', expected.enrollments);
    await atLeast('tasks', expected.tasks);
    await atLeast('task_submissions', expected.submissions);
    await atLeast('notifications', expected.notifications);
    await atLeast('private_messages', expected.messages);
    await atLeast('bookings', expected.bookings);
    await atLeast('live_classes', expected.liveClasses);
    await atLeast('live_class_attendees', expected.attendance);
    await atLeast('questions', expected.questions);
    await atLeast('question_answers', expected.answers);
    // The quizzes are counted exactly: the demo's own quizzes are in courses of its own.
    const inGrown = (table: string, where = 'true') =>
      count(
        sql`SELECT count(*) AS n FROM ${sql.raw(table)} WHERE course_id IN ${grownCourses(expected.courses)} AND ${sql.raw(where)}`,
      );
    expect(await inGrown('course_lessons', "type = 'quiz'")).toBe(expected.quizzes);
    expect(await inGrown('quizzes')).toBe(expected.quizzes);
    expect(await inGrown('quiz_questions')).toBe(expected.quizQuestions);
    expect(await inGrown('quiz_attempts')).toBe(expected.quizAttempts);
    expect(expected.quizAttempts).toBe(expected.enrollments + Math.ceil(expected.enrollments / 3));
  });

  it('grows graded quiz attempts as the engine stores them', async () => {
    const { courses } = campusCounts(campusShape(TINY));
    const attempts = (where: string) =>
      count(
        sql`SELECT count(*) AS n FROM quiz_attempts WHERE course_id IN ${grownCourses(courses)} AND (${sql.raw(where)})`,
      );
    // Five questions asked and graded, the score and the pass from them, submitted after starting.
    expect(
      await attempts(`status <> 'submitted' OR jsonb_array_length(asked) <> 5
        OR jsonb_array_length(graded) <> 5 OR submitted_at <= started_at
        OR score_percent <> 20 * jsonb_array_length(jsonb_path_query_array(graded, '$[*] ? (@.correct == true)'))
        OR passed <> (score_percent >= 60)`),
    ).toBe(0);
    // Each graded question has its key fields and the points its correctness earns.
    expect(
      await attempts(`EXISTS (SELECT 1 FROM jsonb_array_elements(graded) g
        WHERE NOT (g ?& array['questionId', 'kind', 'prompt', 'points', 'correct', 'pointsAwarded'])
          OR (g->>'pointsAwarded')::int <> CASE WHEN (g->>'correct')::boolean THEN 1 ELSE 0 END)`),
    ).toBe(0);
    // Every attempt is an enrolled student's at their course's quiz, numbered 1, 2 in order.
    expect(
      await attempts(`NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.student_id = quiz_attempts.student_id
          AND e.course_id = quiz_attempts.course_id AND e.status IN ('active', 'completed'))
        OR NOT EXISTS (SELECT 1 FROM quizzes q WHERE q.lesson_id = quiz_attempts.lesson_id
          AND q.course_id = quiz_attempts.course_id)
        OR (number = 2 AND NOT EXISTS (SELECT 1 FROM quiz_attempts f WHERE f.student_id = quiz_attempts.student_id
          AND f.lesson_id = quiz_attempts.lesson_id AND f.number = 1 AND f.submitted_at < quiz_attempts.started_at))`),
    ).toBe(0);
    // Some pass and some fail, and a retake does better on the whole.
    expect(await attempts('passed')).toBeGreaterThan(0);
    expect(await attempts('NOT passed')).toBeGreaterThan(0);
    expect(await attempts(`jsonb_array_length(answers) < 5`)).toBeGreaterThan(0);
    const mean = (n: number) =>
      count(
        sql`SELECT avg(score_percent) AS n FROM quiz_attempts WHERE course_id IN ${grownCourses(courses)} AND number = ${n}`,
      );
    expect(await mean(2)).toBeGreaterThan(await mean(1));
  });

  it('grows to five times the campus and no further', () => {
    const five = campusCounts(campusShape(5));
    expect(five.students).toBe(100_000);
    expect(five.notifications).toBe(5_000_000);
    expect(five.submissions).toBe(1_000_000);
    expect(five.questions + five.answers).toBeGreaterThan(1_000_000);
    expect(() => campusShape(6)).toThrow('The scale must be above 0 and at most 5; 6 is not.');
    expect(() => campusShape(0)).toThrow('at most 5');
  });

  it('keeps the rows consistent: batches, assignees, conversations, and a rerun adds nothing', async () => {
    // A student's batch columns match their assignment, and its mentor mentors that batch.
    expect(
      await count(sql`SELECT count(*) AS n FROM users u JOIN batch_assignments a ON a.student_id = u.id
        WHERE u.email LIKE 'scale-student-%'
          AND (a.month_year <> u.batch_month_year OR a.domain <> u.batch_domain)`),
    ).toBe(0);
    // Every submission is by an assignee of its task, in the task's batch.
    expect(
      await count(sql`SELECT count(*) AS n FROM task_submissions s JOIN tasks t ON t.id = s.task_id
        JOIN users u ON u.id = s.student_id
        WHERE NOT EXISTS (SELECT 1 FROM task_assignees a WHERE a.task_id = s.task_id AND a.student_id = s.student_id)
           OR u.batch_month_year <> t.batch_month_year OR u.batch_domain <> t.batch_domain`),
    ).toBe(0);
    // Conversations are stored sorted, and a mentor's bookings never overlap.
    expect(
      await count(sql`SELECT count(*) AS n FROM private_messages WHERE user_low >= user_high
        OR least(sender_id, recipient_id) <> user_low`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM bookings a JOIN bookings b ON a.mentor_id = b.mentor_id
        AND a.id < b.id AND a.start_time < b.end_time AND b.start_time < a.end_time
        WHERE a.status IN ('pending', 'accepted') AND b.status IN ('pending', 'accepted')`),
    ).toBe(0);
    // The conversations table (kept by triggers) agrees with the messages it summarises.
    expect(
      await count(sql`SELECT count(*) AS n FROM (
          SELECT DISTINCT ON (user_low, user_high) user_low, user_high, id, created_at,
            count(*) FILTER (WHERE read_at IS NULL AND recipient_id = user_low) OVER w AS unread_low,
            count(*) FILTER (WHERE read_at IS NULL AND recipient_id = user_high) OVER w AS unread_high
          FROM private_messages
          WINDOW w AS (PARTITION BY user_low, user_high)
          ORDER BY user_low, user_high, created_at DESC, id DESC
        ) m FULL JOIN conversations c USING (user_low, user_high)
        WHERE c.last_message_id IS DISTINCT FROM m.id OR c.unread_low IS DISTINCT FROM m.unread_low::int
          OR c.unread_high IS DISTINCT FROM m.unread_high::int`),
    ).toBe(0);
    // Each owner's kept review queue count (review_queue_totals) agrees with the waiting attempts.
    expect(
      await count(sql`SELECT count(*) AS n FROM (
          SELECT mentor_id, count(*)::int AS pending FROM task_submissions
          WHERE status = 'pending' AND mentor_id IS NOT NULL GROUP BY 1
        ) r FULL JOIN (SELECT * FROM review_queue_totals WHERE pending <> 0) k USING (mentor_id)
        WHERE k.pending IS DISTINCT FROM r.pending`),
    ).toBe(0);
    // Every task's kept counts (task_counts, recounted by triggers) agree with its assignees' latest
    // attempts after the generator's bulk inserts.
    expect(
      await count(sql`SELECT count(*) AS n FROM tasks t
        LEFT JOIN task_counts c ON c.task_id = t.id
        LEFT JOIN LATERAL (
          SELECT count(a.student_id)::int AS assigned,
            (count(*) FILTER (WHERE l.status = 'pending'))::int AS pending,
            (count(a.student_id) FILTER (WHERE l.status IS NULL))::int AS unsubmitted,
            (count(*) FILTER (WHERE l.late))::int AS late
          FROM task_assignees a
          LEFT JOIN LATERAL (SELECT status, late FROM task_submissions s
            WHERE s.task_id = a.task_id AND s.student_id = a.student_id
            ORDER BY attempt DESC LIMIT 1) l ON true
          WHERE a.task_id = t.id
        ) r ON true
        WHERE c.task_id IS NULL OR (c.assigned, c.pending, c.unsubmitted, c.late)
          IS DISTINCT FROM (r.assigned, r.pending, r.unsubmitted, r.late)`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM task_counts WHERE assigned > 0`),
    ).toBeGreaterThan(0);
    // Each mentor's kept standing of each student (task_standings, recounted by triggers) agrees
    // with the latest attempts of the mentor's tasks after the bulk inserts, and no row is missing
    // or left over (modules/tasks/standings.test.ts checks every write path).
    expect(
      await count(sql`SELECT count(*) AS n FROM (
          SELECT t.mentor_id, a.student_id, count(*)::int AS assigned,
            (count(*) FILTER (WHERE l.status = 'approved'))::int AS approved,
            (count(*) FILTER (WHERE l.status = 'pending'))::int AS pending,
            max(l.submitted_at) AS last
          FROM task_assignees a JOIN tasks t ON t.id = a.task_id
          LEFT JOIN LATERAL (SELECT status, submitted_at FROM task_submissions x
            WHERE x.task_id = a.task_id AND x.student_id = a.student_id
            ORDER BY attempt DESC LIMIT 1) l ON true
          GROUP BY 1, 2
        ) r FULL JOIN task_standings k USING (mentor_id, student_id)
        WHERE (k.assigned, k.approved, k.pending, k.last_submitted_at)
          IS DISTINCT FROM (r.assigned, r.approved, r.pending, r.last)`),
    ).toBe(0);
    expect(await count(sql`SELECT count(*) AS n FROM task_standings`)).toBeGreaterThan(0);
    // The names they sort by, and each attempt's review-queue owner (the task's owner while it is
    // pending, else none), after the bulk inserts.
    expect(
      await count(sql`SELECT count(*) AS n FROM task_standings k JOIN users u ON u.id = k.student_id
        WHERE k.lower_name IS DISTINCT FROM lower(u.name)`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM task_submissions s JOIN tasks t ON t.id = s.task_id
        WHERE s.mentor_id IS DISTINCT FROM CASE WHEN s.status = 'pending' THEN t.mentor_id END`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM task_submissions WHERE mentor_id IS NOT NULL`),
    ).toBeGreaterThan(0);
    // Each batch's kept figures (batch_totals) agree with its students, assignments, videos and
    // classes after the bulk inserts (modules/batches/totals.test.ts checks every write path).
    expect(await batchTotalsDrift(s.campus.ctx.db)).toEqual([]);
    expect(await count(sql`SELECT count(*) AS n FROM batch_totals WHERE listed`)).toBeGreaterThan(
      0,
    );
    // Each course's kept total of active and completed enrollments, and its copy on the course row,
    // agree with its enrollments.
    expect(
      await count(sql`SELECT count(*) AS n FROM courses c
        LEFT JOIN course_enrollment_totals t ON t.course_id = c.id
        CROSS JOIN LATERAL (SELECT count(*)::int AS live FROM enrollments e
          WHERE e.course_id = c.id AND e.status IN ('active', 'completed')) r
        WHERE coalesce(t.live, 0) <> r.live OR c.popularity <> r.live`),
    ).toBe(0);
    // Each question's kept answer count matches its answers, an accepted answer is one of its own,
    // and an answer's batch is its question's.
    expect(
      await count(sql`SELECT count(*) AS n FROM questions q
        LEFT JOIN LATERAL (SELECT count(*)::int AS answers FROM question_answers a WHERE a.question_id = q.id) r ON true
        WHERE q.answer_count <> r.answers
          OR (q.accepted_answer_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM question_answers a
            WHERE a.id = q.accepted_answer_id AND a.question_id = q.id))`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM question_answers a JOIN questions q ON q.id = a.question_id
        WHERE (a.month_year, a.domain) <> (q.month_year, q.domain)`),
    ).toBe(0);
    // Every asker is a student of the question's batch.
    expect(
      await count(sql`SELECT count(*) AS n FROM questions q JOIN users u ON u.id = q.author_id
        WHERE u.role <> 'student' OR (u.batch_month_year, u.batch_domain) <> (q.month_year, q.domain)`),
    ).toBe(0);
    const totals = sql`SELECT (SELECT count(*) FROM notifications) * 1000000
      + (SELECT count(*) FROM quiz_attempts) * 100 + (SELECT count(*) FROM quiz_questions)
      + (SELECT count(*) FROM quizzes) AS n`;
    const before = await count(totals);
    await growCampus(s.campus.ctx.db, TINY);
    expect(await count(totals)).toBe(before);
    await growQuizzes(s.campus.ctx.db, TINY);
    expect(await count(totals)).toBe(before);
  });

  it('answers the daily lists of every role on it', async () => {
    const admin = tokens['admin@campus.test']!;
    const mentor = tokens['mentor@campus.test']!;
    const student = tokens['student@campus.test']!;
    const expected = campusCounts(campusShape(TINY));
    const get = async (path: string, token?: string) => {
      const res = await s.api('GET', path, { token });
      expect(res.status, path).toBe(200);
      return res.body;
    };
    // A list paged by cursor has no total: walk it (100 a page) and count what it visits.
    const walk = async (path: string, token: string) => {
      let seen = 0;
      for (let cursor: string | null = '', pages = 0; cursor !== null && pages < 1000; pages++) {
        const body = await get(`${path}${cursor ? `&cursor=${cursor}` : ''}`, token);
        seen += body.items.length;
        cursor = body.nextCursor;
      }
      return seen;
    };
    expect(await walk('/api/admin/students?pageSize=100', admin)).toBeGreaterThanOrEqual(
      expected.students,
    );
    expect(await walk('/api/enrollments?pageSize=100', admin)).toBeGreaterThanOrEqual(
      expected.enrollments,
    );
    expect(await walk('/api/users?sort=name&pageSize=100', admin)).toBeGreaterThan(
      expected.students,
    );
    await get('/api/batches', admin);
    await get('/api/tasks?pageSize=20', admin);
    await get('/api/courses?sort=popular');
    const conversations = await get('/api/messages/conversations', mentor);
    expect(JSON.stringify(conversations).length).toBeGreaterThan(1000);
    await get('/api/messages/conversations', student);
    await get('/api/tasks/mentor', mentor);
    await get('/api/tasks/mentor/students', mentor);
    await get('/api/tasks/review-queue', mentor);
    await get('/api/liveclasses/mentor', mentor);
    await get('/api/learning/overview', student);
    await get('/api/notifications', student);
    await get('/api/bookings/mentor', mentor);
    // The demo mentor mentors batch 0 (2024-01, web): its question space, search and similar
    // questions, the inbox and the calendar.
    const space = '/api/batches/2024-01/web/questions';
    const questions = await get(`${space}?pageSize=20`, mentor);
    expect(questions.items.length).toBe(20);
    const found = await get(`${space}?pageSize=20&search=docker`, mentor);
    expect(found.items.length).toBeGreaterThan(0);
    for (const q of found.items) expect(q.title.toLowerCase()).toContain('docker');
    const similar = await get(`${space}/similar?title=how+to+configure+docker`, mentor);
    expect(similar.length).toBeGreaterThan(0);
    const inbox = await get('/api/inbox?pageSize=20', mentor);
    expect(inbox.items.length).toBeGreaterThan(0);
    const from = new Date();
    const to = new Date(from.getTime() + 7 * 86_400_000);
    await get(`/api/calendar/events?from=${from.toISOString()}&to=${to.toISOString()}`, student);
    await get(`/api/calendar/events?from=${from.toISOString()}&to=${to.toISOString()}`, mentor);
    const chat = await s.api('POST', '/api/chatbot/chat', {
      token: student,
      body: { message: 'When is my next live class?' },
    });
    expect(chat.status).toBe(200);
    // The instructor's quiz results of grown course 0: its one quiz, taken by every student enrolled.
    const results = await get(
      `/api/grades/course/${course0}/quiz-results`,
      tokens['instructor@campus.test'],
    );
    expect(results.quizzes).toHaveLength(1);
    const [quiz] = results.quizzes;
    expect(quiz.took).toBe(results.enrolled);
    expect(quiz.attempts).toBeGreaterThan(quiz.took);
    expect(quiz.passRatePercent).toBeGreaterThan(0);
    expect(quiz.passRatePercent).toBeLessThan(100);
    expect(quiz.questions).toHaveLength(5);
    expect(new Set(quiz.questions.map((q: { correct: number }) => q.correct)).size).toBeGreaterThan(
      1,
    );
    // Walking the cursor lists to their end reads every student and enrollment: more requests.
  }, 120_000);
});
