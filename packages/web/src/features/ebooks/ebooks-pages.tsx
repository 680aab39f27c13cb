import type { EbookCourse, User } from '@campus/sdk';
import { linkClassName } from '@campus/ui';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { EbookList } from './ebook-list';

/** Every card opens the reader. */
const readLink = (ebook: EbookCourse) => (
  <Link
    className={linkClassName()}
    href={paths.ebookReader.href(ebook._id)}
    aria-label={`Read ${ebook.title}`}
  >
    Read
  </Link>
);

/** /ebooks: the public catalogue of Skill_Up e-books. */
export function EbooksPage({ user }: { user: User | null }) {
  return (
    <EbookList
      action={readLink}
      title="Skill_Up e-books"
      intro={
        user ? (
          'Short e-book courses to read at your own pace.'
        ) : (
          <>
            Short e-book courses to read at your own pace.{' '}
            <Link className={linkClassName()} href={paths.login.href(paths.ebookStudent.href())}>
              Log in
            </Link>{' '}
            to keep your place.
          </>
        )
      }
    />
  );
}

/**
 * /ebookstudent: the reader's list (no guard in the router, spec §2). `lead` is what the app shows
 * a signed-in reader under the title (their "continue reading").
 */
export function EbookStudentPage({ user, lead }: { user: User | null; lead?: ReactNode }) {
  return (
    <EbookList
      action={readLink}
      lead={lead}
      title="Skill_Up"
      intro={
        user
          ? `Welcome, ${user.name.split(' ')[0]}. Pick an e-book to read.`
          : 'Pick an e-book to read. Log in to keep your place.'
      }
    />
  );
}
