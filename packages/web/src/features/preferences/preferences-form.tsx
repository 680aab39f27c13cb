import {
  normalizeError,
  type NotificationChannels,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@campus/sdk';
import { updateNotificationPreferencesBody } from '@campus/sdk/zod';
import {
  Card,
  Form,
  FormCheckbox,
  FormErrorSummary,
  FormSelect,
  FormSubmitButton,
  FormTimeZoneField,
  Heading,
  Inline,
  Stack,
  Text,
  type TextTone,
} from '@campus/ui';
import { canonicalTimeZone, formatZone } from '@campus/time';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { sdkResolver } from '../../lib/sdk-resolver';
import * as css from './preferences.css';
import { useUpdatePreferences } from './preferences.api';
import { channelLabels, channels, hourLabel, kindWords } from './preference-words';

/** The form as the person fills it: one box per kind and channel, times as the selects hold them. */
interface PreferencesValues {
  kinds: Record<NotificationKind, NotificationChannels>;
  timeZone: string;
  digestHour: string;
  quietOn: boolean;
  quietStart: string;
  quietEnd: string;
}

/** Quiet hours start and end on the half hour. */
const halfHours = Array.from({ length: 48 }, (_, i) => {
  const value = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
  return { value, label: value };
});
const hours = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: hourLabel(h) }));

/** The zone quiet hours and the digest are read in: the stored one, UTC until the app sets it. */
export const zoneOf = (prefs: NotificationPreferences) => prefs.timeZone ?? 'UTC';

function toValues(prefs: NotificationPreferences): PreferencesValues {
  return {
    kinds: Object.fromEntries(prefs.kinds.map((k) => [k.kind, { ...k.channels }])) as Record<
      NotificationKind,
      NotificationChannels
    >,
    timeZone: zoneOf(prefs),
    digestHour: String(prefs.digestHour),
    quietOn: prefs.quietHours !== null,
    quietStart: prefs.quietHours?.start ?? '22:00',
    quietEnd: prefs.quietHours?.end ?? '07:00',
  };
}

/** The request the form sends: every kind the person may change, whole, and the times. */
const toChange =
  (prefs: NotificationPreferences) =>
  (v: PreferencesValues): NotificationPreferencesUpdate => ({
    kinds: prefs.kinds
      .filter((k) => !k.locked)
      .map((k) => ({ kind: k.kind, channels: v.kinds[k.kind] })),
    timeZone: v.timeZone,
    digestHour: Number(v.digestHour),
    quietHours: v.quietOn ? { start: v.quietStart, end: v.quietEnd } : null,
  });

/** Where a problem with the request shows on the form. */
const fieldOf = (path: string) =>
  path.startsWith('quietHours')
    ? path.endsWith('start')
      ? 'quietStart'
      : 'quietEnd'
    : path === 'timeZone' || path === 'digestHour'
      ? path
      : 'root.server';

const SAME_TIMES = 'Quiet hours must end at another time than they start';

/** The contract's schema checks the request; quiet hours that end as they start are refused here too. */
const resolverFor = (
  prefs: NotificationPreferences,
): Resolver<PreferencesValues, unknown, NotificationPreferencesUpdate> => {
  const base = sdkResolver(updateNotificationPreferencesBody, toChange(prefs), fieldOf);
  return async (values, context, options) => {
    if (values.quietOn && values.quietStart === values.quietEnd)
      return {
        values: {},
        errors: {
          quietEnd: { type: 'validate', message: SAME_TIMES },
        } as FieldErrors<PreferencesValues>,
      };
    return base(values, context, options) as never;
  };
};

interface Status {
  tone: TextTone;
  text: string;
}

/**
 * The matrix of kinds × channels (a fieldset per kind, so it stacks on a phone), the digest hour,
 * quiet hours and the zone they are read in. Saving shows at once; a failed save puts the form
 * back as it was stored and says why, in the live region under the Save button.
 */
