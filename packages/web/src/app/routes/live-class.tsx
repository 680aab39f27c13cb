import { LiveClassPage } from '../../features/live-classes/live-class-page';
import { useSession } from '../session';

export function LiveClassRoute() {
  const { user } = useSession();
  return user ? <LiveClassPage user={user} /> : null;
}
