// Courses, enrollments, and the two users-area reads of them (listUserEnrolledCourses,
// listUserCreatedCourses). Also registers the hourly expiry sweep, the profile numbers and the
// demo data of the area.
import type { AppContext } from '../../context';
import { optionalUser } from '../../http/auth';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { renderRichText } from '../../lib/html';
import { seedCourses } from '../../seed/courses';
import { EnrollmentReads } from './enrollment-reads';
import { EnrollmentChanges } from './enrollments';
import { CourseAuthoringService } from './authoring';
import { CoursesService } from './service';

export const EXPIRY_SWEEP_MS = 60 * 60 * 1000;

export function courseHandlers(ctx: AppContext): Handlers {
  const courses = new CoursesService(ctx);
  const authoring = new CourseAuthoringService(ctx, courses);
  const enrollmentReads = new EnrollmentReads(ctx);
  const enrollments = new EnrollmentChanges(ctx, enrollmentReads);

  ctx.extensions.jobs.push({
    name: 'expire-enrollments',
    everyMs: EXPIRY_SWEEP_MS,
    run: async () => {
      const n = await enrollmentReads.cleanup();
      if (n > 0) ctx.log.info({ expired: n }, 'expired enrollments past their end date');
    },
  });
  ctx.extensions.userStats.push(async (user) => {
    const stats: { enrolledCourses?: number; completedCourses?: number; createdCourses?: number } =
      {};
    if (user.role === 'student') {
      const n = await enrollmentReads.counts(user.id);
      stats.enrolledCourses = n.enrolled;
      stats.completedCourses = n.completed;
    }
    if (user.role === 'instructor' || user.role === 'admin') {
      stats.createdCourses = await courses.createdCount(user.id);
    }
    return stats;
  });
  ctx.extensions.seeders.push((world) => seedCourses(world));

  return defineHandlers({
    listCourses: async (c) => courses.list(await optionalUser(ctx, c), c.query),
    getCourse: async (c) => courses.get(await optionalUser(ctx, c), c.params.id),
    createCourse: (c) => authoring.create(me(c), c.body),
    updateCourse: (c) => authoring.update(me(c), c.params.id, c.body),
    deleteCourse: async (c) => {
      await authoring.remove(me(c), c.params.id);
    },
    rateCourse: (c) => courses.rate(me(c), c.params.id, c.body),
    // The editors' Preview tab: the same rendering every reader gets (lib/html.ts).
    previewRichText: async (c) => ({ html: renderRichText(c.body.markdown) }),

    enrollInCourse: async (c) => {
      const { created, dto } = await enrollments.enroll(me(c), c.params.id);
      if (created) c.reply.code(201);
      return dto;
    },
    unenrollFromCourse: async (c) => {
      await enrollments.unenroll(me(c), c.params.id);
    },

    listEnrollments: (c) => enrollmentReads.list(c.query),
    createEnrollment: (c) => enrollments.create(me(c), c.body),
    listMyEnrollments: (c) => enrollmentReads.enrolledCourses(me(c).id, c.query.status),
    listCourseEnrollments: (c) => enrollmentReads.listForCourse(me(c), c.params.id, c.query),
    cleanupExpiredEnrollments: async () => ({ updated: await enrollmentReads.cleanup() }),
    getEnrollment: (c) => enrollmentReads.get(me(c), c.params.id),
    updateEnrollmentStatus: (c) => enrollments.updateStatus(me(c), c.params.id, c.body),
    updateEnrollmentProgress: (c) => enrollments.updateProgress(me(c), c.params.id, c.body),

    listUserEnrolledCourses: (c) => enrollmentReads.enrolledCoursesOf(me(c), c.params.id),
    listUserCreatedCourses: (c) => courses.createdBy(me(c), c.params.id),
  });
}
