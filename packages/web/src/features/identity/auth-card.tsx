import { Heading, Stack, Text } from '@campus/ui';
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
      <Stack gap="xs">
        <Heading level={1} size="xl" id="auth-card-title">
          {title}
        </Heading>
        {intro && <Text tone="muted">{intro}</Text>}
      </Stack>
      {children}
      {footer && <Stack gap="xs">{footer}</Stack>}
    </section>
  );
}
