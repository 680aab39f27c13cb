import { PageLoading } from '@campus/ui';
import { useSearch } from 'wouter';
import { EbookManagementPage } from '../../features/ebooks/ebook-management-page';
import { useSession } from '../session';

/** /ebookadmin (spec §2, no role guard): Skill_Up management for admins. */
export function EbookAdminRoute() {
  const { user, status } = useSession();
  const ebookId = new URLSearchParams(useSearch()).get('ebook') ?? undefined;
  if (status === 'loading') return <PageLoading />;
  return <EbookManagementPage user={user} ebookId={ebookId} />;
}
