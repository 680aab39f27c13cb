// The resolver over every role × kind × channel × mute × quiet-hours combination, with any choices a
// person may have stored (fast-check draws them; every combination of the five fixed dimensions is
// run for each draw). The properties are the precedence the product promises, each stated on its
// own rather than by re-running the resolver's code.
import type { NotificationChannels, NotificationKind } from '@campus/sdk/model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES, type ChannelChoices, type Role } from '../../db/schema/index';
import { CHANNELS, CRITICAL_KIND, defaultsFor, KINDS } from './kinds';
import { resolveChannels, type Route } from './resolve';

const channelChoice = fc.record(
  { in_app: fc.boolean(), email_now: fc.boolean(), digest: fc.boolean(), push: fc.boolean() },
  { requiredKeys: [] },
);
const choicesArb: fc.Arbitrary<ChannelChoices> = fc.dictionary(
  fc.constantFrom(...KINDS),
  channelChoice,
) as fc.Arbitrary<ChannelChoices>;

/** Every combination of the fixed dimensions. */
const combos: { role: Role; kind: NotificationKind; muted: boolean; quiet: boolean }[] = [];
for (const role of ROLES)
  for (const kind of KINDS)
    for (const muted of [false, true])
      for (const quiet of [false, true]) combos.push({ role, kind, muted, quiet });

const INTERRUPTING = new Set(['email_now', 'push']);

/** What a channel of one notification comes to, from the rules as the product states them. */
function expected(
  c: (typeof combos)[number],
  choices: ChannelChoices,
  channel: keyof NotificationChannels,
): Route[typeof channel] {
  const critical = c.kind === CRITICAL_KIND;
  const on = critical
    ? defaultsFor(c.role, c.kind)[channel]
    : !c.muted && (choices[c.kind]?.[channel] ?? defaultsFor(c.role, c.kind)[channel]);
  if (!on) return 'off';
  return c.quiet && !critical && INTERRUPTING.has(channel) ? 'hold' : 'send';
}

describe('the notification resolver', () => {
  it('has 256 fixed combinations, and each answers every channel', () => {
    expect(combos).toHaveLength(4 * 8 * 2 * 2);
    expect(CHANNELS).toEqual(['in_app', 'email_now', 'digest', 'push']);
  });

  it('follows account/critical > mute > kind > defaults, with quiet hours holding mail and push', () => {
    fc.assert(
      fc.property(choicesArb, (choices) => {
        for (const c of combos) {
          const route = resolveChannels({ role: c.role, choices }, c);
          for (const channel of CHANNELS) {
            expect(
              route[channel],
              `${c.role} ${c.kind} ${channel} muted=${c.muted} quiet=${c.quiet}`,
            ).toBe(expected(c, choices, channel));
          }
        }
      }),
      { numRuns: 50 },
    );
  });

  it('never lets anything silence or hold the account and payment kind', () => {
    fc.assert(
      fc.property(
        choicesArb,
        fc.constantFrom(...ROLES),
        fc.boolean(),
        fc.boolean(),
        (choices, role, muted, quiet) => {
          const route = resolveChannels({ role, choices }, { kind: CRITICAL_KIND, muted, quiet });
          expect(route.in_app).toBe('send');
          expect(route.email_now).toBe('send');
          expect(Object.values(route)).not.toContain('hold');
        },
      ),
    );
  });

  it('silences every channel of a muted course or batch', () => {
    fc.assert(
      fc.property(
        choicesArb,
        fc.constantFrom(...ROLES),
        fc.constantFrom(...KINDS.filter((k) => k !== CRITICAL_KIND)),
        fc.boolean(),
        (choices, role, kind, quiet) => {
          const route = resolveChannels({ role, choices }, { kind, muted: true, quiet });
          expect(Object.values(route)).toEqual(['off', 'off', 'off', 'off']);
        },
      ),
    );
  });

  it('sends a channel a person turned off never, and one they turned on always (outside mutes)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLES),
        fc.constantFrom(...KINDS.filter((k) => k !== CRITICAL_KIND)),
        fc.constantFrom(...CHANNELS),
        fc.boolean(),
        fc.boolean(),
        (role, kind, channel, chosen, quiet) => {
          const choices: ChannelChoices = { [kind]: { [channel]: chosen } };
          const decision = resolveChannels({ role, choices }, { kind, muted: false, quiet })[
            channel
          ];
          expect(decision === 'off').toBe(!chosen);
        },
      ),
    );
  });

  it('changes nothing but send → hold on mail and push inside quiet hours', () => {
    fc.assert(
      fc.property(
        choicesArb,
        fc.constantFrom(...ROLES),
        fc.constantFrom(...KINDS),
        fc.boolean(),
        (choices, role, kind, muted) => {
          const loud = resolveChannels({ role, choices }, { kind, muted, quiet: false });
          const quiet = resolveChannels({ role, choices }, { kind, muted, quiet: true });
          for (const channel of CHANNELS) {
            if (loud[channel] === 'send' && quiet[channel] === 'hold')
              expect(INTERRUPTING.has(channel) && kind !== CRITICAL_KIND).toBe(true);
            else expect(quiet[channel]).toBe(loud[channel]);
          }
        },
      ),
    );
  });

  it('gives each role the app for every kind by default', () => {
    for (const role of ROLES)
      for (const kind of KINDS)
        expect(
          resolveChannels({ role, choices: {} }, { kind, muted: false, quiet: false }).in_app,
        ).toBe('send');
  });
});
