import { PageLoading } from '@campus/ui';
import { EbookStudentPage, EbooksPage } from '../../features/ebooks/ebooks-pages';
import { useSession } from '../session';

export function EbooksRoute() {
  const { user } = useSession();
  return <EbooksPage user={user} />;
}

export function EbookStudentRoute() {
  const { user, status } = useSession();
  if (status === 'loading') return <PageLoading />;
  return <EbookStudentPage user={user} />;
}
