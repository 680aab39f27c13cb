// Outgoing mail. The development transport writes each mail to the log (so a reset link can be
// copied from the terminal); tests use the memory transport and read the links from it. A real SMTP
// transport would implement the same one-method interface.
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export class LogMailer implements Mailer {
  constructor(private readonly log: () => FastifyBaseLogger) {}
  async send(mail: Mail): Promise<void> {
    this.log().info({ mail }, `mail to ${mail.to}: ${mail.subject}`);
  }
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
