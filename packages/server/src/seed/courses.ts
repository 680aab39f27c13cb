// Demo courses, enrollments and ratings: published courses across categories and levels (free and
// paid, ₹), one draft, and enrollments of the demo students in every status with real progress.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  courseLessons,
  courseModules,
  courseRatings,
  courses,
  enrollments,
  type CourseLevel,
  type EnrollmentStatus,
  type LessonType,
  type UserRow,
} from '../db/schema/index';
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
  thumbnail: string;
  status: 'published' | 'draft';
  author: 'instructor' | 'admin';
  /** Days before the seed's "now" it was published. */
  publishedDaysAgo: number;
  modules: { title: string; lessons: LessonSpec[] }[];
}

const video = (n: number) => `https://www.youtube.com/embed/campus-demo-${n}`;

function lessonContent(title: string, type: LessonType): string {
  if (type === 'quiz') {
    return `<h3>Check your understanding: ${title}</h3><ol><li>Explain the idea in your own words.</li><li>Where would you use it in a real project?</li><li>What is one mistake beginners make with it?</li></ol><p>Write your answers in your notebook, then discuss them in the next mentor sync.</p>`;
  }
  if (type === 'article') {
    return `<h2>${title}</h2><p>This reading walks through <strong>${title.toLowerCase()}</strong> step by step, with examples drawn from products Indian teams build every day.</p><ul><li>Key ideas and vocabulary</li><li>A worked example</li><li>Common mistakes and how to avoid them</li></ul>`;
  }
  return `<p>Notes for this video: pause at each example and try it yourself before moving on.</p>`;
}

