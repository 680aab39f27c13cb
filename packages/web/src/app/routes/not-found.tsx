import { useLocation } from 'wouter';
import { NotFoundPage } from '../../features/not-found/not-found-page';

export function NotFoundRoute() {
  const [location] = useLocation();
  return <NotFoundPage path={location} />;
}
