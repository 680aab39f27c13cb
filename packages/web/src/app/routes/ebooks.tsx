import { PageLoading } from '@campus/ui';
import { useParams } from 'wouter';
import { EbookStudentPage, EbooksPage } from '../../features/ebooks/ebooks-pages';
import { ContinueReading } from '../../features/ebooks/continue-reading';
import { EbookReaderPage } from '../../features/ebooks/ebook-reader-page';
import { useSession } from '../session';

export function EbooksRoute() {
  const { user } = useSession();
  return <EbooksPage user={user} />;
}

export function EbookStudentRoute() {
  const { user, status } = useSession();
  if (status === 'loading') return <PageLoading />;
  return <EbookStudentPage user={user} lead={user ? <ContinueReading /> : undefined} />;
}

export function EbookReaderRoute() {
  const { ebookId = '', moduleId } = useParams<{ ebookId: string; moduleId?: string }>();
  const { user, status } = useSession();
  if (status === 'loading') return <PageLoading />;
  return <EbookReaderPage key={ebookId} ebookId={ebookId} moduleId={moduleId} user={user} />;
}
