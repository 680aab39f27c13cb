import { MentorsPage } from '../../features/mentors/mentors-page';

export function MentorsRoute() {
  return <MentorsPage />;
}
