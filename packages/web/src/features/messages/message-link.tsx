import { Link, visuallyHidden } from '@campus/ui';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../config/paths';

/**
 * "Message" beside a person elsewhere in the app (my students, mentor sync): opens the conversation.
 * Its name says whom ("Message Meera Iyer"), starting with the visible word.
 */
export function MessageLink({ userId, name }: { userId: string; name: string }) {
  return (
    <Link as={RouterLink} href={paths.conversation.href(userId)}>
      Message<span className={visuallyHidden}> {name}</span>
    </Link>
  );
}
