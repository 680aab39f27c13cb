import { HomePage } from '../../features/home/home-page';
import { useSession } from '../session';

export function HomeRoute() {
  const { user } = useSession();
  return <HomePage user={user} />;
}
