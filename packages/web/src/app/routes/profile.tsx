import { Stack, linkClassName } from '@campus/ui';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { MyCertificates } from '../../features/certificates/my-certificates';
import { ProfilePage } from '../../features/identity/profile-page';
import { useSession } from '../session';
import { useProfileEditor } from '../shell-widgets';

/** The profile, the way to the notification settings, and below them a student's certificates. */
export function ProfileRoute() {
  const { user } = useSession();
  const editor = useProfileEditor(user);
  if (!user) return null;
  return (
    <Stack gap="xl">
      <ProfilePage user={user} editProfile={editor} />
      <Link className={linkClassName()} href={paths.notificationSettings.href()}>
        Notification settings: what reaches you, where and when
      </Link>
      {user.role.toLowerCase() === 'student' && <MyCertificates />}
    </Stack>
  );
}
