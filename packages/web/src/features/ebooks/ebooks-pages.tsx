import { normalizeError, type User } from '@campus/sdk';
import { Alert, Heading, Stack, Text, linkClassName } from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { ebooksQuery } from './ebooks.api';
import { EbookList } from './ebook-list';
import * as css from './ebooks.css';

/** /ebooks: the public catalogue of Skill_Up e-books. */
export function EbooksPage({ user }: { user: User | null }) {
  return (
    <EbookList
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

/** /ebookstudent: the reader's list (no guard in the router, spec §2). */
export function EbookStudentPage({ user }: { user: User | null }) {
  return (
    <EbookList
      title="Skill_Up"
      intro={
        user
          ? `Welcome, ${user.name.split(' ')[0]}. Pick an e-book to read.`
          : 'Pick an e-book to read. Log in to keep your place.'
      }
    />
  );
}

/** /ebookadmin: the management list for admins; anyone else is told so (no router guard). */
export function EbookAdminPage({ user }: { user: User | null }) {
  const isAdmin = user?.role.toLowerCase() === 'admin';
  const ebooks = useQuery({ ...ebooksQuery({ pageSize: 100 }), enabled: isAdmin });
  if (!isAdmin) {
    return (
      <Stack gap="md">
        <Heading level={1} size="xl">
          Skill_Up management
        </Heading>
        <Alert tone="warning" title="Admins only">
          This page is for admins.{' '}
          {user ? 'Your account cannot manage e-books.' : 'Log in with an admin account.'}
        </Alert>
        <Link className={linkClassName()} href={paths.ebookStudent.href()}>
          Go to the Skill_Up e-books
        </Link>
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1} size="xxl">
          Skill_Up management
        </Heading>
        <Text tone="muted">Every e-book course, published or draft.</Text>
      </Stack>
      {ebooks.isPending ? (
        <Text aria-busy="true">Loading e-books…</Text>
      ) : ebooks.isError ? (
        <Alert tone="danger" title="E-books could not be loaded">
          {normalizeError(ebooks.error).message}
        </Alert>
      ) : ebooks.data.items.length === 0 ? (
        <Alert tone="info" title="No e-books yet">
          No e-book course exists yet.
        </Alert>
      ) : (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <caption className={css.cell} style={{ textAlign: 'start' }}>
              {ebooks.data.total} e-book courses
            </caption>
            <thead>
              <tr>
                <th className={css.cell}>Title</th>
                <th className={css.cell}>Category</th>
                <th className={css.cell}>Modules</th>
                <th className={css.cell}>Author</th>
                <th className={css.cell}>Status</th>
              </tr>
            </thead>
            <tbody>
              {ebooks.data.items.map((e) => (
                <tr key={e._id}>
                  <td className={css.cell}>{e.title}</td>
                  <td className={css.cell}>{e.category}</td>
                  <td className={css.cell}>{e.moduleCount}</td>
                  <td className={css.cell}>{e.author.name}</td>
                  <td className={css.cell}>{e.published ? 'Published' : 'Draft'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Stack>
  );
}
