// Courses, enrollments, and the two users-area reads of them (listUserEnrolledCourses,
// listUserCreatedCourses). Also registers the hourly expiry sweep, the profile numbers and the
// demo data of the area.
import type { AppContext } from '../../context';
import type { EnrollmentStatus } from '../../db/schema/index';
import { optionalUser } from '../../http/auth';
import { me, type Handlers } from '../../http/router';
import { seedCourses } from '../../seed/courses';
import { EnrollmentsService, type EnrollmentListQuery, type StatusInput } from './enrollments';
import { CourseAuthoringService, type CourseInput } from './authoring';
import { CoursesService, type CourseListQuery, type RatingInput } from './service';

export const EXPIRY_SWEEP_MS = 60 * 60 * 1000;

export function courseHandlers(ctx: AppContext): Handlers {
  const courses = new CoursesService(ctx);
  const authoring = new CourseAuthoringService(ctx, courses);
  const enrollments = new EnrollmentsService(ctx);

  ctx.extensions.jobs.push({
    name: 'expire-enrollments',
    everyMs: EXPIRY_SWEEP_MS,
    run: async () => {
      const n = await enrollments.cleanup();
      if (n > 0) ctx.log.info({ expired: n }, 'expired enrollments past their end date');
    },
  });
  ctx.extensions.userStats.push(async (user) => {
    const stats: { enrolledCourses?: number; completedCourses?: number; createdCourses?: number } =
      {};
    if (user.role === 'student') {
      const n = await enrollments.counts(user.id);
      stats.enrolledCourses = n.enrolled;
      stats.completedCourses = n.completed;
    }
    if (user.role === 'instructor' || user.role === 'admin') {
      stats.createdCourses = await courses.createdCount(user.id);
    }
    return stats;
  });
  ctx.extensions.seeders.push((world) => seedCourses(world));

  const id = (c: { params: Record<string, string> }) => c.params.id ?? '';

  return {
    listCourses: async (c) =>
      courses.list(await optionalUser(ctx, c), c.query as unknown as CourseListQuery),
    getCourse: async (c) => courses.get(await optionalUser(ctx, c), id(c)),
    createCourse: (c) =>
      authoring.create(me(c), c.body as CourseInput & Required<Pick<CourseInput, 'title'>>),
    updateCourse: (c) => authoring.update(me(c), id(c), c.body as CourseInput),
    deleteCourse: async (c) => {
      await authoring.remove(me(c), id(c));
    },
    rateCourse: (c) => courses.rate(me(c), id(c), c.body as RatingInput),

    enrollInCourse: async (c) => {
      const { created, dto } = await enrollments.enroll(me(c), id(c));
      if (created) c.reply.code(201);
      return dto;
    },
    unenrollFromCourse: async (c) => {
      await enrollments.unenroll(me(c), id(c));
    },

    listEnrollments: (c) => enrollments.list(c.query as unknown as EnrollmentListQuery),
    createEnrollment: (c) =>
      enrollments.create(
        me(c),
        c.body as { studentId: string; courseId: string; expiresAt?: string | null },
      ),
    listMyEnrollments: (c) =>
      enrollments.enrolledCourses(me(c).id, (c.query as { status?: EnrollmentStatus }).status),
    listCourseEnrollments: (c) =>
      enrollments.listForCourse(me(c), id(c), c.query as unknown as EnrollmentListQuery),
    cleanupExpiredEnrollments: async () => ({ updated: await enrollments.cleanup() }),
    getEnrollment: (c) => enrollments.get(me(c), id(c)),
    updateEnrollmentStatus: (c) => enrollments.updateStatus(me(c), id(c), c.body as StatusInput),
    updateEnrollmentProgress: (c) =>
      enrollments.updateProgress(me(c), id(c), c.body as { lessonId: string; completed: boolean }),

    listUserEnrolledCourses: (c) => enrollments.enrolledCoursesOf(me(c), id(c)),
    listUserCreatedCourses: (c) => courses.createdBy(me(c), id(c)),
  };
}