const COURSES: CourseSpec[] = [
  {
    key: 'react',
    title: 'Modern React with TypeScript',
    description:
      'Build fast, accessible interfaces with React 19 and TypeScript.\nYou will write components, manage state, fetch data and test your work, finishing with a complete job-board app.',
    category: 'Web Development',
    level: 'intermediate',
    price: 3_499,
    tags: ['React', 'TypeScript', 'Frontend'],
    thumbnail: 'https://images.campus.test/courses/react-typescript.jpg',
    status: 'published',
    author: 'instructor',
    publishedDaysAgo: 120,
    modules: [
      {
        title: 'Getting started',
        lessons: [
          ['Why React, and what is new in React 19', 'video', 12, true],
          ['Setting up Vite with TypeScript', 'video', 15],
          ['JSX and components', 'article', 10],
        ],
      },
      {
        title: 'State and effects',
        lessons: [
          ['useState and lifting state up', 'video', 18],
          ['Effects without bugs', 'article', 14],
          ['Quiz: state and effects', 'quiz', 8],
        ],
      },
      {
        title: 'Data and testing',
        lessons: [
          ['Fetching data with TanStack Query', 'video', 22],
          ['Testing components with Testing Library', 'video', 20],
        ],
      },
    ],
  },
  {
    key: 'html',
    title: 'HTML & CSS for Absolute Beginners',
    description:
      'Your first web page, from a blank file to a responsive portfolio site.\nNo experience needed: every lesson is short and practical.',
    category: 'Web Development',
    level: 'beginner',
    price: 0,
    tags: ['HTML', 'CSS', 'Beginner'],
    thumbnail: 'https://images.campus.test/courses/html-css.jpg',
    status: 'published',
    author: 'instructor',
    publishedDaysAgo: 300,
    modules: [
      {
        title: 'HTML basics',
        lessons: [
          ['Your first web page', 'video', 9, true],
          ['Headings, lists and links', 'article', 7],
        ],
      },
      {
        title: 'Styling with CSS',
        lessons: [
          ['Selectors and the box model', 'video', 14],
          ['Flexbox layouts', 'video', 16],
          ['Quiz: CSS layout', 'quiz', 6],
        ],
      },
    ],
  },
  {
    key: 'node',
    title: 'Node.js APIs with Fastify and PostgreSQL',
    description:
      'Design and build production-grade REST APIs: routing, validation, authentication, transactions and tests.\nWe build the back end of a UPI-style payments ledger.',
    category: 'Web Development',
    level: 'advanced',
    price: 4_999,
    tags: ['Node.js', 'Fastify', 'PostgreSQL', 'Backend'],
    thumbnail: 'https://images.campus.test/courses/node-fastify.jpg',
    status: 'published',
    author: 'instructor',
    publishedDaysAgo: 60,
    modules: [
      {
        title: 'API design',
        lessons: [
          ['Resources, verbs and status codes', 'video', 16, true],
          ['Contracts with OpenAPI', 'article', 12],
        ],
      },
      {
        title: 'Data and transactions',
        lessons: [
          ['Schemas and migrations with Drizzle', 'video', 24],
          ['Transactions and locking', 'video', 26],
          ['Quiz: consistency', 'quiz', 10],
        ],
      },
    ],
  },
  {
    key: 'sql',
    title: 'SQL for Data Analysis',
    description:
      'Answer business questions with SQL: filtering, joins, aggregates and window functions on an e-commerce dataset from a Bengaluru startup.',
    category: 'Data Science',
    level: 'beginner',
    price: 1_999,
    tags: ['SQL', 'Analytics'],
    thumbnail: 'https://images.campus.test/courses/sql-analysis.jpg',
    status: 'published',
    author: 'instructor',
    publishedDaysAgo: 200,
    modules: [
      {
        title: 'Querying',
        lessons: [
          ['SELECT, WHERE and ORDER BY', 'video', 11, true],
          ['Joins explained with Venn-free pictures', 'article', 12],
        ],
      },
      {
        title: 'Aggregates and windows',
        lessons: [
          ['GROUP BY and HAVING', 'video', 15],
          ['Window functions for running totals', 'video', 18],
        ],
      },
    ],
  },
  {
    key: 'python-de',
    title: 'Python for Data Engineering',
    description:
      'Write the Python that moves data: files, APIs, pandas and Polars, and a first Airflow pipeline loading Indian Railways timetable data.',
    category: 'Data Engineering',
    level: 'intermediate',
    price: 2_999,
    tags: ['Python', 'pandas', 'Airflow'],
    thumbnail: 'https://images.campus.test/courses/python-data-engineering.jpg',
    status: 'published',
    author: 'instructor',
    publishedDaysAgo: 90,
    modules: [
      {
        title: 'Data in Python',
        lessons: [
          ['Reading CSV, JSON and Parquet', 'video', 14, true],
          ['pandas vs Polars', 'article', 10],
        ],
      },
      {
        title: 'Pipelines',
        lessons: [
          ['Your first Airflow DAG', 'video', 21],
          ['Quiz: pipelines', 'quiz', 7],
        ],
      },
    ],
  },
  {
    key: 'ml',
    title: 'Machine Learning Foundations',
    description:
      'The core ideas of machine learning with scikit-learn: regression, classification, evaluation and avoiding overfitting, on real Indian datasets.',
    category: 'Machine Learning',
    level: 'intermediate',
    price: 5_999,
    tags: ['Machine Learning', 'scikit-learn', 'Python'],
    thumbnail: 'https://images.campus.test/courses/ml-foundations.jpg',
    status: 'published',
    author: 'instructor',
    publishedDaysAgo: 30,
    modules: [
      {
        title: 'Supervised learning',
        lessons: [
          ['What a model learns', 'video', 13, true],
          ['Linear and logistic regression', 'video', 22],
        ],
      },
      {
        title: 'Evaluation',
        lessons: [
          ['Train, validation and test splits', 'article', 11],
          ['Precision, recall and the confusion matrix', 'video', 17],
          ['Quiz: evaluating models', 'quiz', 9],
        ],
      },
    ],
  },
  {
    key: 'cloud',
    title: 'Google Cloud Fundamentals',
    description:
      'A practical tour of Google Cloud: projects and IAM, Compute Engine, Cloud Run and Cloud Storage, with billing alerts so you never overspend.',
    category: 'Cloud Computing',
    level: 'beginner',
    price: 1_499,
    tags: ['Google Cloud', 'Cloud'],
    thumbnail: 'https://images.campus.test/courses/gcp-fundamentals.jpg',
    status: 'published',
    author: 'admin',
    publishedDaysAgo: 150,
    modules: [
      {
        title: 'First steps',
        lessons: [
          ['Projects, billing and IAM', 'video', 12, true],
          ['Deploying to Cloud Run', 'video', 16],
          ['Quiz: cloud basics', 'quiz', 6],
        ],
      },
    ],
  },
  {
    key: 'english',
    title: 'Spoken English for Tech Interviews',
    description:
      'Speak clearly and confidently in interviews and stand-ups: introductions, explaining your projects and handling tricky questions.',
    category: 'Career Skills',
    level: 'beginner',
    price: 0,
    tags: ['Communication', 'Interviews'],
    thumbnail: 'https://images.campus.test/courses/spoken-english.jpg',
    status: 'published',
    author: 'instructor',
    publishedDaysAgo: 10,
    modules: [
      {
        title: 'Introducing yourself',
        lessons: [
          ['Tell me about yourself', 'video', 8, true],
          ['Explaining a project in two minutes', 'article', 6],
        ],
      },
    ],
  },
  {
    key: 'genai-draft',
    title: 'Generative AI for Product Managers',
    description:
      'How to spot, scope and ship generative AI features: prompts, evaluation, cost in ₹ per request and responsible AI.',
    category: 'Artificial Intelligence',
    level: 'intermediate',
    price: 3_999,
    tags: ['Generative AI', 'Product'],
    thumbnail: 'https://images.campus.test/courses/genai-pm.jpg',
    status: 'draft',
    author: 'instructor',
    publishedDaysAgo: 0,
    modules: [
      {
        title: 'Foundations',
        lessons: [
          ['What LLMs are good at', 'video', 14],
          ['Writing an evaluation set', 'article', 12],
        ],
      },
    ],
  },
];

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
): Promise<SeededCourse> {
  const created = new Date(now.getTime() - (spec.publishedDaysAgo + 7) * DAY);
  const [row] = await tx
    .insert(courses)
    .values({
      title: spec.title,
      description: spec.description,
      category: spec.category,
      level: spec.level,
      price: spec.price,
      thumbnailUrl: spec.thumbnail,
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
  for (const [i, m] of spec.modules.entries()) {
    const moduleId = randomUUID();
    await tx
      .insert(courseModules)
      .values({ id: moduleId, courseId: row.id, title: m.title, position: i + 1 });
    for (const [j, [title, type, mins, preview]] of m.lessons.entries()) {
      const id = randomUUID();
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
    seeded.set(spec.key, await insertCourse(tx, spec, author, now, counter));
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
    if (e.rating) {
      const [rating, review] = e.rating;
      await tx.insert(courseRatings).values({
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
