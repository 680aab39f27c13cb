import { describe, expect, it } from 'vitest';
import { navItems, normalizeRole } from './nav-items';

const labels = (role: string | null, loggedIn = true) =>
  navItems(role, loggedIn).map((i) => `${i.label} ${i.href}`);

describe('navItems (spec §2)', () => {
  it('logged out: Courses, Login, Sign Up', () => {
    expect(labels(null, false)).toEqual(['Courses /courses', 'Login /login', 'Sign Up /register']);
  });
  it('student', () => {
    expect(labels('student')).toEqual([
      'Dashboard /dashboard',
      'Student Dashboard /student-dashboard',
      'Mentor Updates /mentor-updates',
      'Calendar /calendar',
      'Skill_Up /ebookstudent',
      'Live Class /live-class',
    ]);
  });
  it('a student in a batch also gets the batch videos', () => {
    expect(
      navItems('student', true, { monthYear: '2026-11', domain: 'fullstack' }).map((i) => i.label),
    ).toEqual([
      'Dashboard',
      'Student Dashboard',
      'Mentor Updates',
      'Questions',
      'Batch videos',
      'Calendar',
      'Skill_Up',
      'Live Class',
    ]);
    const inBatch = navItems('student', true, { monthYear: '2026-11', domain: 'fullstack' });
    expect(inBatch[3]?.href).toBe('/questions');
    expect(inBatch[4]?.href).toBe('/batch/2026-11/fullstack/videos');
  });
  it('admin (case-insensitive role), Skill_Up goes to the admin page', () => {
    expect(labels('ADMIN')).toEqual([
      'Admin /admin',
      'Skill_Up /ebookadmin',
      'Live Class /live-class',
    ]);
  });
  it('mentor: the inbox first, then the radar', () => {
    expect(labels('Mentor')).toEqual([
      'Inbox /inbox',
      'Radar /radar',
      'Dashboard /dashboard',
      'My Students /my-students',
      'Updates /updates',
      'Questions /questions',
      'Sessions /mentor-sessions',
      'Calendar /calendar',
      'Skill_Up /ebookstudent',
      'Live Class /live-class',
    ]);
  });
  it('instructor: Dashboard, Create course and Gradebook, then the common links', () => {
    expect(labels('instructor')).toEqual([
      'Dashboard /dashboard',
      'Create course /create-course',
      'Gradebook /gradebook',
      'Skill_Up /ebookstudent',
      'Live Class /live-class',
    ]);
  });
  it('normalizes roles', () => {
    expect(normalizeRole('StUdEnT')).toBe('student');
    expect(normalizeRole('guest')).toBeNull();
  });
});
