import { type PersonSummary, type ProgramEnrolment, type User } from '@campus/sdk';
import {
  Card,
  CardGrid,
  Heading,
  Inline,
  linkClassName,
  PageHeader,
  Skeleton,
  Stack,
  Text,
  type TextProps,
} from '@campus/ui';
import { formatDate, formatDateTime } from '@campus/time';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { batchLabel } from '../../lib/batch-names';
import { notificationMessage } from '../../lib/notification-message';
import { countOf } from '../../lib/plural';
import { QueryView } from '../../lib/query-view';
import { statusWords } from '../../lib/task-status';
import { dashboardQueries } from './dashboard.api';
import * as css from './dashboard.css';

/** One line of a dashboard panel: what it is, then a muted line of when and where it stands. */
interface Row {
  key: string;
  title: ReactNode;
  detail: ReactNode;
  detailTone?: TextProps['tone'];
  detailSize?: TextProps['size'];
}

/**
 * Every dashboard panel has one shape: a titled card with an optional "more" link, a few rows,
 * and its own loading, error and empty states. Each panel below only says what its rows are.
 */
function Panel<T>({
  title,
  query,
  rows,
  emptyText,
  more,
}: {
  title: string;
  query: UseQueryResult<T>;
  rows: (data: T) => Row[];
  emptyText: string;
  more?: { href: string; label: string };
}) {
  const id = `dash-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card as="section" aria-labelledby={id} aria-busy={query.isPending}>
      <Inline justify="space-between" align="baseline" wrap>
        <Heading level={2} size="md" id={id}>
          {title}
        </Heading>
        {more && (
          <Link className={linkClassName()} href={more.href}>
            {more.label}
          </Link>
        )}
      </Inline>
      <QueryView
        query={query}
        loading={
          <Stack gap="sm">
            <Skeleton />
            <Skeleton />
            <Skeleton />
          </Stack>
        }
        errorTitle={`${title} could not be loaded`}
        isEmpty={(data) => rows(data).length === 0}
        empty={<Text tone="muted">{emptyText}</Text>}
      >
        {(data) => (
          <Stack as="ul" gap="sm" padding="none" margin="none">
            {rows(data).map((row) => (
              <Stack as="li" key={row.key} gap="xxs" className={css.row}>
                {typeof row.title === 'string' ? (
                  <Text weight="medium">{row.title}</Text>
                ) : (
                  row.title
                )}
                <Text size={row.detailSize ?? 'sm'} tone={row.detailTone ?? 'muted'}>
                  {row.detail}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryView>
    </Card>
  );
}

const itemLink = (href: string, title: string) => (
  <Link className={linkClassName({ tone: 'neutral' })} href={href}>
    {title}
  </Link>
);

function Stats({ user }: { user: User }) {
  const profile = useQuery(dashboardQueries.profile);
  if (!profile.data) return null;
  const s = profile.data.stats;
  const role = user.role.toLowerCase();
  const items =
    role === 'student'
      ? [
          ['Courses enrolled', s.enrolledCourses],
          ['Courses completed', s.completedCourses],
          ['Tasks to do', s.pendingTasks],
          ['Upcoming classes', s.upcomingClasses],
        ]
      : role === 'mentor'
        ? [
            ['Students', s.students],
            ['Tasks to review', s.pendingTasks],
            ['Upcoming classes', s.upcomingClasses],
          ]
        : [
            ['Courses created', s.createdCourses],
            ['Upcoming classes', s.upcomingClasses],
          ];
  return (
    <CardGrid min="sm" gap="md" aria-label="At a glance" className={css.stats}>
      {items.map(([label, value]) => (
        <Card as="li" key={label} padding="sm" className={css.stat}>
          <Text size="sm" tone="muted">
            {label}
          </Text>
          <Text size="lg" weight="bold" tabular>
            {value}
          </Text>
        </Card>
      ))}
    </CardGrid>
  );
}

function UpcomingClasses() {
  return (
    <Panel
      title="Next live classes"
      query={useQuery(dashboardQueries.upcomingClasses)}
      emptyText="No live class is scheduled."
      more={{ href: paths.liveClass.href(), label: 'All live classes' }}
      rows={(d) =>
        d.map((c) => ({
          key: c._id,
          title: itemLink(paths.liveClass.href(), c.title),
          detail: `${formatDateTime(c.startTime)} · ${c.host.name}${c.status === 'live' ? ' · live now' : ''}`,
        }))
      }
    />
  );
}

function Changes() {
  return (
    <Panel
      title="What changed"
      query={useQuery(dashboardQueries.changes)}
      emptyText="Nothing new since your last visit."
      rows={(d) =>
        d.items.map((n) => ({
          key: n._id,
          title: (
            <Text size="sm" weight={n.read ? 'regular' : 'semibold'}>
              {notificationMessage(n.data)}
            </Text>
          ),
          detail: formatDateTime(n.timestamp),
          detailSize: 'xs',
        }))
      }
    />
  );
}

function StudentDashboard() {
  return (
    <>
      <Panel
        title="What is due"
        query={useQuery(dashboardQueries.studentTasks)}
        emptyText="No task is waiting for you."
        more={{ href: paths.studentDashboard.href(), label: 'Student dashboard' }}
        rows={(d) =>
          d
            .filter((t) => t.canSubmit)
            .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
            .slice(0, 5)
            .map((t) => {
              // The task desk's words for where the task stands (lib/task-status.ts): a task sent
              // back reads "Changes requested" here as there, past its date or not.
              const standing = statusWords[t.myStatus];
              return {
                key: t._id,
                title: itemLink(paths.studentTask.href(t._id), t.title),
                detail: `Due ${formatDateTime(t.dueDate)} · ${standing.label}`,
                detailTone:
                  standing.tone === 'danger' || standing.tone === 'warning'
                    ? standing.tone
                    : 'muted',
              };
            })
        }
      />
      <UpcomingClasses />
      <Panel
        title="Your sessions"
        query={useQuery(dashboardQueries.studentBookings)}
        emptyText="No session with a mentor is booked."
        more={{ href: paths.mentorSync.href(), label: 'Mentor sync' }}
        rows={(d) =>
          d.slice(0, 5).map((b) => ({
            key: b._id,
            title: itemLink(paths.mentorSync.href(), b.topic),
            detail: `${formatDateTime(b.startTime)} with ${b.mentor.name} · ${b.status}`,
          }))
        }
      />
      <Panel
        title="Your courses"
        query={useQuery(dashboardQueries.enrollments)}
        emptyText="You are not enrolled in a course yet."
        more={{ href: paths.courses.href(), label: 'Browse courses' }}
        rows={(d) =>
          d.slice(0, 5).map((c) => ({
            key: c._id,
            title: itemLink(paths.studentLearning.href(c._id), c.title),
            detail: `${Math.round(c.enrollment.progress)}% · ${c.enrollment.status}`,
          }))
        }
      />
      <Changes />
    </>
  );
}

function MentorDashboard() {
  return (
    <>
      <Panel
        title="Submissions to review"
        query={useQuery(dashboardQueries.mentorTasks)}
        emptyText="No open task."
        more={{ href: paths.mentorDashboard.href(), label: 'Review queue' }}
        rows={(d) =>
          d.slice(0, 5).map((t) => ({
            key: t._id,
            title: itemLink(paths.mentorDashboard.href(), t.title),
            detail: `${t.counts.pending} to review · ${t.counts.approved}/${t.counts.assigned} approved · due ${formatDateTime(t.dueDate)}`,
          }))
        }
      />
      <Panel
        title="Session requests and sessions"
        query={useQuery(dashboardQueries.mentorBookings)}
        emptyText="No upcoming session."
        more={{ href: paths.mentorSessions.href(), label: 'Sessions' }}
        rows={(d) =>
          d.slice(0, 5).map((b) => ({
            key: b._id,
            title: itemLink(paths.mentorSessions.href(), b.topic),
            detail: `${formatDateTime(b.startTime)} · ${b.kind === 'group' ? 'group' : 'one-to-one'} · ${b.status}`,
            detailTone: b.status === 'pending' ? 'warning' : 'muted',
          }))
        }
      />
      <UpcomingClasses />
      <Changes />
    </>
  );
}

function StaffDashboard({ user }: { user: User }) {
  const isAdmin = user.role.toLowerCase() === 'admin';
  return (
    <>
      <Panel
        title="Your courses"
        query={useQuery(dashboardQueries.createdCourses(user._id))}
        emptyText="You have not created a course yet."
        // The panel shows five; the link leads to all of them: the admin's course list,
        // or the course editor, which lists every course of its instructor.
        more={
          isAdmin
            ? { href: paths.adminCourses.href(), label: 'All courses' }
            : { href: paths.createCourse.href(), label: 'All your courses and Create a course' }
        }
        rows={(d) =>
          d.slice(0, 5).map((c) => ({
            key: c._id,
            title: itemLink(paths.course.href(c._id), c.title),
            detail: `${c.status} · ${countOf(c.enrolledCount, 'learner')}`,
          }))
        }
      />
      {isAdmin && <AdminUsers />}
      <UpcomingClasses />
      <Changes />
    </>
  );
}

function AdminUsers() {
  return (
    <Panel
      title="Newest accounts"
      query={useQuery(dashboardQueries.users)}
      emptyText="No account yet."
      more={{ href: paths.adminUsers.href(), label: 'Manage users' }}
      rows={(d) =>
        d.items.map((u) => ({
          key: u._id,
          title: u.name,
          detail: `${u.role} · ${u.isActive ? 'active' : 'deactivated'}`,
        }))
      }
    />
  );
}

/** A program's first day (a calendar date, the same wherever the reader is). */
const programDay = (day: string) =>
  formatDate(`${day}T00:00:00Z`, { timeZone: 'UTC', style: 'long' });

/**
 * A student's program: what they paid for, when it starts and what happens next, in words — until
 * they are placed, nothing else on the dashboard has anything to say yet.
 */
function YourProgram({
  enrolment,
  mentor,
}: {
  enrolment: ProgramEnrolment;
  mentor: PersonSummary | undefined;
}) {
  const next =
    enrolment.status === 'awaiting-payment'
      ? 'Your payment has not reached us yet. Once it has, you’ll be placed into a batch and a mentor will be assigned; we’ll mail you.'
      : enrolment.status === 'waiting-for-batch'
        ? 'Paid. Next, you’ll be placed into a batch and a mentor will be assigned; we’ll mail you.'
        : undefined;
  return (
    <Card as="section" aria-labelledby="dash-your-program">
      <Stack gap="sm">
        <Heading level={2} size="md" id="dash-your-program">
          Your program: {enrolment.program.title}
        </Heading>
        {enrolment.startsOn && <Text>Starts on {programDay(enrolment.startsOn)}.</Text>}
        {next && <Text tone="muted">{next}</Text>}
        {enrolment.batch && (
          <Text>
            Your batch: {batchLabel(enrolment.batch)}
            {mentor ? ` · Your mentor: ${mentor.name}` : ''}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** /dashboard: for each role, what is due, what is next and what changed (spec §2). */
export function DashboardPage({ user }: { user: User }) {
  const role = user.role.toLowerCase();
  const welcome = useQuery(dashboardQueries.welcome);
  const enrolment = welcome.data?.enrolment;
  // "Welcome" in the first signed-in session, "Welcome back" after; nothing until it is known.
  const greeting = welcome.data
    ? `${welcome.data.firstVisit ? 'Welcome' : 'Welcome back'}, ${user.name}.`
    : undefined;
  return (
    <Stack gap="xl">
      <PageHeader title="Dashboard" size="xxl" description={greeting}>
        {role === 'student' && (
          <Inline gap="md" wrap>
            <Link className={linkClassName()} href={paths.autonomousLearning.href()}>
              Self-paced learning
            </Link>
            {user.batch && (
              <Link
                className={linkClassName()}
                href={paths.batchVideos.href(user.batch.monthYear, user.batch.domain)}
              >
                Batch videos
              </Link>
            )}
          </Inline>
        )}
      </PageHeader>
      {enrolment && <YourProgram enrolment={enrolment} mentor={welcome.data?.mentor} />}
      {/* Before a placement every figure would be a zero: the program card says what is next. */}
      {(!enrolment || enrolment.status === 'placed') && <Stats user={user} />}
      <CardGrid as="div" min="lg" className={css.panels}>
        {role === 'student' ? (
          <StudentDashboard />
        ) : role === 'mentor' ? (
          <MentorDashboard />
        ) : (
          <StaffDashboard user={user} />
        )}
      </CardGrid>
    </Stack>
  );
}