export function PreferencesForm({
  userId,
  prefs,
}: {
  userId: string;
  prefs: NotificationPreferences;
}) {
  const update = useUpdatePreferences(userId);
  const [status, setStatus] = useState<Status | null>(null);
  const form = useForm<PreferencesValues, unknown, NotificationPreferencesUpdate>({
    resolver: resolverFor(prefs),
    defaultValues: toValues(prefs),
  });
  const quietOn = form.watch('quietOn');
  const zone = form.watch('timeZone');
  // The browser's zone, given to an account without one (zone-from-browser.tsx), is stored after
  // the form opened: the field follows it unless the person picked a zone themselves, so a save
  // does not send the zone back as UTC.
  const stored = zoneOf(prefs);
  useEffect(() => {
    if (!form.getFieldState('timeZone').isDirty)
      form.resetField('timeZone', { defaultValue: stored });
  }, [form, stored]);

  return (
    <Form
      form={form}
      aria-label="Notification preferences"
      onSubmit={async (change) => {
        const before = toValues(prefs);
        setStatus({ tone: 'muted', text: 'Saving your preferences…' });
        try {
          const stored = await update.mutateAsync(change);
          form.reset(toValues(stored));
          setStatus({
            tone: 'success',
            text: 'Saved. Your notifications follow these choices now.',
          });
        } catch (error) {
          form.reset(before);
          setStatus({
            tone: 'danger',
            text: `Not saved: ${normalizeError(error).message} Your preferences are as they were.`,
          });
        }
      }}
    >
      <Stack gap="lg">
        <FormErrorSummary />
        <Card as="section" aria-labelledby="prefs-kinds">
          <Heading level={2} size="md" id="prefs-kinds">
            What reaches you, and where
          </Heading>
          <Text size="sm" tone="muted">
            For each kind of notification, choose the channels it reaches you on.
          </Text>
          {prefs.kinds.map((k) => {
            const words = kindWords[k.kind];
            return (
              <fieldset key={k.kind} className={css.kind} aria-describedby={`kind-${k.kind}`}>
                <legend className={css.legend}>{words.label}</legend>
                <Text id={`kind-${k.kind}`} size="sm" tone="muted">
                  {k.locked
                    ? `${words.covers} Always on: they reach you in the app and by e-mail, so you never miss a sign-in link or a payment.`
                    : words.covers}
                </Text>
                <div className={css.channels}>
                  {channels.map((channel) => (
                    <FormCheckbox<PreferencesValues>
                      key={channel}
                      name={`kinds.${k.kind}.${channel}`}
                      label={channelLabels[channel]}
                      disabled={k.locked}
                    />
                  ))}
                </div>
              </fieldset>
            );
          })}
        </Card>

        <Card as="section" aria-labelledby="prefs-when">
          <Stack gap="md">
            <Heading level={2} size="md" id="prefs-when">
              When
            </Heading>
            <Text size="sm" tone="muted">
              Times are in {canonicalTimeZone(zone)} ({formatZone(Date.now(), zone)}).
            </Text>
            <FormTimeZoneField<PreferencesValues>
              name="timeZone"
              label="Your time zone"
              hint="Quiet hours and the daily digest follow it."
            />
            <FormSelect<PreferencesValues>
              name="digestHour"
              label="Daily digest is mailed at"
              hint="Only what you have not seen, once a day; nothing when there is nothing."
              options={hours}
            />
            <FormCheckbox<PreferencesValues>
              name="quietOn"
              label="Quiet hours"
              description={`Nothing is mailed or pushed to you in these hours, except ${kindWords.account_payment.label.toLowerCase()}; what was held goes out when they end.`}
            />
            {quietOn && (
              <Inline gap="md" wrap>
                <FormSelect<PreferencesValues> name="quietStart" label="From" options={halfHours} />
                <FormSelect<PreferencesValues> name="quietEnd" label="Until" options={halfHours} />
              </Inline>
            )}
          </Stack>
        </Card>

        <Inline gap="md" align="center" wrap>
          <FormSubmitButton>Save preferences</FormSubmitButton>
          <Text role="status" size="sm" tone={status?.tone}>
            {status?.text}
          </Text>
        </Inline>
      </Stack>
    </Form>
  );
}
