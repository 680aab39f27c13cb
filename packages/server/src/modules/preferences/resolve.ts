// The one decision of where a notification goes. Every notification the server makes passes here
// for each recipient (routing.ts), and the preferences page shows its inputs. Precedence, highest
// first:
//   1. the critical kind (account and payment) goes to its channels whatever else is set, never held;
//   2. a muted course or batch silences every channel;
//   3. the person's choice for the kind and channel;
//   4. their role's default.
// Quiet hours then hold the channels that interrupt (mail at once, push) until they end; the bell
// and the digest are not interruptions and go as decided.
import type { NotificationChannels, NotificationKind } from '@campus/sdk/model';
import type { ChannelChoices, NotificationChannel, Role } from '../../db/schema/index';
import { CHANNELS, CRITICAL_KIND, defaultsFor } from './kinds';

/** Sent now, held until quiet hours end, or not sent on that channel. */
export type Decision = 'send' | 'hold' | 'off';
export type Route = Record<NotificationChannel, Decision>;

export interface Recipient {
  role: Role;
  choices: ChannelChoices;
}

export interface Circumstances {
  kind: NotificationKind;
  /** The notification is about a course or batch the recipient muted. */
  muted: boolean;
  /** It is inside the recipient's quiet hours. */
  quiet: boolean;
}

/** Channels quiet hours hold. */
const INTERRUPTING: ReadonlySet<NotificationChannel> = new Set(['email_now', 'push']);

/** The channel as chosen, before quiet hours: on or off. */
export function channelOn(
  who: Recipient,
  kind: NotificationKind,
  muted: boolean,
  channel: NotificationChannel,
): boolean {
  const defaults = defaultsFor(who.role, kind);
  if (kind === CRITICAL_KIND) return defaults[channel];
  if (muted) return false;
  return who.choices[kind]?.[channel] ?? defaults[channel];
}

/** A kind's channels as the person has them, before mutes and quiet hours (the page shows these). */
export function chosenChannels(who: Recipient, kind: NotificationKind): NotificationChannels {
  const on = (c: NotificationChannel) => channelOn(who, kind, false, c);
  return {
    in_app: on('in_app'),
    email_now: on('email_now'),
    digest: on('digest'),
    push: on('push'),
  };
}

export function resolveChannels(who: Recipient, what: Circumstances): Route {
  const route = {} as Route;
  for (const channel of CHANNELS) {
    const on = channelOn(who, what.kind, what.muted, channel);
    const held = what.quiet && what.kind !== CRITICAL_KIND && INTERRUPTING.has(channel);
    route[channel] = !on ? 'off' : held ? 'hold' : 'send';
  }
  return route;
}
