// The large campus's quizzes (growCampus grows them after the enrollments; run alone, growQuizzes
// adds them to a campus grown without them): in every grown course the last lesson of the last
// module is a quiz, with a bank of five questions in the course (one of each kind the engine grades),
// the quiz's settings (60 % to pass, three attempts, the five questions in bank order, answers shown
// after each attempt), and every enrolled student's graded attempts at it: a first one for each
// enrollment and a second for one in three (shape.retakeEvery). The attempts are what the engine
// stores when a student submits: the questions asked, the answers given (a quarter of the missed
// ones left blank), each question graded with its key, the score and the pass.
//
// Whether a student gets a question right is drawn from the row numbers (a byte of md5 of the
// enrollment, attempt and question, against the question's difficulty, shifted per course and
// raised on a retake), so each quiz's pass rate, mean and median differ and every question has its
// own share correct; the same scale grows the same answers. Like the other steps, each table is one
// INSERT … SELECT and a second run inserts nothing new.
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import type { QuizQuestionKind, StoredAnswer, StoredChoice } from '../db/schema/index';
import { campusShape, literal as n, scaleId as id } from './large-campus-shape';

interface BankQuestion {
  position: number;
  kind: QuizQuestionKind;
  /** `{domain}` is the course's category. */
  prompt: string;
  explanation: string | null;
  choices: StoredChoice[] | null;
  correct_choice_ids: string[] | null;
  accepted_answers: string[] | null;
  correct_number: number | null;
  tolerance: number | null;
  /** The answer of a student who gets it right, and of one who does not. */
  right: Omit<StoredAnswer, 'questionId'>;
  wrong: Omit<StoredAnswer, 'questionId'>;
  /** Out of 256: how likely a first attempt gets it right (before the course's shift). */
  knows: number;
}

const keyless = {
  explanation: null,
  choices: null,
  correct_choice_ids: null,
  accepted_answers: null,
  correct_number: null,
  tolerance: null,
};

/** Each grown course's bank, in quiz order (the prompts short: every attempt keeps them). */
const BANK: BankQuestion[] = [
  {
    ...keyless,
    position: 1,
    kind: 'single',
    prompt: 'Which step comes first in a {domain} project?',
    choices: [
      { id: 'a', text: 'Plan it' },
      { id: 'b', text: 'Ship it' },
      { id: 'c', text: 'Guess' },
    ],
    correct_choice_ids: ['a'],
    right: { choiceIds: ['a'] },
    wrong: { choiceIds: ['b'] },
    knows: 200,
  },
  {
    ...keyless,
    position: 2,
    kind: 'multiple',
    prompt: 'Which habits keep {domain} work easy to review?',
    explanation: 'One big merge hides each change among the others.',
    choices: [
      { id: 'a', text: 'Small changes' },
      { id: 'b', text: 'Tests' },
      { id: 'c', text: 'One big merge' },
    ],
    correct_choice_ids: ['a', 'b'],
    right: { choiceIds: ['a', 'b'] },
    wrong: { choiceIds: ['a', 'c'] },
    knows: 115,
  },
  {
    ...keyless,
    position: 3,
    kind: 'trueFalse',
    prompt: 'Reading the error before changing code saves time.',
    choices: [
      { id: 'true', text: 'True' },
      { id: 'false', text: 'False' },
    ],
    correct_choice_ids: ['true'],
    right: { choiceIds: ['true'] },
    wrong: { choiceIds: ['false'] },
    knows: 230,
  },
  {
    ...keyless,
    position: 4,
    kind: 'shortText',
    prompt: 'What is a saved snapshot of code in git called?',
    accepted_answers: ['commit', 'a commit'],
    right: { text: 'commit' },
    wrong: { text: 'branch' },
    knows: 90,
  },
  {
    ...keyless,
    position: 5,
    kind: 'number',
    prompt: 'A lesson takes 12 minutes. How many minutes do 5 lessons take?',
    correct_number: 60,
    tolerance: 0,
    right: { number: 60 },
    wrong: { number: 50 },
    knows: 154,
  },
];

/** The bank as rows of a statement (one parameter: the bank's JSON). */
const bankRows = sql`jsonb_to_recordset(${JSON.stringify(BANK)}::jsonb) AS b(position int, kind text,
  prompt text, explanation text, choices jsonb, correct_choice_ids text[], accepted_answers text[],
  correct_number float8, tolerance float8, "right" jsonb, wrong jsonb, knows int)`;

/** What a course's first attempts get wrong more or less of: -2 … +2 steps of 16 (out of 256). */
const COURSE_SHIFT = 16;
/** How much likelier a retake gets each question right (out of 256). */
const RETAKE_GAIN = 64;
/** A missed question is left blank (no answer saved) one time in this many. */
const BLANK_EVERY = 4;

/**
 * Grows the quizzes of the campus grown at `scale` (its courses, lessons and enrollments already
 * there). Answers each step's time in milliseconds, in order.
 */
