import type { ListAdminStudentsParams, ListUsersParams } from '@campus/sdk';

/**
 * Accounts as the admin console sees them. One root, so any change an admin makes to accounts
 * (status, role, onboarding, a mentor's approval) refreshes every list and the overview's figures.
 */
export const userKeys = {
  all: ['users'] as const,
  adminList: (params: ListUsersParams) => [...userKeys.all, 'admin-list', params] as const,
  adminStudents: (params: ListAdminStudentsParams) =>
    [...userKeys.all, 'admin-students', params] as const,
  adminSummary: (timezone: string) => [...userKeys.all, 'admin-summary', timezone] as const,
  /** Working mentors to assign a student to (approved, active). */
  mentorChoices: () => [...userKeys.all, 'mentor-choices'] as const,
  studentChoices: (search: string) => [...userKeys.all, 'student-choices', search] as const,
  instructors: () => [...userKeys.all, 'instructors'] as const,
  pendingMentors: () => [...userKeys.all, 'mentor-reviews', 'pending'] as const,
};
