// The identity flows' attempt limits on the shared throttle (services.ts, throttle.ts): a blocked
// key answers 429 with the wait in whole minutes, and the attempts that cost something (a
// registration, a mail, the use of a link) count whether or not they succeed.
import type { HttpError } from '../../http/errors';
import { tooManyRequests } from '../../http/errors';
import type { Throttle, ThrottleRule } from '../../services';

export class AttemptLimits {
  constructor(readonly throttle: Throttle) {}

  get rules() {
    return this.throttle.rules;
  }

  /** "Too many login attempts. Please wait 15 minutes before trying again." (`what` first). */
  tooMany(what: string, seconds: number): HttpError {
    return tooManyRequests(
      `${what} Please wait ${Math.max(1, Math.ceil(seconds / 60))} minutes before trying again.`,
      seconds,
    );
  }

  /** Refuses while any of `keys` is blocked. */
  async refuseBlocked(what: string, keys: string[]): Promise<void> {
    const wait = await this.throttle.blockedFor(keys);
    if (wait > 0) throw this.tooMany(what, wait);
  }

  /**
   * Refuses while any key is blocked, then counts this attempt on each. The attempt that reaches a
   * limit still goes through; the next ones wait.
   */
  async count(what: string, ...attempts: [key: string, rule: ThrottleRule][]): Promise<void> {
    await this.refuseBlocked(
      what,
      attempts.map(([key]) => key),
    );
    for (const [key, rule] of attempts) await this.throttle.hit(key, rule);
  }

  /** The counter of password and email links used or asked for from one address. */
  linkUse(ip: string): [key: string, rule: ThrottleRule] {
    return [`password-token:ip:${ip}`, this.rules.passwordTokenIp];
  }

  /** Using a password or email link, or asking for one: every attempt from an address counts. */
  linkAttempt(ip: string): Promise<void> {
    return this.count('Too many attempts.', this.linkUse(ip));
  }
}
