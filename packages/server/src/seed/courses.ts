// Demo courses, enrollments and ratings: published courses across categories and levels (free and
// paid, ₹), one draft, and enrollments of the demo students in every status with real progress.
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  courseLessons,
  courseModules,
  courseRatings,
  courses,
  COURSE_LEVELS,
  enrollments,
  lessonCompletions,
  LESSON_TYPES,
  type CourseLevel,
  type EnrollmentStatus,
  type LessonType,
  type UserRow,
} from '../db/schema/index';
import { passageIndex } from '../modules/chatbot/public';
import courseData from './courses.json';
import { LESSON_NOTES } from './lesson-notes';
import { oneOf } from './data';
import { seedId } from './ids';
import { seedQuiz } from './quizzes';
import { seedCover } from '../lib/covers';
import type { FileStorage } from '../lib/storage';
import type { DemoWorld } from './world';

const DAY = 24 * 60 * 60 * 1000;

type LessonSpec = [title: string, type: LessonType, minutes: number, preview?: boolean];

interface CourseSpec {
  key: string;
  title: string;
  description: string;
  category: string;
  level: CourseLevel;
  price: number;
  tags: string[];
  status: 'published' | 'draft';
  author: 'instructor' | 'admin';
  /** Days before the seed's "now" it was published. */
  publishedDaysAgo: number;
  modules: { title: string; lessons: LessonSpec[] }[];
}

/**
 * Seeded lessons play real, public, long-lived talks (conference recordings and well-known lectures,
 * chosen for staying up for years), taken in turn: a demo whose first frame is "Video unavailable"
 * teaches nothing. The ids were picked from memory, not checked from the closed build network; the
 * player offers the link beside every frame in case one is ever taken down.
 */
export const SEED_VIDEO_IDS = [
  '8aGhZQkoFbQ', // Philip Roberts, "What the heck is the event loop anyway?", JSConf EU 2014
  'dpw9EHDh2bM', // Sophie Alpert, Dan Abramov, Ryan Florence: "React Today and Tomorrow", React Conf 2018
  'cCOL7MC4Pl0', // Jake Archibald, "In The Loop", JSConf.Asia 2018
  'aircAruvnKk', // 3Blue1Brown, "But what is a neural network?", Deep learning chapter 1
] as const;
const video = (n: number) =>
  `https://www.youtube.com/embed/${SEED_VIDEO_IDS[n % SEED_VIDEO_IDS.length]}`;

/** Lesson text as an author writes it in the editor: Markdown (lib/html.ts renders it). */
function lessonContent(title: string, type: LessonType): string {
  const base = genericContent(title, type);
  const notes = LESSON_NOTES[title];
  return notes ? `${base}\n\n${notes}` : base;
}

function genericContent(title: string, type: LessonType): string {
  if (type === 'quiz') {
    // The quiz below asks the questions (seed/quizzes.ts); this is its introduction.
    return [
      `### Check your understanding: ${title.replace(/^Quiz: /, '')}`,
      '',
      'Five questions on this module, one of each kind: choose one, choose all that apply, true or false, a short answer and a number. You need 60% to pass and have three attempts; each answer is explained after you submit.',
    ].join('\n');
  }
  if (type === 'article') {
    return [
      `## ${title}`,
      '',
      `This reading walks through **${title.toLowerCase()}** step by step, with examples drawn from products Indian teams build every day.`,
      '',
      '- Key ideas and vocabulary',
      '- A worked example',
      '- Common mistakes and how to avoid them',
      '',
      'Try the example yourself before moving on:',
      '',
      '```',
      `// ${title}`,
      "console.log('Namaste, Campus!');",
      '```',
    ].join('\n');
  }
  return 'Notes for this video: pause at each example and try it yourself before moving on.';
}

// The catalogue itself is prose, so it lives as data in courses.json (in seeding order); lessons are
// [title, type, minutes, preview?] rows there.
const COURSES: CourseSpec[] = courseData.map((c) => ({
  ...c,
  level: oneOf(COURSE_LEVELS, c.level, `course ${c.key}`),
  status: oneOf(['published', 'draft'] as const, c.status, `course ${c.key}`),
  author: oneOf(['instructor', 'admin'] as const, c.author, `course ${c.key}`),
  modules: c.modules.map((m) => ({
    title: m.title,
    lessons: m.lessons.map(([title, type, minutes, preview]): LessonSpec => {
      const where = `course ${c.key}, lesson ${String(title)}`;
      const lesson: LessonSpec = [
        String(title),
        oneOf(LESSON_TYPES, String(type), where),
        Number(minutes),
      ];
      if (preview !== undefined) lesson[3] = Boolean(preview);
      return lesson;
    }),
  })),
}));

