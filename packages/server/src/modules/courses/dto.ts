// The contract's shapes for courses and enrollments (CourseSummary, Course, Enrollment,
// EnrolledCourse) built from rows. Optional fields are left out rather than sent as null where the
// contract does not allow null.
import type {
  CourseLesson,
  CourseModule,
  CourseSummary,
  Enrollment,
  EnrollmentCourseRef,
  EnrollmentState,
} from '@campus/sdk/model';
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  courses,
  enrollments,
  users,
  type CourseLessonRow,
  type CourseModuleRow,
  type CourseRow,
  type EnrollmentRow,
  type EnrollmentStatus,
} from '../../db/schema/index';
import { renderRichText } from '../../lib/html';
import { toPerson, type PersonColumns } from '../../lib/people';

export const instructors = alias(users, 'instructor');
export const instructorCols = {
  id: instructors.id,
  name: instructors.name,
  role: instructors.role,
  profileImageUrl: instructors.profileImageUrl,
};

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** Timestamps go to SQL as ISO text (both drivers accept it). */
export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** An enrollment's status as readers see it: an active one past `expiresAt` is expired. */
export function effectiveStatus(
  e: Pick<EnrollmentRow, 'status' | 'expiresAt'>,
  now: Date,
): EnrollmentStatus {
  return e.status === 'active' && e.expiresAt && e.expiresAt <= now ? 'expired' : e.status;
}

/** The same in SQL, over the `enrollments` table. */
export const effectiveStatusSql = (now: Date) =>
  sql<EnrollmentStatus>`(case when ${enrollments.status} = 'active' and ${enrollments.expiresAt} <= ${ts(now)} then 'expired' else ${enrollments.status} end)`;

/**
 * Active (unexpired) and completed enrollments of the row's course: its kept popularity
 * (courses.popularity, the total course_enrollment_totals keeps) less the active ones
 * already past their expiry that the hourly sweep has not marked yet — one short index range
 * (enrollments_course_status_idx), not every enrollment of the course. `now` is a time, or a
 * timestamptz expression (a prepared statement's placeholder, learning/overview).
 */
export const enrolledCountSql = (now: Date | SQL) =>
  sql<number>`(${courses.popularity} - (select count(*)::int from enrollments ec where ec.course_id = ${courses.id} and ec.status = 'active' and ec.expires_at <= ${now instanceof Date ? ts(now) : now}))`;

/**
 * The course's kept total of active and completed enrollments: what `popular` and the dashboard's
 * suggestions order by (courses_popular_idx). Unlike enrolledCountSql it still counts an active
 * enrollment past its expiry until the hourly sweep marks it, so an order may lag by up to an hour.
 */
export const popularitySql = sql<number>`${courses.popularity}`;

export const ratingAverage = (c: Pick<CourseRow, 'ratingSum' | 'ratingCount'>) =>
  c.ratingCount === 0 ? 0 : Math.round((c.ratingSum / c.ratingCount) * 10) / 10;

export function courseSummary(
  c: CourseRow,
  instructor: PersonColumns,
  enrolledCount: number,
): CourseSummary {
  const out: CourseSummary = {
    _id: c.id,
    title: c.title,
    description: c.description,
    category: c.category,
    level: c.level,
    price: Number(c.price),
    instructor: toPerson(instructor),
    ratingAverage: ratingAverage(c),
    ratingCount: c.ratingCount,
    enrolledCount: Number(enrolledCount),
    status: c.status,
    tags: c.tags,
    durationMinutes: c.durationMinutes,
    moduleCount: c.moduleCount,
    lessonCount: c.lessonCount,
    publishedAt: isoOrNull(c.publishedAt),
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
  };
  if (c.thumbnailUrl) out.thumbnailUrl = c.thumbnailUrl;
  return out;
}

/**
 * Modules with their lessons, ordered; `content` (rendered) and `videoUrl` only where the caller may
 * learn or the lesson is a free preview, the Markdown source only for those who may edit.
 */
export function curriculum(
  mods: CourseModuleRow[],
  lessons: CourseLessonRow[],
  access: { canLearn: boolean; canEdit: boolean },
): CourseModule[] {
  const byModule = new Map<string, CourseLessonRow[]>();
  for (const l of lessons) {
    const list = byModule.get(l.moduleId) ?? [];
    list.push(l);
    byModule.set(l.moduleId, list);
  }
  return [...mods]
    .sort((a, b) => a.position - b.position)
    .map((m) => ({
      _id: m.id,
      title: m.title,
      order: m.position,
      lessons: (byModule.get(m.id) ?? [])
        .sort((a, b) => a.position - b.position)
        .map((l) => {
          const dto: CourseLesson = {
            _id: l.id,
            title: l.title,
            order: l.position,
            type: l.type,
            durationMinutes: l.durationMinutes,
            preview: l.preview,
          };
          if (access.canLearn || l.preview) {
            if (l.content) dto.content = renderRichText(l.content);
            if (l.videoUrl) dto.videoUrl = l.videoUrl;
          }
          if (access.canEdit && l.content) dto.markdown = l.content;
          return dto;
        }),
    }));
}

export function enrollmentState(e: EnrollmentRow, now: Date): EnrollmentState {
  const out: EnrollmentState = {
    _id: e.id,
    status: effectiveStatus(e, now),
    progress: e.progress,
    completedLessonIds: e.completedLessonIds,
    enrolledAt: iso(e.enrolledAt),
    expiresAt: isoOrNull(e.expiresAt),
    completedAt: isoOrNull(e.completedAt),
  };
  if (e.lastLessonId) out.lastLessonId = e.lastLessonId;
  if (e.lastAccessedAt) out.lastAccessedAt = iso(e.lastAccessedAt);
  return out;
}

export function enrollmentDto(
  e: EnrollmentRow,
  student: PersonColumns,
  course: Pick<CourseRow, 'id' | 'title' | 'thumbnailUrl' | 'status' | 'lessonCount'>,
  instructor: PersonColumns,
  now: Date,
): Enrollment {
  const ref: EnrollmentCourseRef = {
    _id: course.id,
    title: course.title,
    status: course.status,
    lessonCount: course.lessonCount,
    instructor: toPerson(instructor),
  };
  if (course.thumbnailUrl) ref.thumbnailUrl = course.thumbnailUrl;
  return {
    ...enrollmentState(e, now),
    student: toPerson(student),
    course: ref,
    amountCharged: Number(e.amountCharged),
    cancelledAt: isoOrNull(e.cancelledAt),
    createdAt: iso(e.createdAt),
    updatedAt: iso(e.updatedAt),
  };
}
