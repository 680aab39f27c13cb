import { ProfilePage } from '../../features/account/profile-page';
import { useSession } from '../session';
import { useProfileEditor } from '../shell-widgets';

export function ProfileRoute() {
  const { user } = useSession();
  const editor = useProfileEditor(user);
  return user ? <ProfilePage user={user} editProfile={editor} /> : null;
}