interface SeededCourse {
  id: string;
  price: number;
  lessonIds: string[];
}

async function insertCourse(
  tx: Tx,
  spec: CourseSpec,
  author: UserRow,
  now: Date,
  n: { video: number },
  storage: FileStorage,
): Promise<SeededCourse> {
  const created = new Date(now.getTime() - (spec.publishedDaysAgo + 7) * DAY);
  const [row] = await tx
    .insert(courses)
    .values({
      id: seedId(`course:${spec.key}`),
      title: spec.title,
      description: spec.description,
      category: spec.category,
      level: spec.level,
      price: spec.price,
      thumbnailUrl: await seedCover(storage, spec.key, spec.title, 'course'),
      tags: spec.tags,
      status: spec.status,
      instructorId: author.id,
      publishedAt:
        spec.status === 'published' ? new Date(now.getTime() - spec.publishedDaysAgo * DAY) : null,
      createdAt: created,
      updatedAt: created,
    })
    .returning({ id: courses.id });
  if (!row) throw new Error('course insert returned no row');
  const lessonIds: string[] = [];
  let minutes = 0;
  let bankSize = 0;
  for (const [i, m] of spec.modules.entries()) {
    const moduleId = seedId(`course-module:${spec.key}:${i}`);
    await tx
      .insert(courseModules)
      .values({ id: moduleId, courseId: row.id, title: m.title, position: i + 1 });
    for (const [j, [title, type, mins, preview]] of m.lessons.entries()) {
      const id = seedId(`course-lesson:${spec.key}:${i}:${j}`);
      lessonIds.push(id);
      minutes += mins;
      await tx.insert(courseLessons).values({
        id,
        courseId: row.id,
        moduleId,
        title,
        type,
        durationMinutes: mins,
        preview: preview ?? false,
        content: lessonContent(title, type),
        videoUrl: type === 'video' ? video(++n.video) : null,
        position: j + 1,
      });
      if (type === 'quiz') {
        bankSize += await seedQuiz(tx, { id: row.id, key: spec.key }, { id, title }, bankSize + 1);
      }
    }
  }
  await tx
    .update(courses)
    .set({
      moduleCount: spec.modules.length,
      lessonCount: lessonIds.length,
      durationMinutes: minutes,
    })
    .where(eq(courses.id, row.id));
  await passageIndex.course(tx, row.id);
  return { id: row.id, price: spec.price, lessonIds };
}

interface EnrollmentSpec {
  student: number;
  course: string;
  status: EnrollmentStatus;
  /** How many of the course's lessons are done (in order). */
  done: number | 'all';
  enrolledDaysAgo: number;
  /** Self-enrolled paid courses carry their charge; admin enrollments do not. */
  selfPaid?: boolean;
  rating?: [number, string?];
}

const ENROLLMENTS: EnrollmentSpec[] = [
  // Sara (student@campus.test) has one of each status.
  {
    student: 0,
    course: 'react',
    status: 'active',
    done: 3,
    enrolledDaysAgo: 20,
    selfPaid: true,
    rating: [4, 'Clear explanations; the TypeScript parts were exactly what I needed.'],
  },
  {
    student: 0,
    course: 'html',
    status: 'completed',
    done: 'all',
    enrolledDaysAgo: 90,
    rating: [5, 'Perfect first course. I built my portfolio in a weekend.'],
  },
  {
    student: 0,
    course: 'sql',
    status: 'expired',
    done: 2,
    enrolledDaysAgo: 400,
    selfPaid: true,
    rating: [4],
  },
  {
    student: 0,
    course: 'node',
    status: 'cancelled',
    done: 0,
    enrolledDaysAgo: 45,
    selfPaid: false,
  },
  { student: 0, course: 'ml', status: 'active', done: 0, enrolledDaysAgo: 2, selfPaid: true },
  {
    student: 1,
    course: 'react',
    status: 'completed',
    done: 'all',
    enrolledDaysAgo: 100,
    selfPaid: true,
    rating: [5, 'Best React course I have taken, and I have tried many.'],
  },
  { student: 1, course: 'english', status: 'active', done: 1, enrolledDaysAgo: 5 },
  { student: 2, course: 'react', status: 'active', done: 1, enrolledDaysAgo: 12, selfPaid: true },
  {
    student: 2,
    course: 'html',
    status: 'completed',
    done: 'all',
    enrolledDaysAgo: 60,
    rating: [4, 'Good pace for beginners.'],
  },
  {
    student: 3,
    course: 'sql',
    status: 'active',
    done: 3,
    enrolledDaysAgo: 30,
    selfPaid: true,
    rating: [5],
  },
  {
    student: 3,
    course: 'python-de',
    status: 'completed',
    done: 'all',
    enrolledDaysAgo: 80,
    selfPaid: true,
    rating: [4, 'The Airflow module was the highlight.'],
  },
  { student: 4, course: 'ml', status: 'active', done: 2, enrolledDaysAgo: 25, selfPaid: true },
  { student: 4, course: 'cloud', status: 'cancelled', done: 0, enrolledDaysAgo: 40 },
  {
    student: 5,
    course: 'python-de',
    status: 'expired',
    done: 1,
    enrolledDaysAgo: 380,
    rating: [3, 'Useful, but I wanted more on Spark.'],
  },
  {
    student: 5,
    course: 'cloud',
    status: 'completed',
    done: 'all',
    enrolledDaysAgo: 70,
    selfPaid: true,
    rating: [5, 'Cleared my first cloud interview after this.'],
  },
];

