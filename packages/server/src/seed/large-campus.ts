// A large campus grown from the demo world, to measure what a real campus's size costs.
// Scale 1 is the issue's shape: 200 batches, 100 mentors, 20,000 students, 300 courses with 6,000
// lessons, 100,000 enrollments, 2,000 tasks with 200,000 submissions, 1,000,000 notifications,
// 500,000 private messages, 50,000 bookings, 5,000 live classes with 200,000 attendance rows,
// 62,000 batch questions with 139,500 answers (201,500 posts), and a quiz per course (its last
// lesson: 300 quizzes, 1,500 bank questions) with 133,334 graded attempts (large-campus-quizzes.ts).
// A smaller scale shrinks every count (the smoke test runs a tiny one on PGlite); a larger one grows
// them (scale 5: 100,000 students, 5,000,000 notifications, 2,500,000 messages, 1,000,000
// submissions, 666,667 quiz attempts), with the same number of students, tasks, classes and
// questions per batch. large-campus-shape.ts holds the counts per scale and the ids' derivation.
//
// Every table is filled by one INSERT … SELECT over generate_series, so the database does the work
// (minutes at scale 1 on PostgreSQL). Ids are derived from the row's number (md5 → uuid), so rows
// reference each other without lookups, and a second run with the same scale inserts nothing new.
// The demo people take part: the demo mentor mentors batches like any mentor (mentor 0), the demo
// student has conversations with every mentor and a long bell, so their own pages grow too.
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { growQuizzes } from './large-campus-quizzes';
import {
  ANSWERS_PER_QUESTION,
  DEMO_STUDENT_MESSAGES_PER_MENTOR,
  campusShape,
  literal,
  scaleId,
  type CampusShape,
} from './large-campus-shape';
import { QUESTION_FORMS, QUESTION_TOPICS } from './question-phrasings';

export { MAX_SCALE, campusCounts, campusShape, type CampusShape } from './large-campus-shape';

const DOMAINS = [
  'web',
  'data',
  'devops',
  'mobile',
  'ml',
  'security',
  'cloud',
  'design',
  'qa',
  'product',
];

export interface GrowResult {
  shape: CampusShape;
  /** Milliseconds per step, in order. */
  steps: { name: string; ms: number }[];
}

/**
 * Grows the demo world (already seeded: admin@, instructor@, mentor@, student@campus.test) to the
 * shape of `scale`, then refreshes the planner's statistics. Pass the database, not a transaction:
 * each table is its own statement (PGlite serialises them; PostgreSQL commits each).
 */
