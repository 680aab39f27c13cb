import { PageLoading } from '@campus/ui';
import { EbookAdminPage } from '../../features/ebooks/ebooks-pages';
import { useSession } from '../session';

export function EbookAdminRoute() {
  const { user, status } = useSession();
  if (status === 'loading') return <PageLoading />;
  return <EbookAdminPage user={user} />;
}
