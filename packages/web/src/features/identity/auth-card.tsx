import { PageHeader, Stack } from '@campus/ui';
import type { ReactNode } from 'react';
import * as css from './account.css';

/** The frame of every sign-in and account screen: a centred card with a title. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className={css.card} aria-labelledby="auth-card-title">
      <PageHeader title={title} size="xl" titleId="auth-card-title" description={intro} />
      {children}
      {footer && <Stack gap="xs">{footer}</Stack>}
    </section>
  );
}
