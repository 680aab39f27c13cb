import { Stack } from '@campus/ui';
import { MyCertificates } from '../../features/certificates/my-certificates';
import { ProfilePage } from '../../features/identity/profile-page';
import { useSession } from '../session';
import { useProfileEditor } from '../shell-widgets';

/** The profile, and below it a student's certificates. */
export function ProfileRoute() {
  const { user } = useSession();
  const editor = useProfileEditor(user);
  if (!user) return null;
  return (
    <Stack gap="xl">
      <ProfilePage user={user} editProfile={editor} />
      {user.role.toLowerCase() === 'student' && <MyCertificates />}
    </Stack>
  );
}
