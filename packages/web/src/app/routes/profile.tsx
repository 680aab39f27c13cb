import { ProfilePage } from '../../features/identity/profile-page';
import { useSession } from '../session';
import { useProfileEditor } from '../shell-widgets';

export function ProfileRoute() {
  const { user } = useSession();
  const editor = useProfileEditor(user);
  return user ? <ProfilePage user={user} editProfile={editor} /> : null;
}
