// The local mail catcher `npm start` runs (MAIL_CATCHER; run.mjs gives each worker's server its own,
// listed in E2E_MAIL_URL: support/env.ts ownOf): journeys read the mails a person would open there
// and follow their links.
import { expect } from 'vitest';
import { ownOf } from './env';

export const mailURL = ownOf(process.env.E2E_MAIL_URL, 'http://127.0.0.1:1080');

export interface CaughtMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** `list-unsubscribe`, `list-unsubscribe-post`: the mailing-list fields, by lower-case name. */
  listHeaders: Record<string, string>;
  /** When the catcher received it, by the server's clock (ISO). */
  receivedAt: string;
}

/**
 * The newest mail to `to` whose subject matches, read from the catcher's JSON as it arrives;
 * `inbox`: another catcher than the suite's (a journey's own server).
 */
export async function mailTo(to: string, subject: RegExp, inbox = mailURL): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${inbox}/api/mails`)).json()) as CaughtMail[];
        found = mails.find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

/** The mail's link with a token (setup, reset, confirmation), from its text part. */
export const linkIn = (mail: CaughtMail) => /https?:\/\/\S+token=[\w-]+/.exec(mail.text)![0];
