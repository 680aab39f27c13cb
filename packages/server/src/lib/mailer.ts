// Outgoing mail transports (links in mails are bearer secrets, so they never
// reach a production log). Nothing calls them from a request: mails are written to the outbox
// (lib/outbox.ts) and its job hands them to the transport configured here:
//   - SMTP_URL set           → SmtpMailer (nodemailer), from MAIL_FROM;
//   - development and tests  → LogMailer: each mail, link included, is written to the log so a reset
//                              link can be copied from the terminal (said once at start);
//   - production, no SMTP_URL → HeldMailer: logs who would have received what subject, never the
//                              text (said once at start, as a warning: people will not get mail).
// `npm start` without SMTP_URL runs the local mail catcher (lib/mail-catcher.ts) and points SMTP_URL
// at it. Tests usually pass a MemoryMailer and read the links from it, or start the catcher.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

/** A whole mail: every mail has a plain-text and an HTML part (lib/mail-layout.ts writes both). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header fields beyond the envelope's, e.g. List-Unsubscribe on notification mails. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** `id` is the outbox row's: it becomes the Message-ID, so a resend after a crash is recognisable. */
  send(mail: Mail, id?: string): Promise<void>;
}

export class LogMailer implements Mailer {
  constructor(private readonly log: () => FastifyBaseLogger) {}
  async send(mail: Mail): Promise<void> {
    this.log().info(
      { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
      `mail to ${mail.to}: ${mail.subject}`,
    );
  }
}

/** Production without a mail server: nothing is sent and nothing secret is logged. */
export class HeldMailer implements Mailer {
  constructor(private readonly log: () => FastifyBaseLogger) {}
  async send(mail: Mail): Promise<void> {
    this.log().warn(
      { to: mail.to, subject: mail.subject },
      'mail not sent: SMTP_URL is not set (the text is withheld from the log)',
    );
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    // Short clocks: a mail server that hangs must not hold the outbox job for minutes (nodemailer's
    // defaults are 2 and 10 minutes); the outbox retries later instead.
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }
  async send(mail: Mail, id?: string): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.headers ? { headers: mail.headers } : {}),
      ...(id ? { messageId: `<${id}@campus.outbox>` } : {}),
    });
  }
  close(): void {
    this.transport.close();
  }
}

/** The transport the configuration asks for, announced once in the log. */
export function createMailer(
  config: { env: string; smtpUrl: string | undefined; mailFrom: string },
  log: () => FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    log().info(`mail: SMTP (${new URL(config.smtpUrl).host}) from ${config.mailFrom}`);
    return new SmtpMailer(config.smtpUrl, config.mailFrom);
  }
  if (config.env === 'production') {
    log().warn('mail: SMTP_URL is not set — mails are NOT sent (set SMTP_URL and MAIL_FROM)');
    return new HeldMailer(log);
  }
  log().info(`mail: development log mailer — mails and their links are printed to this log`);
  return new LogMailer(log);
}

export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = [];
  /** Set to make the next sends fail (tests of "a failed write leaves nothing behind"). */
  failWith: Error | null = null;
  async send(mail: Mail): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.sent.push(mail);
  }
  /** The last mail to an address. */
  last(to: string): Mail | undefined {
    return [...this.sent].reverse().find((m) => m.to === to.toLowerCase());
  }
}
