import { getUserProfile, normalizeError, type User } from '@campus/sdk';
import { Alert, formatRupees, Inline, PageHeader, PageLoading, Stack, Text } from '@campus/ui';
import { formatDate } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { accountKeys } from '../../data/account/keys';
import * as css from './account.css';

/** /profile: who you are on Campus and your numbers; editing is the profile settings dialog's. */
export function ProfilePage({ user, editProfile }: { user: User; editProfile?: ReactNode }) {
  const profile = useQuery({
    queryKey: accountKeys.profile(user._id),
    queryFn: () => getUserProfile(),
  });
  if (profile.isPending) return <PageLoading label="Loading your profile…" />;
  // The session's user is enough to show the basics if the profile call fails.
  const u = profile.data?.user ?? user;
  const stats = profile.data?.stats;
  const role = u.role.toLowerCase();
  return (
    <Stack gap="xl">
      <Inline gap="lg" align="center" wrap>
        {u.profileImage?.url ? (
          <img className={css.avatar} src={u.profileImage.url} alt={`Profile image of ${u.name}`} />
        ) : (
          <span className={css.avatar} aria-hidden="true">
            {u.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <PageHeader title={u.name} size="xxl" description={u.email} />
      </Inline>
      {editProfile}
      {profile.isError && (
        <Alert tone="warning">
          Some details could not be loaded: {normalizeError(profile.error).message}
        </Alert>
      )}
      <dl className={css.details}>
        <dt>
          <Text weight="semibold">Role</Text>
        </dt>
        <dd>
          <Text>{role.charAt(0).toUpperCase() + role.slice(1)}</Text>
        </dd>
        <dt>
          <Text weight="semibold">Member since</Text>
        </dt>
        <dd>
          <Text>{formatDate(u.createdAt, { style: 'long' })}</Text>
        </dd>
        {u.batch && (
          <>
            <dt>
              <Text weight="semibold">Batch</Text>
            </dt>
            <dd>
              <Text>
                {u.batch.domain} · {u.batch.monthYear}
              </Text>
            </dd>
          </>
        )}
        {role === 'student' && (
          <>
            <dt>
              <Text weight="semibold">Pending payment</Text>
            </dt>
            <dd>
              <Text>{u.pendingAmount > 0 ? formatRupees(u.pendingAmount) : 'Nothing pending'}</Text>
            </dd>
          </>
        )}
        {stats && role === 'student' && (
          <>
            <dt>
              <Text weight="semibold">Courses</Text>
            </dt>
            <dd>
              <Text>
                {stats.enrolledCourses} enrolled, {stats.completedCourses} completed
              </Text>
            </dd>
          </>
        )}
        {stats && role === 'mentor' && (
          <>
            <dt>
              <Text weight="semibold">Students</Text>
            </dt>
            <dd>
              <Text>{stats.students}</Text>
            </dd>
          </>
        )}
        {stats && (role === 'instructor' || role === 'admin') && (
          <>
            <dt>
              <Text weight="semibold">Courses created</Text>
            </dt>
            <dd>
              <Text>{stats.createdCourses}</Text>
            </dd>
          </>
        )}
      </dl>
    </Stack>
  );
}