export async function growQuizzes(
  db: Queryable,
  scale: number,
  now: Date = new Date(),
): Promise<{ name: string; ms: number }[]> {
  const shape = campusShape(scale);
  const { courses: C, students: S, enrollmentsPerStudent: E } = shape;
  const steps: { name: string; ms: number }[] = [];
  const step = async (name: string, query: SQL) => {
    const t0 = performance.now();
    await db.execute(query);
    steps.push({ name, ms: Math.round(performance.now() - t0) });
  };
  const ts = sql`${now.toISOString()}::timestamptz`;
  const M = shape.modulesPerCourse;
  const L = shape.lessonsPerModule;
  const quizLesson = (c: SQL) => id('lesson', sql`((${c}) * 100 + ${n(M)}) * 100 + ${n(L)}`);
  const question = (c: SQL, position: SQL) => id('quiz-question', sql`(${c}) * 10 + (${position})`);

  await step(
    'quiz lessons',
    sql`UPDATE course_lessons SET type = 'quiz', title = 'Quiz: the course so far',
        content = '<p>Five questions on the course, one of each kind. You need 60% to pass and have three attempts.</p>'
      WHERE id IN (SELECT ${quizLesson(sql`c`)} FROM generate_series(0, ${n(C - 1)}) AS c)
        AND type <> 'quiz'`,
  );
  await step(
    'quiz questions',
    sql`INSERT INTO quiz_questions (id, course_id, position, kind, prompt, explanation, points, choices,
        correct_choice_ids, accepted_answers, correct_number, tolerance, created_at, updated_at)
      SELECT ${question(sql`c`, sql`b.position`)}, co.id, b.position, b.kind,
        replace(b.prompt, '{domain}', co.category), b.explanation, 1, b.choices, b.correct_choice_ids,
        b.accepted_answers, b.correct_number, b.tolerance, co.created_at, co.created_at
      FROM generate_series(0, ${n(C - 1)}) AS c
        JOIN courses co ON co.id = ${id('course', sql`c`)}, ${bankRows}
      ON CONFLICT DO NOTHING`,
  );
  await step(
    'quizzes',
    sql`INSERT INTO quizzes (lesson_id, course_id, passing_score_percent, attempts_allowed, time_limit_minutes,
        show_answers, draw, question_ids, draw_count, shuffle_choices, updated_at)
      SELECT ${quizLesson(sql`c`)}, ${id('course', sql`c`)}, 60, 3, NULL, 'afterEachAttempt', 'fixed',
        ARRAY(SELECT ${question(sql`c`, sql`q`)} FROM generate_series(1, ${n(BANK.length)}) AS q ORDER BY q),
        NULL, false, ${ts} - interval '210 days'
      FROM generate_series(0, ${n(C - 1)}) AS c
      ON CONFLICT DO NOTHING`,
  );
  // Enrollment e = n * E + k is student n's k-th (its row is enrollment n * 10 + k, its course
  // (n * 7 + k) % C, as growCampus places them); attempt a of it is row e * 10 + a. A first attempt
  // 40 days ago (spread over the students), a retake 20 days later; each a few minutes long.
  const enrolled = sql`SELECT n, k, a, (n * 7 + k) % ${n(C)} AS c, n * 10 + k AS r, n * ${n(E)} + k AS e
      FROM generate_series(0, ${n(S - 1)}) AS n, generate_series(0, ${n(E - 1)}) AS k,
        generate_series(1, 2) AS a
      WHERE a = 1 OR (n * ${n(E)} + k) % ${n(shape.retakeEvery)} = 0`;
  const right = sql`(m.mark < b.knows + (t.c % 5 - 2) * ${n(COURSE_SHIFT)} + (t.a - 1) * ${n(RETAKE_GAIN)})`;
  const graded = sql`jsonb_strip_nulls(jsonb_build_object('questionId', qq.id, 'kind', qq.kind,
      'prompt', qq.prompt, 'points', qq.points, 'choices', qq.choices, 'correct', ${right},
      'pointsAwarded', CASE WHEN ${right} THEN qq.points ELSE 0 END,
      'correctChoiceIds', to_jsonb(qq.correct_choice_ids), 'acceptedAnswers', to_jsonb(qq.accepted_answers),
      'correctNumber', qq.correct_number, 'tolerance', qq.tolerance, 'explanation', qq.explanation))`;
  const won = sql`sum(CASE WHEN ${right} THEN qq.points ELSE 0 END)`;
  const score = sql`round(10000.0 * ${won} / sum(qq.points)) / 100`;
  const started = sql`${ts} - make_interval(days => 60 - 20 * t.a, secs => t.e * 10)`;
  await step(
    'quiz attempts',
    sql`INSERT INTO quiz_attempts (id, lesson_id, course_id, student_id, number, status, asked, answers, graded,
        score_percent, passed, started_at, deadline, submitted_at)
      SELECT ${id('quiz-attempt', sql`t.r * 10 + t.a`)}, ${quizLesson(sql`t.c`)}, ${id('course', sql`t.c`)},
        ${id('student', sql`t.n`)}, t.a, 'submitted',
        jsonb_agg(jsonb_build_object('questionId', qq.id, 'choiceOrder', NULL) ORDER BY b.position),
        coalesce(jsonb_agg(jsonb_build_object('questionId', qq.id)
            || CASE WHEN ${right} THEN b."right" ELSE b.wrong END ORDER BY b.position)
          FILTER (WHERE ${right} OR m.mark % ${n(BLANK_EVERY)} <> 0), '[]'::jsonb),
        jsonb_agg(${graded} ORDER BY b.position),
        ${score}, ${score} >= 60,
        ${started}, NULL, ${started} + make_interval(mins => 3 + (t.e % 17)::int)
      FROM (${enrolled}) AS t
        JOIN enrollments en ON en.id = ${id('enrollment', sql`t.r`)} AND en.status IN ('active', 'completed')
        CROSS JOIN ${bankRows}
        JOIN quiz_questions qq ON qq.id = ${question(sql`t.c`, sql`b.position`)}
        CROSS JOIN LATERAL (SELECT get_byte(decode(md5('campus-scale:quiz:' || t.e || ':' || t.a || ':' || b.position), 'hex'), 0) AS mark) m
      GROUP BY t.n, t.k, t.a, t.c, t.r, t.e
      ON CONFLICT DO NOTHING`,
  );
  return steps;
}
