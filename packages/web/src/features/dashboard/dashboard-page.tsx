import { normalizeError, type User } from '@campus/sdk';
import { Alert, Heading, Inline, Stack, Text, linkClassName } from '@campus/ui';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { dashboardQueries } from './dashboard.api';
import * as css from './dashboard.css';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const formatWhen = (iso: string) => when.format(new Date(iso));
const statusLabel = (s: string) => s.replace(/_/g, ' ');

function Section<T>({
  title,
  query,
  isEmpty,
  emptyText,
  more,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  more?: { href: string; label: string };
  children: (data: T) => ReactNode;
}) {
  const id = `dash-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className={css.card} aria-labelledby={id} aria-busy={query.isPending}>
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
      {query.isPending ? (
        <Stack gap="sm">
          <div className={css.skeletonLine} />
          <div className={css.skeletonLine} />
          <div className={css.skeletonLine} />
        </Stack>
      ) : query.isError ? (
        <Alert tone="danger">{normalizeError(query.error).message}</Alert>
      ) : isEmpty(query.data) ? (
        <Text tone="muted">{emptyText}</Text>
      ) : (
        children(query.data)
      )}
    </section>
  );
}

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
    <ul className={css.stats} aria-label="At a glance">
      {items.map(([label, value]) => (
        <li key={label} className={css.stat}>
          <Text size="sm" tone="muted">
            {label}
          </Text>
          <Text size="lg" weight="bold" tabular>
            {value}
          </Text>
        </li>
      ))}
    </ul>
  );
}

function UpcomingClasses() {
  const classes = useQuery(dashboardQueries.upcomingClasses);
  return (
    <Section
      title="Next live classes"
      query={classes}
      isEmpty={(d) => d.length === 0}
      emptyText="No live class is scheduled."
      more={{ href: paths.liveClass.href(), label: 'All live classes' }}
    >
      {(d) => (
        <ul className={css.list}>
          {d.map((c) => (
            <li key={c._id} className={css.row}>
              <Text weight="medium">{c.title}</Text>
              <Text size="sm" tone="muted">
                {formatWhen(c.startTime)} · {c.host.name}
                {c.status === 'live' ? ' · live now' : ''}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Changes() {
  const changes = useQuery(dashboardQueries.changes);
  return (
    <Section
      title="What changed"
      query={changes}
      isEmpty={(d) => d.items.length === 0}
      emptyText="Nothing new since your last visit."
    >
      {(d) => (
        <ul className={css.list}>
          {d.items.map((n) => (
            <li key={n._id} className={css.row}>
              <Text size="sm" weight={n.read ? 'regular' : 'semibold'}>
                {n.data.message}
              </Text>
              <Text size="xs" tone="muted">
                {formatWhen(n.timestamp)}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function StudentDashboard() {
  const tasks = useQuery(dashboardQueries.studentTasks);
  const bookings = useQuery(dashboardQueries.studentBookings);
  const enrollments = useQuery(dashboardQueries.enrollments);
  return (
    <div className={css.grid}>
      <Section
        title="What is due"
        query={tasks}
        isEmpty={(d) => d.filter((t) => t.canSubmit).length === 0}
        emptyText="No task is waiting for you."
        more={{ href: paths.studentDashboard.href(), label: 'Student dashboard' }}
      >
        {(d) => (
          <ul className={css.list}>
            {d
              .filter((t) => t.canSubmit)
              .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
              .slice(0, 5)
              .map((t) => (
                <li key={t._id} className={css.row}>
                  <Text weight="medium">{t.title}</Text>
                  <Text size="sm" tone={t.myStatus === 'overdue' ? 'danger' : 'muted'}>
                    Due {formatWhen(t.dueDate)} · {statusLabel(t.myStatus)}
                  </Text>
                </li>
              ))}
          </ul>
        )}
      </Section>
      <UpcomingClasses />
      <Section
        title="Your sessions"
        query={bookings}
        isEmpty={(d) => d.length === 0}
        emptyText="No session with a mentor is booked."
        more={{ href: paths.mentorSync.href(), label: 'Mentor sync' }}
      >
        {(d) => (
          <ul className={css.list}>
            {d.slice(0, 5).map((b) => (
              <li key={b._id} className={css.row}>
                <Text weight="medium">{b.topic}</Text>
                <Text size="sm" tone="muted">
                  {formatWhen(b.startTime)} with {b.mentor.name} · {b.status}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section
        title="Your courses"
        query={enrollments}
        isEmpty={(d) => d.length === 0}
        emptyText="You are not enrolled in a course yet."
        more={{ href: paths.courses.href(), label: 'Browse courses' }}
      >
        {(d) => (
          <ul className={css.list}>
            {d.slice(0, 5).map((c) => (
              <li key={c._id} className={css.row}>
                <Link
                  className={linkClassName({ tone: 'neutral' })}
                  href={paths.studentLearning.href(c._id)}
                >
                  {c.title}
                </Link>
                <Text size="sm" tone="muted">
                  {Math.round(c.enrollment.progress)}% · {c.enrollment.status}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Changes />
    </div>
  );
}

function MentorDashboard() {
  const tasks = useQuery(dashboardQueries.mentorTasks);
  const bookings = useQuery(dashboardQueries.mentorBookings);
  return (
    <div className={css.grid}>
      <Section
        title="Submissions to review"
        query={tasks}
        isEmpty={(d) => d.length === 0}
        emptyText="No open task."
        more={{ href: paths.updates.href(), label: 'Updates' }}
      >
        {(d) => (
          <ul className={css.list}>
            {d.slice(0, 5).map((t) => (
              <li key={t._id} className={css.row}>
                <Text weight="medium">{t.title}</Text>
                <Text size="sm" tone="muted">
                  {t.counts.pending} to review · {t.counts.approved}/{t.counts.assigned} approved ·
                  due {formatWhen(t.dueDate)}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section
        title="Session requests and sessions"
        query={bookings}
        isEmpty={(d) => d.length === 0}
        emptyText="No upcoming session."
        more={{ href: paths.mentorSessions.href(), label: 'Sessions' }}
      >
        {(d) => (
          <ul className={css.list}>
            {d.slice(0, 5).map((b) => (
              <li key={b._id} className={css.row}>
                <Text weight="medium">{b.topic}</Text>
                <Text size="sm" tone={b.status === 'pending' ? 'warning' : 'muted'}>
                  {formatWhen(b.startTime)} · {b.kind === 'group' ? 'group' : 'one-to-one'} ·{' '}
                  {b.status}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <UpcomingClasses />
      <Changes />
    </div>
  );
}

function StaffDashboard({ user }: { user: User }) {
  const created = useQuery(dashboardQueries.createdCourses(user._id));
  const isAdmin = user.role.toLowerCase() === 'admin';
  return (
    <div className={css.grid}>
      <Section
        title="Your courses"
        query={created}
        isEmpty={(d) => d.length === 0}
        emptyText="You have not created a course yet."
        more={{ href: paths.createCourse.href(), label: 'Create a course' }}
      >
        {(d) => (
          <ul className={css.list}>
            {d.slice(0, 5).map((c) => (
              <li key={c._id} className={css.row}>
                <Link
                  className={linkClassName({ tone: 'neutral' })}
                  href={paths.course.href(c._id)}
                >
                  {c.title}
                </Link>
                <Text size="sm" tone="muted">
                  {c.status} · {c.enrolledCount} learners
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {isAdmin && <AdminUsers />}
      <UpcomingClasses />
      <Changes />
    </div>
  );
}

function AdminUsers() {
  const users = useQuery(dashboardQueries.users);
  return (
    <Section
      title="Newest accounts"
      query={users}
      isEmpty={(d) => d.items.length === 0}
      emptyText="No account yet."
      more={{ href: paths.adminUsers.href(), label: 'Manage users' }}
    >
      {(d) => (
        <ul className={css.list}>
          {d.items.map((u) => (
            <li key={u._id} className={css.row}>
              <Text weight="medium">{u.name}</Text>
              <Text size="sm" tone="muted">
                {u.role} · {u.isActive ? 'active' : 'deactivated'}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** /dashboard: for each role, what is due, what is next and what changed (spec §2). */
export function DashboardPage({ user }: { user: User }) {
  const role = user.role.toLowerCase();
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1} size="xxl">
          Dashboard
        </Heading>
        <Text tone="muted">Welcome back, {user.name}.</Text>
      </Stack>
      <Stats user={user} />
      {role === 'student' ? (
        <StudentDashboard />
      ) : role === 'mentor' ? (
        <MentorDashboard />
      ) : (
        <StaffDashboard user={user} />
      )}
    </Stack>
  );
}
