import { PreferencesPage } from '../../features/preferences/preferences-page';
import { useSession } from '../session';

/** The signed-in person's notification settings (any role: each edits only their own). */
export function NotificationSettingsRoute() {
  const { user } = useSession();
  if (!user) return null;
  return <PreferencesPage userId={user._id} />;
}