export async function growCampus(
  db: Queryable,
  scale: number,
  now: Date = new Date(),
): Promise<GrowResult> {
  const shape = campusShape(scale);
  const { batches: B, mentors: M, students: S, courses: C } = shape;
  const P = S / B; // students per batch
  const T = B * shape.tasksPerBatch;
  const at = now.toISOString();
  const steps: GrowResult['steps'] = [];
  const n = literal;
  const step = async (name: string, query: SQL) => {
    const t0 = performance.now();
    await db.execute(query);
    steps.push({ name, ms: Math.round(performance.now() - t0) });
  };

  // Helpers as SQL fragments over a row number: ids, the batch of a student, the mentor of a batch.
  const id = scaleId;
  const demo = (email: string) => sql`(SELECT id FROM users WHERE email = ${email})`;
  const mentorOf = (batch: SQL) =>
    sql`(CASE WHEN (${batch}) % ${n(M)} = 0 THEN ${demo('mentor@campus.test')} ELSE ${id('mentor', sql`(${batch}) % ${n(M)}`)} END)`;
  const monthOf = (batch: SQL) =>
    sql`to_char(date '2024-01-01' + make_interval(months => ((${batch}) / ${n(DOMAINS.length)})::int), 'YYYY-MM')`;
  const domainOf = (batch: SQL) =>
    sql`(${sql.raw(`ARRAY[${DOMAINS.map((d) => `'${d}'`).join(',')}]`)})[(${batch}) % ${n(DOMAINS.length)} + 1]`;
  const ts = sql`${at}::timestamptz`;

  await step(
    'mentors',
    sql`INSERT INTO users (id, name, email, role, password_hash, mentor_status, profile, created_at, updated_at)
      SELECT ${id('mentor', sql`k`)}, 'Mentor ' || k, 'scale-mentor-' || k || '@campus.test', 'mentor',
        (SELECT password_hash FROM users WHERE email = 'admin@campus.test'), 'approved',
        '{"headline":"Mentor"}'::jsonb, ${ts} - make_interval(days => 400 - k % 300), ${ts}
      FROM generate_series(1, ${n(M - 1)}) AS k
      ON CONFLICT DO NOTHING`,
  );
  await step(
    'students',
    sql`INSERT INTO users (id, name, email, role, password_hash, batch_month_year, batch_domain, created_at, updated_at)
      SELECT ${id('student', sql`n`)}, 'Learner ' || n, 'scale-student-' || n || '@campus.test', 'student',
        (SELECT password_hash FROM users WHERE email = 'admin@campus.test'),
        ${monthOf(sql`n % ${n(B)}`)}, ${domainOf(sql`n % ${n(B)}`)},
        ${ts} - make_interval(days => 300, secs => n * 60), ${ts}
      FROM generate_series(0, ${n(S - 1)}) AS n
      ON CONFLICT DO NOTHING`,
  );
  await step(
    'batch assignments',
    sql`INSERT INTO batch_assignments (id, mentor_id, student_id, month_year, domain, assigned_by, assigned_at)
      SELECT ${id('assignment', sql`n`)}, ${mentorOf(sql`n % ${n(B)}`)}, ${id('student', sql`n`)},
        ${monthOf(sql`n % ${n(B)}`)}, ${domainOf(sql`n % ${n(B)}`)}, ${demo('admin@campus.test')},
        ${ts} - make_interval(days => 300, secs => n * 60)
      FROM generate_series(0, ${n(S - 1)}) AS n
      ON CONFLICT DO NOTHING`,
  );
  const lessonsPerCourse = shape.modulesPerCourse * shape.lessonsPerModule;
  await step(
    'courses',
    sql`INSERT INTO courses (id, title, description, category, level, price, tags, status, instructor_id,
        duration_minutes, module_count, lesson_count, rating_sum, rating_count, published_at, created_at, updated_at)
      SELECT ${id('course', sql`c`)}, 'Course ' || c || ': ' || ${domainOf(sql`c`)} || ' in practice',
        'A course about ' || ${domainOf(sql`c`)} || ', part ' || c || '.', ${domainOf(sql`c`)},
        (ARRAY['beginner','intermediate','advanced'])[c % 3 + 1], (c % 4) * 999, ARRAY[${domainOf(sql`c`)}],
        CASE WHEN c % 10 = 9 THEN 'draft' ELSE 'published' END, ${demo('instructor@campus.test')},
        ${n(lessonsPerCourse)} * 12, ${n(shape.modulesPerCourse)}, ${n(lessonsPerCourse)}, (c % 5) * 4, c % 5,
        CASE WHEN c % 10 = 9 THEN NULL ELSE ${ts} - make_interval(days => c) END,
        ${ts} - make_interval(days => c + 1), ${ts}
      FROM generate_series(0, ${n(C - 1)}) AS c
      ON CONFLICT DO NOTHING`,
  );
  await step(
    'course modules',
    sql`INSERT INTO course_modules (id, course_id, title, position)
      SELECT ${id('module', sql`c * 100 + m`)}, ${id('course', sql`c`)}, 'Module ' || m, m
      FROM generate_series(0, ${n(C - 1)}) AS c, generate_series(1, ${n(shape.modulesPerCourse)}) AS m
      ON CONFLICT DO NOTHING`,
  );
  await step(
    'course lessons',
    sql`INSERT INTO course_lessons (id, course_id, module_id, title, type, duration_minutes, preview, content, position)
      SELECT ${id('lesson', sql`(c * 100 + m) * 100 + l`)}, ${id('course', sql`c`)}, ${id('module', sql`c * 100 + m`)},
        'Lesson ' || m || '.' || l, 'article', 12, l = 1, '<p>Lesson text.</p>', l
      FROM generate_series(0, ${n(C - 1)}) AS c, generate_series(1, ${n(shape.modulesPerCourse)}) AS m,
        generate_series(1, ${n(shape.lessonsPerModule)}) AS l
      ON CONFLICT DO NOTHING`,
  );
  // Student n takes courses n*7 … n*7+k (mod C): distinct per student, spread over the catalogue.
  await step(
    'enrollments',
    sql`INSERT INTO enrollments (id, student_id, course_id, status, progress, enrolled_at, completed_at, created_at, updated_at)
      SELECT ${id('enrollment', sql`n * 10 + k`)}, ${id('student', sql`n`)}, ${id('course', sql`(n * 7 + k) % ${n(C)}`)},
        CASE WHEN (n + k) % 5 = 0 THEN 'completed' ELSE 'active' END,
        CASE WHEN (n + k) % 5 = 0 THEN 100 ELSE ((n + k) * 13) % 100 END,
        ${ts} - make_interval(days => 200, secs => n * 30 + k),
        CASE WHEN (n + k) % 5 = 0 THEN ${ts} - make_interval(days => 10) END,
        ${ts} - make_interval(days => 200, secs => n * 30 + k), ${ts}
      FROM generate_series(0, ${n(S - 1)}) AS n, generate_series(0, ${n(shape.enrollmentsPerStudent - 1)}) AS k
      ON CONFLICT DO NOTHING`,
  );
  // Task t belongs to batch t % B and is set for all of its students; each answered once.
  await step(
    'tasks',
    sql`INSERT INTO tasks (id, title, description, due_date, due_set_at, timezone, status, mentor_id, created_by_id,
        batch_month_year, batch_domain, created_at, updated_at)
      SELECT ${id('task', sql`t`)}, 'Task ' || t, 'Build part ' || t || '.',
        ${ts} + make_interval(days => (t / ${n(B)})::int * 7 - 50), ${ts} - make_interval(days => 60), 'UTC',
        CASE WHEN t / ${n(B)} < 3 THEN 'closed' ELSE 'open' END, ${mentorOf(sql`t % ${n(B)}`)}, ${mentorOf(sql`t % ${n(B)}`)},
        ${monthOf(sql`t % ${n(B)}`)}, ${domainOf(sql`t % ${n(B)}`)},
        ${ts} - make_interval(days => 60, secs => -t * 60), ${ts}
      FROM generate_series(0, ${n(T - 1)}) AS t
      ON CONFLICT DO NOTHING`,
  );
  await step(
    'task assignees',
    sql`INSERT INTO task_assignees (task_id, student_id, created_at)
      SELECT ${id('task', sql`t`)}, ${id('student', sql`t % ${n(B)} + ${n(B)} * j`)}, ${ts} - make_interval(days => 60)
      FROM generate_series(0, ${n(T - 1)}) AS t, generate_series(0, ${n(P - 1)}) AS j
      ON CONFLICT DO NOTHING`,
  );
  // One attempt in five waits for review; the demo mentor's tasks (those of batches t % M = 0) have
  // three in five waiting, so their inbox holds over a thousand items from scale 1 on (100 students
  // a batch) and the inbox is measured as a busy mentor's.
  const pending = sql`((t + j) % 5 = 0 OR (t % ${n(M)} = 0 AND (t + j) % 5 IN (1, 2)))`;
  const submissionStatus = sql`CASE WHEN ${pending} THEN 'pending'
    ELSE (ARRAY['approved','approved','approved','rejected','modification_requested'])[(t + j) % 5 + 1] END`;
  await step(
    'task submissions',
    sql`INSERT INTO task_submissions (id, task_id, student_id, attempt, status, text, links, late, submitted_at, reviewed_at, created_at, updated_at)
      SELECT ${id('submission', sql`t * 100000 + j`)}, ${id('task', sql`t`)}, ${id('student', sql`t % ${n(B)} + ${n(B)} * j`)}, 1,
        ${submissionStatus},
        'My answer to task ' || t || '.', '[]'::jsonb, (t + j) % 7 = 0,
        ${ts} - make_interval(days => 30, secs => -(t * 100 + j)),
        CASE WHEN NOT ${pending} THEN ${ts} - make_interval(days => 20) END,
        ${ts} - make_interval(days => 30, secs => -(t * 100 + j)), ${ts}
      FROM generate_series(0, ${n(T - 1)}) AS t, generate_series(0, ${n(P - 1)}) AS j
      ON CONFLICT DO NOTHING`,
  );
  await step(
    'task feedback',
    sql`INSERT INTO task_feedback (id, submission_id, status, comment, by_id, at)
      SELECT ${id('feedback', sql`t * 100000 + j`)}, ${id('submission', sql`t * 100000 + j`)},
        ${submissionStatus},
        'Reviewed.', ${mentorOf(sql`t % ${n(B)}`)}, ${ts} - make_interval(days => 20)
      FROM generate_series(0, ${n(T - 1)}) AS t, generate_series(0, ${n(P - 1)}) AS j
      WHERE NOT ${pending}
      ON CONFLICT DO NOTHING`,
  );
  // The bell: spread over the students, a twentieth of it the demo student's.
  await step(
    'notifications',
    sql`INSERT INTO notifications (id, user_id, type, event, data, read, created_at)
      SELECT ${id('notification', sql`i`)},
        CASE WHEN i % 20 = 0 THEN ${demo('student@campus.test')} ELSE ${id('student', sql`i % ${n(S)}`)} END,
        (ARRAY['task','task','live_class','message','reminder'])[i % 5 + 1],
        (ARRAY['task_created','task_approved','live_class_created','private_message','task_due_reminder'])[i % 5 + 1],
        jsonb_build_object('message', 'Update ' || i), i % 10 <> 0,
        ${ts} - make_interval(secs => i * 20)
      FROM generate_series(0, ${n(shape.notifications - 1)}) AS i
      ON CONFLICT DO NOTHING`,
  );
  // Each student talks with their batch's mentor; the newest message of every pair is unread.
  const pmSelect = (student: SQL, mentor: SQL, i: SQL, count: number) => {
    // Who writes: alternating along a conversation (a pair's messages are S apart in `i`).
    const turn = sql`(((${i}) + (${i}) / ${n(S)}) % 2)`;
    return sql`SELECT ${id('message', i)},
        CASE WHEN ${turn} = 0 THEN ${student} ELSE ${mentor} END,
        CASE WHEN ${turn} = 0 THEN ${mentor} ELSE ${student} END,
        least(${student}, ${mentor}), greatest(${student}, ${mentor}),
        'Message ' || (${i}) || ' about the task.', 'text',
        ${ts} - make_interval(secs => (${n(count)} - (${i})) * 30),
        CASE WHEN (${i}) < ${n(count)} - 200 THEN ${ts} - make_interval(secs => (${n(count)} - (${i})) * 30 - 10) END`;
  };
  await step(
    'private messages',
    sql`INSERT INTO private_messages (id, sender_id, recipient_id, user_low, user_high, body, type, created_at, read_at)
      ${pmSelect(id('student', sql`i % ${n(S)}`), mentorOf(sql`(i % ${n(S)}) % ${n(B)}`), sql`i`, shape.messages)}
        FROM generate_series(0, ${n(shape.messages - 1)}) AS i
      ON CONFLICT DO NOTHING`,
  );
  const demoMessages = (M - 1) * DEMO_STUDENT_MESSAGES_PER_MENTOR;
  if (demoMessages > 0)
    await step(
      'demo student messages',
      sql`INSERT INTO private_messages (id, sender_id, recipient_id, user_low, user_high, body, type, created_at, read_at)
        ${pmSelect(demo('student@campus.test'), id('mentor', sql`1 + ((i - ${n(shape.messages)}) % ${n(M - 1)})`), sql`i`, shape.messages + demoMessages)}
          FROM generate_series(${n(shape.messages)}, ${n(shape.messages + demoMessages - 1)}) AS i
        ON CONFLICT DO NOTHING`,
    );
  // One-to-one bookings: booking i is mentor k = i % M's (i / M)-th, six hours after the previous one,
  // with a student of k's batches, so no mentor is double-booked.
  await step(
    'bookings',
    sql`INSERT INTO bookings (id, kind, mentor_id, student_id, topic, start_time, end_time, duration_minutes, timezone,
        status, meeting_link, created_at, updated_at)
      SELECT ${id('booking', sql`i`)}, 'one_to_one', ${mentorOf(sql`i % ${n(M)}`)},
        ${id('student', sql`(i % ${n(M)}) + ${n(M)} * ((i / ${n(M)}) % ${n(S / M)})`)},
        'Review of my project', s, s + interval '30 minutes', 30, 'UTC',
        CASE WHEN s < ${ts} THEN (ARRAY['completed','completed','declined','cancelled','expired'])[i % 5 + 1]
          ELSE (ARRAY['pending','accepted'])[i % 2 + 1] END,
        'https://meet.example.test/b' || i, s - interval '7 days', s - interval '7 days'
      FROM (SELECT i, date_trunc('hour', ${ts}) - interval '120 days' + make_interval(hours => (i / ${n(M)})::int * 6) AS s
        FROM generate_series(0, ${n(shape.bookings - 1)}) AS i) AS b
      ON CONFLICT DO NOTHING`,
  );
  const L = B * shape.liveClassesPerBatch;
  await step(
    'live classes',
    sql`INSERT INTO live_classes (id, title, month_year, domain, start_time, duration_minutes, timezone, meeting_link,
        host_id, status, started_at, ended_at, created_at, updated_at)
      SELECT ${id('class', sql`c`)}, 'Live class ' || c, ${monthOf(sql`c % ${n(B)}`)}, ${domainOf(sql`c % ${n(B)}`)}, s, 60, 'UTC',
        'https://meet.example.test/c' || c, ${mentorOf(sql`c % ${n(B)}`)},
        CASE WHEN s < ${ts} THEN 'ended' ELSE 'scheduled' END,
        CASE WHEN s < ${ts} THEN s END, CASE WHEN s < ${ts} THEN s + interval '60 minutes' END,
        s - interval '14 days', s - interval '14 days'
      FROM (SELECT c, date_trunc('hour', ${ts}) + make_interval(days => (c / ${n(B)})::int * 3 - 70, hours => c % 8) AS s
        FROM generate_series(0, ${n(L - 1)}) AS c) AS lc
      ON CONFLICT DO NOTHING`,
  );
  await step(
    'attendance',
    sql`INSERT INTO live_class_attendees (class_id, student_id, joined_at, left_at)
      SELECT ${id('class', sql`c`)}, ${id('student', sql`c % ${n(B)} + ${n(B)} * j`)}, s, s + interval '55 minutes'
      FROM (SELECT c, date_trunc('hour', ${ts}) + make_interval(days => (c / ${n(B)})::int * 3 - 70, hours => c % 8) AS s
        FROM generate_series(0, ${n(L - 1)}) AS c) AS lc, generate_series(0, ${n(shape.attendeesPerClass - 1)}) AS j
      WHERE s < ${ts}
      ON CONFLICT DO NOTHING`,
  );
  // Each batch's question space: question q is batch q % B's k-th (k = q / B), asked by one of its
  // students (one in ten anonymously), a minute apart, every form over every topic within a batch
  // (form and topic from k, shifted by the batch); unless q % 4 = 3 it has three answers an hour apart, its
  // batch's mentor's first, and one in two of those has the mentor's answer accepted.
  const Q = B * shape.questionsPerBatch;
  const forms = sql.raw(`(ARRAY[${QUESTION_FORMS.map((f) => `'${f}'`).join(',')}])`);
  const topics = sql.raw(`(ARRAY[${QUESTION_TOPICS.map((t) => `'${t}'`).join(',')}])`);
  const askedAt = (q: SQL) => sql`${ts} - make_interval(secs => (${n(Q)} - (${q})) * 60)`;
  await step(
    'questions',
    sql`INSERT INTO questions (id, month_year, domain, author_id, title, body, anonymous, accepted_answer_id,
        answer_count, created_at)
      SELECT ${id('question', sql`q`)}, ${monthOf(sql`q % ${n(B)}`)}, ${domainOf(sql`q % ${n(B)}`)},
        ${id('student', sql`q % ${n(B)} + ${n(B)} * ((q / ${n(B)}) % ${n(P)})`)},
        format(${forms}[(q / ${n(B)} + q % ${n(B)}) % ${n(QUESTION_FORMS.length)} + 1],
          ${topics}[(q / ${n(B)} / ${n(QUESTION_FORMS.length)} + q % ${n(B)}) % ${n(QUESTION_TOPICS.length)} + 1]),
        'I followed the lesson for ' || ${domainOf(sql`q % ${n(B)}`)} || ' and tried it ' || (q % 5 + 1) || ' times. What am I missing?',
        q % 10 = 0,
        CASE WHEN q % 4 <> 3 AND q % 2 = 0 THEN ${id('answer', sql`q * 4`)} END,
        CASE WHEN q % 4 = 3 THEN 0 ELSE ${n(ANSWERS_PER_QUESTION)} END,
        ${askedAt(sql`q`)}
      FROM generate_series(0, ${n(Q - 1)}) AS q
      ON CONFLICT DO NOTHING`,
  );
  await step(
    'answers',
    sql`INSERT INTO question_answers (id, question_id, author_id, body, created_at, month_year, domain)
      SELECT ${id('answer', sql`q * 4 + a`)}, ${id('question', sql`q`)},
        CASE WHEN a = 0 THEN ${mentorOf(sql`q % ${n(B)}`)}
          ELSE ${id('student', sql`q % ${n(B)} + ${n(B)} * ((q / ${n(B)} + a) % ${n(P)})`)} END,
        'Check the lesson notes first; answer ' || a || ' to question ' || q || '.',
        ${askedAt(sql`q`)} + make_interval(hours => a + 1),
        ${monthOf(sql`q % ${n(B)}`)}, ${domainOf(sql`q % ${n(B)}`)}
      FROM generate_series(0, ${n(Q - 1)}) AS q, generate_series(0, ${n(ANSWERS_PER_QUESTION - 1)}) AS a
      WHERE q % 4 <> 3
      ON CONFLICT DO NOTHING`,
  );
  // Each course's quiz and every enrolled student's graded attempts (large-campus-quizzes.ts).
  steps.push(...(await growQuizzes(db, scale, now)));
  // Vacuumed as autovacuum would have by then: the visibility map lets a count read an index alone.
  await step('vacuum analyze', sql`VACUUM ANALYZE`);
  return { shape, steps };
}