export async function seedCourses(world: DemoWorld): Promise<void> {
  const { tx, now } = world;
  const counter = { video: 0 };
  const seeded = new Map<string, SeededCourse>();
  for (const spec of COURSES) {
    const author = spec.author === 'admin' ? world.admin : world.instructor;
    seeded.set(spec.key, await insertCourse(tx, spec, author, now, counter, world.storage));
  }

  const ratingTotals = new Map<string, { sum: number; count: number }>();
  for (const e of ENROLLMENTS) {
    const course = seeded.get(e.course);
    const student = world.students[e.student];
    if (!course || !student) throw new Error(`demo enrollment ${e.course}/${e.student} is unknown`);
    const done = e.done === 'all' ? course.lessonIds : course.lessonIds.slice(0, e.done);
    const enrolledAt = new Date(now.getTime() - e.enrolledDaysAgo * DAY);
    const lastAccessedAt = done.length
      ? new Date(now.getTime() - Math.min(e.enrolledDaysAgo, 3) * DAY)
      : null;
    const [row] = await tx
      .insert(enrollments)
      .values({
        id: seedId(`enrollment:${e.course}:${e.student}`),
        studentId: student.id,
        courseId: course.id,
        status: e.status,
        progress: course.lessonIds.length
          ? Math.round((100 * done.length) / course.lessonIds.length)
          : 0,
        completedLessonIds: done,
        lastLessonId: done.at(-1) ?? null,
        lastAccessedAt,
        amountCharged: e.selfPaid ? course.price : 0,
        enrolledAt,
        // A year of access: the 'expired' rows were enrolled more than a year ago.
        expiresAt: new Date(enrolledAt.getTime() + 365 * DAY),
        completedAt:
          e.status === 'completed'
            ? new Date(now.getTime() - Math.floor(e.enrolledDaysAgo / 3) * DAY)
            : null,
        cancelledAt: e.status === 'cancelled' ? new Date(enrolledAt.getTime() + 3 * DAY) : null,
        createdAt: enrolledAt,
        updatedAt: lastAccessedAt ?? enrolledAt,
      })
      .returning({ id: enrollments.id });
    if (!row) throw new Error('enrollment insert returned no row');
    // The lessons were done one after another between enrolling and the last visit.
    if (done.length) {
      const from = enrolledAt.getTime();
      const span = (lastAccessedAt ?? now).getTime() - from;
      await tx.insert(lessonCompletions).values(
        done.map((lessonId, i) => ({
          enrollmentId: row.id,
          lessonId,
          studentId: student.id,
          completedAt: new Date(from + Math.round(((i + 1) * span) / done.length)),
        })),
      );
    }
    if (e.rating) {
      const [rating, review] = e.rating;
      await tx.insert(courseRatings).values({
        id: seedId(`course-rating:${e.course}:${e.student}`),
        courseId: course.id,
        studentId: student.id,
        rating,
        review: review ?? null,
        createdAt: lastAccessedAt ?? enrolledAt,
        updatedAt: lastAccessedAt ?? enrolledAt,
      });
      const t = ratingTotals.get(course.id) ?? { sum: 0, count: 0 };
      ratingTotals.set(course.id, { sum: t.sum + rating, count: t.count + 1 });
    }
  }
  for (const [id, t] of ratingTotals) {
    await tx
      .update(courses)
      .set({ ratingSum: t.sum, ratingCount: t.count })
      .where(eq(courses.id, id));
  }
}
