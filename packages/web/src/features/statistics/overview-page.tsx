import type { AdminSummary } from '@campus/sdk';
import {
  CardGrid,
  Currency,
  Heading,
  PageHeader,
  Stack,
  StatCard,
  type StatCardProps,
} from '@campus/ui';
import { formatMonth } from '@campus/time';
import { QueryFailed } from '../../lib/query-view';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';

import { adminSummaryQuery } from './statistics.api';

interface Figure {
  label: string;
  value: (s: AdminSummary) => ReactNode;
  href: (s: AdminSummary | undefined) => string;
  linkLabel?: string;
}

const users = paths.adminUsers.href();
const monthName = (monthYear: string) => formatMonth(monthYear, { long: true });

/** Each figure of spec §2's /admin with the list it counts. */
const groups: { title: string; figures: Figure[] }[] = [
  {
    title: 'People',
    figures: [
      {
        label: 'Students',
        value: (s) => s.usersByRole.student,
        href: () => paths.adminStudents.href(),
      },
      {
        label: 'Mentors',
        value: (s) => s.usersByRole.mentor,
        href: () => paths.adminMentors.href(),
      },
      {
        label: 'Instructors',
        value: (s) => s.usersByRole.instructor,
        href: () => `${users}?role=instructor`,
      },
      { label: 'Admins', value: (s) => s.usersByRole.admin, href: () => `${users}?role=admin` },
      {
        label: 'Active accounts',
        value: (s) => s.activeUsers,
        href: () => `${users}?status=active`,
      },
      {
        label: 'Deactivated accounts',
        value: (s) => s.deactivatedUsers,
        href: () => `${users}?status=deactivated`,
      },
      {
        label: 'New sign-ups in the last 7 days',
        value: (s) => s.newUsersThisWeek,
        // The users table is newest first: the new accounts are its first rows.
        href: () => users,
        linkLabel: 'Newest accounts',
      },
    ],
  },
  {
    title: 'Money and teaching',
    figures: [
      {
        label: 'Students with pending payments',
        value: (s) => s.studentsWithPendingPayments,
        href: () => `${paths.adminStudents.href()}?pending=true`,
      },
      {
        label: 'Pending amount',
        value: (s) => <Currency amount={s.pendingAmountTotal} />,
        href: () => `${paths.adminStudents.href()}?pending=true&sort=pendingAmount`,
        linkLabel: 'Who owes what',
      },
      {
        label: "Today's live classes",
        value: (s) => s.liveClassesToday,
        href: () => paths.liveClass.href(),
      },
      {
        label: 'Tasks waiting for review',
        value: (s) => s.submissionsAwaitingReview,
        // Mentors review their own students' work; the admin sees who mentors whom.
        href: () => paths.adminBatches.href(),
        linkLabel: 'Batches and their mentors',
      },
      {
        label: 'Batches starting this month',
        value: (s) => s.batchesStartingThisMonth,
        href: (s) =>
          s ? `${paths.adminBatches.href()}?month=${s.monthYear}` : paths.adminBatches.href(),
      },
    ],
  },
];

/**
 * /admin (spec §2): the state of the platform at a glance, every figure a link to the
 * list behind it. One summary call counts everything on the server.
 */
export function AdminOverviewPage() {
  const summary = useQuery(adminSummaryQuery());
  const data = summary.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Admin overview"
        description={
          data
            ? `The state of Campus now; batches are those starting in ${monthName(data.monthYear)}.`
            : 'The state of Campus now.'
        }
      />
      {summary.isError ? (
        // The figures keep their cards while they load; only a failure replaces them.
        <QueryFailed query={summary} errorTitle="The overview could not be loaded" />
      ) : (
        groups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <Stack gap="sm">
              <Heading level={2}>{group.title}</Heading>
              <CardGrid>
                {group.figures.map((f) => (
                  <li key={f.label}>
                    <StatCard
                      label={f.label}
                      value={data ? f.value(data) : undefined}
                      loading={summary.isPending}
                      href={f.href(data)}
                      linkAs={Link as StatCardProps['linkAs']}
                      linkLabel={f.linkLabel}
                    />
                  </li>
                ))}
              </CardGrid>
            </Stack>
          </section>
        ))
      )}
    </Stack>
  );
}
