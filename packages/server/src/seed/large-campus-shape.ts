// The large campus's shape (large-campus.ts grows it): how many rows each table gets at a scale,
// and how a grown row's id is derived from its number, so the generator's steps (the quizzes' among
// them, large-campus-quizzes.ts) reference each other's rows without lookups.
import { sql, type SQL } from 'drizzle-orm';

export interface CampusShape {
  batches: number;
  /** Mentors, the demo mentor included (as mentor 0). */
  mentors: number;
  students: number;
  courses: number;
  modulesPerCourse: number;
  lessonsPerModule: number;
  enrollmentsPerStudent: number;
  tasksPerBatch: number;
  notifications: number;
  messages: number;
  bookings: number;
  liveClassesPerBatch: number;
  attendeesPerClass: number;
  /** Questions in each batch's space; three of every four are answered, three answers each. */
  questionsPerBatch: number;
  /** One quiz per course (its last lesson), asking this many questions from the course's bank. */
  questionsPerQuiz: number;
  /** Every enrollment has a graded attempt at its course's quiz; one in this many has a second. */
  retakeEvery: number;
}

/** The largest scale the generator grows to (100,000 students). */
export const MAX_SCALE = 5;

/**
 * The large campus at `scale` 1; every count grows or shrinks with it (at least two batches, one
 * mentor).
 */
export function campusShape(scale: number): CampusShape {
  if (!(scale > 0 && scale <= MAX_SCALE))
    throw new Error(`The scale must be above 0 and at most ${MAX_SCALE}; ${scale} is not.`);
  const mentors = Math.max(1, Math.round(100 * scale));
  // Two batches per mentor, and the same number of students in each batch.
  const batches = mentors * 2;
  const perBatch = Math.max(4, Math.round((20_000 * scale) / batches));
  return {
    batches,
    mentors,
    students: batches * perBatch,
    courses: Math.max(5, Math.round(300 * scale)),
    modulesPerCourse: 4,
    lessonsPerModule: 5,
    enrollmentsPerStudent: 5,
    tasksPerBatch: 10,
    notifications: Math.round(1_000_000 * scale),
    messages: Math.round(500_000 * scale),
    bookings: Math.round(50_000 * scale),
    liveClassesPerBatch: 25,
    attendeesPerClass: Math.min(40, perBatch),
    questionsPerBatch: 310,
    questionsPerQuiz: 5,
    retakeEvery: 3,
  };
}

/** Row counts the shape implies, per table (what the smoke test and the bench print). */
export function campusCounts(shape: CampusShape) {
  const perBatch = shape.students / shape.batches;
  const tasks = shape.batches * shape.tasksPerBatch;
  const liveClasses = shape.batches * shape.liveClassesPerBatch;
  const enrollments = shape.students * shape.enrollmentsPerStudent;
  return {
    students: shape.students,
    mentors: shape.mentors - 1,
    courses: shape.courses,
    lessons: shape.courses * shape.modulesPerCourse * shape.lessonsPerModule,
    enrollments,
    tasks,
    submissions: tasks * perBatch,
    notifications: shape.notifications,
    messages: shape.messages + (shape.mentors - 1) * DEMO_STUDENT_MESSAGES_PER_MENTOR,
    bookings: shape.bookings,
    liveClasses,
    // Every class but the last of each batch has happened and has its attendance.
    attendance: (liveClasses - shape.batches) * shape.attendeesPerClass,
    questions: shape.batches * shape.questionsPerBatch,
    answers: answersOf(shape.batches * shape.questionsPerBatch),
    quizzes: shape.courses,
    quizQuestions: shape.courses * shape.questionsPerQuiz,
    // Enrollment e (0 … enrollments - 1) retakes when e % retakeEvery = 0.
    quizAttempts: enrollments + Math.ceil(enrollments / shape.retakeEvery),
  };
}

export const DEMO_STUDENT_MESSAGES_PER_MENTOR = 20;
/** Question q has three answers unless q % 4 = 3 (a quarter wait for one). */
export const ANSWERS_PER_QUESTION = 3;
const answersOf = (questions: number) =>
  ANSWERS_PER_QUESTION * (questions - Math.floor(questions / 4));

/**
 * The id of grown row number `row` of a kind (`prefix`), as SQL: md5 of 'campus-scale:prefix:row'
 * read as a uuid, the same in every database grown (course 0 is md5('campus-scale:course:0')).
 */
export const scaleId = (prefix: string, row: SQL) =>
  sql`md5(${sql.raw(`'campus-scale:${prefix}:'`)} || (${row})::text)::uuid`;

/** A whole number written into the statement: parameters would leave generate_series(unknown, unknown). */
export const literal = (value: number) => sql.raw(String(Math.trunc(value)));
