import { useLocation } from 'wouter';
import { ProgramPage } from '../../features/programs/program-page';
import { useSession } from '../session';

/** Guarded (students only) in the route table, so a user is always present here. */
export function ProgramRoute() {
  const [location] = useLocation();
  const { user } = useSession();
  if (!user) return null;
  const slug = location.replace(/^\//, '');
  return <ProgramPage key={slug} slug={slug} user={user} />;
}
