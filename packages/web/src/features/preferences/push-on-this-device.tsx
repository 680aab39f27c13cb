import { getPushKey, normalizeError, subscribePush, unsubscribePush } from '@campus/sdk';
import { Alert, Card, Heading, Stack, Switch, Text } from '@campus/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { browserPush, type PushDevice, type PushState } from './push-device';

/**
 * Whether this browser pushes the person's notifications: the browser's state, not the server's, so
 * not under the preferences' keys (data/preferences/keys.ts) — saving preferences cancels every query
 * under those, which would leave this one unanswered — and not in that file, which every first visit
 * loads and push code must not grow.
 */
const pushDeviceKey = (userId: string) => ['push-device', userId] as const;

/** What each state says under the switch. */
const stateWords: Record<PushState, string> = {
  unsupported:
    'This browser cannot show push notifications. Notifications still reach you in the app and by e-mail.',
  denied:
    'Notifications from Campus are blocked in this browser. Allow them in the site settings (the icon beside the address), then reload this page.',
  on: 'On: notifications reach this device while Campus is closed or in a background tab. Nothing is pushed while Campus is open in front of you.',
  off: 'Off: turn on to be told on this device while Campus is closed. Which kinds are pushed is chosen above, in the Push column.',
};

/**
 * "Push notifications on this device": asks the browser's permission, subscribes it and tells the
 * server, or unsubscribes it. Push is per browser (each phone or computer turns it on for itself);
 * the kinds it carries are the Push column of the preferences above.
 */
export function PushOnThisDevice({
  userId,
  device = browserPush,
}: {
  userId: string;
  /** The browser's push (a stand-in in stories and tests). */
  device?: PushDevice;
}) {
  const client = useQueryClient();
  const key = pushDeviceKey(userId);
  const state = useQuery({ queryKey: key, queryFn: () => device.state() });
  const turnOn = useMutation({
    mutationFn: async (): Promise<PushState> => {
      const { publicKey } = await getPushKey();
      const subscription = await device.subscribe(publicKey);
      if (subscription === 'denied') return 'denied';
      if (subscription === 'default') return 'off';
      try {
        await subscribePush(userId, subscription);
      } catch (error) {
        // The server does not know this browser: it must not stay subscribed without it.
        await device.unsubscribe();
        throw error;
      }
      return 'on';
    },
    onSuccess: (next) => client.setQueryData(key, next),
  });
  const turnOff = useMutation({
    mutationFn: async (): Promise<PushState> => {
      const endpoint = await device.endpoint();
      if (endpoint) await unsubscribePush(userId, { endpoint }).catch(ignoreGone);
      await device.unsubscribe();
      return 'off';
    },
    onSuccess: (next) => client.setQueryData(key, next),
  });
  const now = state.data;
  const busy = turnOn.isPending || turnOff.isPending;
  const failed = turnOn.error ?? turnOff.error;
  return (
    <Card as="section" aria-labelledby="prefs-push-device">
      <Stack gap="sm">
        <Heading level={2} size="md" id="prefs-push-device">
          This device
        </Heading>
        <Switch
          label="Push notifications on this device"
          checked={now === 'on'}
          disabled={busy || now === undefined || now === 'unsupported' || now === 'denied'}
          onCheckedChange={(on) => {
            turnOn.reset();
            turnOff.reset();
            (on ? turnOn : turnOff).mutate();
          }}
        />
        <Text size="sm" tone="muted" aria-live="polite">
          {busy
            ? turnOn.isPending
              ? 'Turning on… your browser may ask whether Campus may show notifications.'
              : 'Turning off…'
            : now
              ? stateWords[now]
              : 'Checking this browser…'}
        </Text>
        {failed ? (
          <Alert tone="danger" title="Push notifications could not be changed">
            {failed instanceof DOMException
              ? `Your browser said: ${failed.message}`
              : normalizeError(failed).message}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The server had no subscription for this browser any more: it is off either way. */
function ignoreGone(error: unknown): void {
  if (normalizeError(error).status !== 404) throw error;
}
