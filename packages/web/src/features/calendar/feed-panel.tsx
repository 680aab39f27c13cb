import type { CalendarFeed } from '@campus/sdk';
import {
  Alert,
  Button,
  Card,
  Heading,
  Inline,
  Stack,
  Text,
  TextField,
  visuallyHidden,
} from '@campus/ui';
import { formatInstant } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmAction } from '../../lib/confirm-action';
import { QueryView } from '../../lib/query-view';
import { calendarQueries, useCreateFeed, useRevokeFeed } from './calendar.api';
import * as css from './calendar.css';

/** An address to subscribe with, selectable, and a button that copies it. */
function FeedAddress({ label, url }: { label: string; url: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  return (
    <Stack gap="xxs">
      <TextField
        label={label}
        value={url}
        readOnly
        className={css.url}
        onFocus={(e) => e.target.select()}
      />
      <Inline gap="sm" align="center">
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            navigator.clipboard.writeText(url).then(
              () => setCopied('yes'),
              () => setCopied('no'),
            )
          }
        >
          Copy<span className={visuallyHidden}> {label}</span>
        </Button>
        <span role="status">
          {copied === 'yes' && (
            <Text as="span" size="sm">
              Copied.
            </Text>
          )}
          {copied === 'no' && (
            <Text as="span" size="sm">
              Could not copy: select the address and copy it yourself.
            </Text>
          )}
        </span>
      </Inline>
    </Stack>
  );
}

/**
 * The calendar feed: a secret address any calendar app subscribes to. The server keeps only a
 * hash, so the address shows once, when it is made; after that the panel says a feed is on and
 * offers a new address (which stops the old one) or turning it off.
 */
export function FeedPanel() {
  const feed = useQuery(calendarQueries.feed());
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  // The answer that made the feed, the only one with its addresses.
  const [made, setMade] = useState<CalendarFeed | null>(null);
  const makeFeed = (done?: () => void) =>
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setMade(answer);
        done?.();
      },
    });
  return (
    <Card as="section" aria-labelledby="feed-heading">
      <Stack gap="sm">
        <Heading level={2} size="lg" id="feed-heading">
          Subscribe in your calendar app
        </Heading>
        <Text size="sm" tone="muted">
          A private address that Google Calendar, Outlook or Apple Calendar follows, so your
          classes, sessions and due dates show there too. Anyone with the address sees your
          calendar: keep it to yourself.
        </Text>
        <QueryView
          query={feed}
          loading="Loading your feed…"
          errorTitle="Your calendar feed could not be loaded"
        >
          {(state) =>
            !state.active ? (
              <Stack gap="xs">
                <Text size="sm">You have no feed yet.</Text>
                {create.isError && (
                  <Alert tone="danger">The feed could not be made. Try again.</Alert>
                )}
                <Inline>
                  <Button size="sm" loading={create.isPending} onClick={() => makeFeed()}>
                    Make my feed address
                  </Button>
                </Inline>
              </Stack>
            ) : (
              <Stack gap="sm">
                {made?.https && made.webcal && state.createdAt === made.createdAt ? (
                  <>
                    <Alert tone="info">
                      This address shows only now. Copy it into your calendar app; if you lose it,
                      make a new one.
                    </Alert>
                    <FeedAddress label="Address for calendar apps (webcal)" url={made.webcal} />
                    <FeedAddress label="Address over https" url={made.https} />
                  </>
                ) : (
                  <Text size="sm">
                    Your feed is on since {formatInstant(state.createdAt ?? '', 'list')}. Its
                    address was shown when it was made; for a new one, reset it.
                  </Text>
                )}
                <Inline gap="sm" wrap>
                  <ConfirmAction
                    label="Reset address"
                    title="Reset your calendar feed address?"
                    description="The address you subscribed with stops working at once: every calendar app that follows it stops showing your Campus events until you subscribe again with the new address."
                    confirmLabel="Reset address"
                    mutation={create}
                    run={(done) => makeFeed(done)}
                  />
                  <ConfirmAction
                    label="Turn off feed"
                    title="Turn off your calendar feed?"
                    description="The address stops working at once: calendar apps that follow it stop showing your Campus events. You can make a new address later."
                    confirmLabel="Turn off feed"
                    mutation={revoke}
                    run={(done) =>
                      revoke.mutate(undefined, {
                        onSuccess: () => {
                          setMade(null);
                          done();
                        },
                      })
                    }
                  />
                </Inline>
              </Stack>
            )
          }
        </QueryView>
      </Stack>
    </Card>
  );
}
