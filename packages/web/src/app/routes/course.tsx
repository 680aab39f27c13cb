import { getMe } from '@campus/sdk';
import { useLocation, useParams } from 'wouter';
import { CourseDetailPage } from '../../features/courses/course-detail-page';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { MuteToggle } from '../../features/preferences/mute-toggle';
import { useLoadedRootActors, useSession } from '../session';

export function CourseRoute() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useSession();
  const [location] = useLocation();
  const actors = useLoadedRootActors();
  // Enrolling or leaving a paid course changes pendingAmount: the session's user is re-read so the
  // Pending Payment button shows the new amount at once. Only a signed-in user enrols,
  // and a session means the actors are there.
  const refreshUser = async () =>
    actors?.auth.send({ type: 'user.updated', user: (await getMe()).user });
  return (
    <CourseDetailPage
      onAccountChanged={refreshUser}
      key={id}
      courseId={id}
      user={user}
      notFound={<NotFoundPage path={location} />}
      muteControl={
        user && (
          <MuteToggle
            userId={user._id}
            target={{ scope: 'course', courseId: id }}
            name="this course"
          />
        )
      }
    />
  );
}
