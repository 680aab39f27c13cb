import type { MentorUpdate } from '@campus/sdk';
import { Badge, Card, Heading, Inline, Stack, Text } from '@campus/ui';
import { formatDateTime } from '@campus/time';
import type { ReactNode } from 'react';
import * as css from './updates.css';

const audienceText = (u: MentorUpdate) =>
  u.audience.scope === 'batch' && u.audience.batch
    ? `Batch ${u.audience.batch.monthYear} · ${u.audience.batch.domain}`
    : 'All your students';

/**
 * One update. An html body was sanitised by the server to a small safe subset when it was stored
 * (openapi: createMentorUpdate), so it is rendered as html; a text body keeps its line breaks.
 * Its actions (Delete) sit quietly at the end of the title row, not as a bar under the text.
 */
export function UpdateCard({
  update,
  isNew = false,
  actions,
  level = 2,
}: {
  update: MentorUpdate;
  isNew?: boolean;
  level?: 2 | 3;
  actions?: ReactNode;
}) {
  const id = `update-${update._id}`;
  return (
    <Card as="article" aria-labelledby={id}>
      <Stack gap="sm">
        <Inline gap="sm" align="center" wrap>
          <Heading level={level} size="md" id={id}>
            {update.title}
          </Heading>
          {update.pinned && <Badge tone="accent">Pinned</Badge>}
          {isNew && <Badge tone="info">New</Badge>}
          {actions && <div className={css.actions}>{actions}</div>}
        </Inline>
        <Text size="sm" tone="muted">
          {update.mentor.name} ·{' '}
          <time dateTime={update.createdAt}>{formatDateTime(update.createdAt)}</time> ·{' '}
          {audienceText(update)}
        </Text>
        {update.bodyFormat === 'html' ? (
          <div className={css.body} dangerouslySetInnerHTML={{ __html: update.body }} />
        ) : (
          <p className={css.text}>{update.body}</p>
        )}
      </Stack>
    </Card>
  );
}
