import { Card, Heading, Inline, linkClassName, Stack, Text } from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { QueryView } from '../../lib/query-view';
import { useNow } from '../../lib/use-now';
import { inboxQuery } from './inbox.api';
import { InboxAction, InboxClockText, kindLabel } from './inbox-parts';

/** The few items the card shows: the earliest deadlines. */
const top = { pageSize: 3 };

/**
 * The head of the mentor's inbox, for the mentor dashboard to lead with: the few items with the
 * earliest deadlines, each with its clock and its action, and the way to the whole inbox. A panel:
 * it owns its loading, empty and error states; it refreshes with the inbox (data/changes.ts).
 */
export function NeedsYouNow({ now }: { now?: () => number }) {
  const inbox = useQuery(inboxQuery(top));
  const at = useNow(now);
  return (
    <Card as="section" aria-labelledby="needs-you-now" aria-busy={inbox.isPending}>
      <Stack gap="md">
        <Inline justify="space-between" align="baseline" wrap>
          <Heading level={2} size="lg" id="needs-you-now">
            Needs you now
          </Heading>
          <Link className={linkClassName()} href={paths.inbox.href()}>
            Open your inbox
          </Link>
        </Inline>
        <QueryView
          query={inbox}
          loading="Loading your inbox"
          errorTitle="Your inbox could not be loaded"
          isEmpty={(page) => page.items.length === 0}
          empty={<Text tone="muted">Nothing waits on you. New work appears here at once.</Text>}
        >
          {(page) => (
            <Stack as="ul" gap="sm" padding="none" margin="none" aria-label="Earliest deadlines">
              {page.items.map((item) => (
                <Inline as="li" key={item.id} gap="md" justify="space-between" align="center" wrap>
                  <div>
                    <Text weight="semibold">{item.who.name}</Text>
                    <Text size="sm" tone="muted">
                      {kindLabel(item.kind)} · {item.what}
                    </Text>
                  </div>
                  <Inline gap="md" align="center">
                    <div>
                      <InboxClockText item={item} now={at} />
                    </div>
                    <InboxAction item={item} />
                  </Inline>
                </Inline>
              ))}
            </Stack>
          )}
        </QueryView>
      </Stack>
    </Card>
  );
}
