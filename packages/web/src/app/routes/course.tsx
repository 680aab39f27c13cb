import { getMe } from '@campus/sdk';
import { useLocation, useParams } from 'wouter';
import { CourseDetailPage } from '../../features/courses/course-detail-page';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { useRootActors, useSession } from '../session';

export function CourseRoute() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useSession();
  const [location] = useLocation();
  const { auth } = useRootActors();
  // Enrolling or leaving a paid course changes pendingAmount: the session's user is re-read so the
  // Pending Payment button shows the new amount at once (issue 14).
  const refreshUser = async () => auth.send({ type: 'user.updated', user: (await getMe()).user });
  return (
    <CourseDetailPage
      onAccountChanged={refreshUser}
      key={id}
      courseId={id}
      user={user}
      notFound={<NotFoundPage path={location} />}
    />
  );
}
