import type { AdminSummary } from '@campus/sdk';
import { getGetAdminSummaryMockHandler } from '@campus/sdk/msw';
import { failing, pending, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [['get', '*/api/admin/summary']];

/** A cohort programme mid-month. */
export const adminSummary: AdminSummary = {
  usersByRole: { student: 1248, mentor: 36, instructor: 9, admin: 3 },
  activeUsers: 1271,
  deactivatedUsers: 25,
  newUsersThisWeek: 42,
  studentsWithPendingPayments: 87,
  pendingAmountTotal: 1245000,
  liveClassesToday: 6,
  submissionsAwaitingReview: 14,
  batchesStartingThisMonth: 3,
  monthYear: '2026-11',
};

/** A fresh platform: one admin, nothing else yet. */
const newPlatform: AdminSummary = {
  usersByRole: { student: 0, mentor: 0, instructor: 0, admin: 1 },
  activeUsers: 1,
  deactivatedUsers: 0,
  newUsersThisWeek: 1,
  studentsWithPendingPayments: 0,
  pendingAmountTotal: 0,
  liveClassesToday: 0,
  submissionsAwaitingReview: 0,
  batchesStartingThisMonth: 0,
  monthYear: '2026-11',
};

export const adminOverview: HandlerGroups = {
  full: [getGetAdminSummaryMockHandler(adminSummary)],
  empty: [getGetAdminSummaryMockHandler(newPlatform)],
  error: failing(routes),
  loading: pending(routes),
};
