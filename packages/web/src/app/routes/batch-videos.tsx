import { useParams } from 'wouter';
import { BatchVideosPage } from '../../features/batches/student-batch-videos-page';

/** /batch/:monthYear/:domain/videos (student; the server admits only that batch's students). */
export function BatchVideosRoute() {
  const { monthYear = '', domain = '' } = useParams<{ monthYear: string; domain: string }>();
  return <BatchVideosPage key={`${monthYear}/${domain}`} batch={{ monthYear, domain }} />;
}
