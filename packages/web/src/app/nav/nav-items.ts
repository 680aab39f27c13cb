import type { BatchRef } from '@campus/sdk';
import { paths, type Role } from '../../config/paths';

export interface NavItem {
  label: string;
  href: string;
}

/** Roles are compared case-insensitively everywhere (spec §2, §6). */
export function normalizeRole(role: string | null | undefined): Role | null {
  const r = role?.toLowerCase();
  return r === 'student' || r === 'mentor' || r === 'admin' || r === 'instructor' ? r : null;
}

/**
 * The top navigation of spec §2, exactly: logged out → Courses, Login, Sign Up; then the role's own
 * links, then Skill_Up (admins to /ebookadmin, others to /ebookstudent) and Live Class for every
 * logged-in user. A mentor's own links start with their inbox (what waits on them now) and the
 * radar (who of their students is slipping).
 * Instructors have no links of their own in the spec; we give them Dashboard, Create course and
 * their courses' Gradebook, or they would have no way back to their work. A student in a batch also gets their batch's
 * questions and its recordings ("reachable from /dashboard and the navigation"); mentors get their
 * batches' questions. Students and mentors, whose weeks hold classes, sessions and due dates, get
 * their Calendar (any role may open /calendar).
 */
export function navItems(
  role: string | null | undefined,
  loggedIn: boolean,
  batch?: BatchRef,
): NavItem[] {
  if (!loggedIn) {
    return [
      { label: 'Courses', href: paths.courses.href() },
      { label: 'Login', href: paths.login.href() },
      { label: 'Sign Up', href: paths.register.href() },
    ];
  }
  const r = normalizeRole(role);
  const own: NavItem[] =
    r === 'student'
      ? [
          { label: 'Dashboard', href: paths.dashboard.href() },
          { label: 'Student Dashboard', href: paths.studentDashboard.href() },
          { label: 'Mentor Updates', href: paths.mentorUpdates.href() },
          ...(batch
            ? [
                { label: 'Questions', href: paths.questions.href() },
                {
                  label: 'Batch videos',
                  href: paths.batchVideos.href(batch.monthYear, batch.domain),
                },
              ]
            : []),
          { label: 'Calendar', href: paths.calendar.href() },
        ]
      : r === 'admin'
        ? [{ label: 'Admin', href: paths.admin.href() }]
        : r === 'mentor'
          ? [
              { label: 'Inbox', href: paths.inbox.href() },
              { label: 'Radar', href: paths.radar.href() },
              { label: 'Dashboard', href: paths.dashboard.href() },
              { label: 'My Students', href: paths.myStudents.href() },
              { label: 'Updates', href: paths.updates.href() },
              { label: 'Questions', href: paths.questions.href() },
              { label: 'Sessions', href: paths.mentorSessions.href() },
              { label: 'Calendar', href: paths.calendar.href() },
            ]
          : r === 'instructor'
            ? [
                { label: 'Dashboard', href: paths.dashboard.href() },
                { label: 'Create course', href: paths.createCourse.href() },
                { label: 'Gradebook', href: paths.gradebook.href() },
              ]
            : [];
  return [
    ...own,
    {
      label: 'Skill_Up',
      href: r === 'admin' ? paths.ebookAdmin.href() : paths.ebookStudent.href(),
    },
    { label: 'Live Class', href: paths.liveClass.href() },
  ];
}
