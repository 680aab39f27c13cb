// The mails notifications become: one notice by mail (sent at once, or when quiet hours end), and the
// daily digest (what the person has not seen since, one section per kind). Both go through the mail
// layout (lib/mail-layout.ts: plain text and HTML, light and dark) and carry the one-click
// unsubscribe of their kind (unsubscribe.ts) and a link to the notification settings.
import type { NotificationKind, ServerEventName } from '@campus/sdk/model';
import type { NotificationData } from '../../db/schema/index';
import { composeMail, type MailItem } from '../../lib/mail-layout';
import type { Mail } from '../../lib/mailer';
import { formatDate } from '@campus/time';
import { KIND_WORDS, KINDS, PREFERENCES_PATH } from './kinds';
import type { UnsubscribeLinks } from './unsubscribe';

export interface MailRecipient {
  id: string;
  name: string;
  email: string;
}

/** What a mail tells of one notification. */
export interface NoticeContent {
  kind: NotificationKind;
  event: ServerEventName;
  data: NotificationData;
  reason: string;
}

/** A digest item: a notification, and how many times the same thing changed (coalesce.ts). */
export interface DigestEntry extends NoticeContent {
  createdAt: Date;
  times: number;
}

const SUBJECT_MAX = 120;
const subjectOf = (message: string) =>
  message.length > SUBJECT_MAX ? `${message.slice(0, SUBJECT_MAX - 1)}…` : message;

export class NotificationMails {
  constructor(
    private readonly publicUrl: string,
    private readonly links: UnsubscribeLinks,
  ) {}

  /** One notification by mail. */
  notice(to: MailRecipient, n: NoticeContent): Mail {
    const { message, link } = n.data;
    return composeMail({
      to: to.email,
      subject: subjectOf(message),
      name: to.name,
      paragraphs: [message, `You got this ${n.reason}.`],
      ...(link ? { action: { label: 'Open in Campus', url: `${this.publicUrl}${link}` } } : {}),
      footnote: `Choose what reaches you and where: ${this.publicUrl}${PREFERENCES_PATH} — or stop mails about ${KIND_WORDS[n.kind]}: ${this.links.url(to.id, n.kind)}`,
      headers: this.links.headers(to.id, n.kind),
    });
  }

  /**
   * The digest of `entries` (at least one), grouped by kind in the kinds' order, each item with its
   * reason and its link; the subject names `at`'s date in the person's zone. A mail has one
   * List-Unsubscribe: it names the kind with the most items, and the mail links every kind's.
   */
  digest(to: MailRecipient, entries: DigestEntry[], at: Date, zone: string): Mail {
    const byKind = new Map<NotificationKind, DigestEntry[]>();
    for (const e of entries) byKind.set(e.kind, [...(byKind.get(e.kind) ?? []), e]);
    const kinds = KINDS.filter((k) => byKind.has(k));
    const main = [...kinds].sort((a, b) => byKind.get(b)!.length - byKind.get(a)!.length)[0]!;
    const count = entries.length;
    const day = formatDate(at, { timeZone: zone, style: 'weekday' });
    const sections = kinds.map((kind) => ({
      heading: capitalise(KIND_WORDS[kind]),
      items: byKind.get(kind)!.map((e): MailItem => ({
        text: e.times > 1 ? `${e.data.message} (changed ${e.times} times)` : e.data.message,
        detail: `You got this ${e.reason}.`,
        ...(e.data.link ? { link: { label: 'Open', url: `${this.publicUrl}${e.data.link}` } } : {}),
      })),
    }));
    const stops = {
      heading: 'Fewer mails',
      items: kinds.map((k): MailItem => ({
        text: `Stop mails and digest items about ${KIND_WORDS[k]}.`,
        link: { label: 'Unsubscribe', url: this.links.url(to.id, k) },
      })),
    };
    return composeMail({
      to: to.email,
      subject: `Your Campus digest: ${count} ${count === 1 ? 'update' : 'updates'} (${day})`,
      name: to.name,
      paragraphs: [
        `Here is what happened since your last digest that you have not seen in Campus yet.`,
      ],
      sections: [...sections, stops],
      action: { label: 'Open Campus', url: `${this.publicUrl}/` },
      footnote: `Choose what reaches you and when: ${this.publicUrl}${PREFERENCES_PATH}`,
      headers: this.links.headers(to.id, main),
    });
  }
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
