// One-click unsubscribe per kind (RFC 8058). Every notification and digest mail carries
//   List-Unsubscribe: <https://…/api/unsubscribe?token=…>
//   List-Unsubscribe-Post: List-Unsubscribe=One-Click
// The token names one person and one kind and is signed with a key derived from the server's secret
// (HMAC-SHA256), so it needs no login and cannot be made up or changed to name someone else. It does
// not expire: an unsubscribe link in an old mail must keep working. A POST to the address (a mail
// client's one-click, or the button of the page a GET shows) turns that kind's e-mail and digest
// channels off; a GET changes nothing, so mail scanners that follow links unsubscribe no one.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from '@campus/sdk/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema/index';
import { escapeHtml } from '../../lib/mail-layout';
import { CRITICAL_KIND, KIND_WORDS, KINDS, PREFERENCES_PATH } from './kinds';
import type { PreferencesService } from './preferences';

export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

export const INVALID_LINK =
  'This unsubscribe link is not valid: it may have been cut short or changed. Open the link from the mail again, or change what reaches you in your notification settings.';

/** A refused link, answered with a page in plain words. */
export class UnsubscribeRefused extends Error {}

export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(private readonly ctx: AppContext) {
    this.key = createHmac('sha256', Buffer.from(ctx.config.jwtSecret))
      .update('campus:unsubscribe')
      .digest();
  }

  private mac(userId: string, kind: NotificationKind): string {
    return createHmac('sha256', this.key).update(`${userId}|${kind}`).digest('base64url');
  }

  token(userId: string, kind: NotificationKind): string {
    return `${userId}.${kind}.${this.mac(userId, kind)}`;
  }

  url(userId: string, kind: NotificationKind): string {
    return `${this.ctx.config.publicUrl}${UNSUBSCRIBE_PATH}?token=${this.token(userId, kind)}`;
  }

  /** The header fields of a mail about `kind` to `userId` (RFC 2369 and RFC 8058). */
  headers(userId: string, kind: NotificationKind): Record<string, string> {
    return {
      'List-Unsubscribe': `<${this.url(userId, kind)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }

  /** The person and kind a token names, or UnsubscribeRefused. */
  verify(token: string): { userId: string; kind: NotificationKind } {
    const m = /^([0-9a-f-]{36})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/i.exec(token);
    const kind = m?.[2] as NotificationKind | undefined;
    if (!m || !kind || !KINDS.includes(kind) || kind === CRITICAL_KIND)
      throw new UnsubscribeRefused(INVALID_LINK);
    const userId = m[1]!;
    const expected = Buffer.from(this.mac(userId, kind));
    const given = Buffer.from(m[3]!);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new UnsubscribeRefused(INVALID_LINK);
    return { userId, kind };
  }
}

/** The GET page and the POST of an unsubscribe link, as HTML pages (contract: preferences.yaml). */
export class MailUnsubscribe {
  constructor(
    private readonly ctx: AppContext,
    private readonly links: UnsubscribeLinks,
    private readonly preferences: PreferencesService,
  ) {}

  /** The page with the one button; changes nothing. */
  async page(token: string): Promise<{ status: 200 | 400; html: string }> {
    return this.answer(async () => {
      const { userId, kind } = this.links.verify(token);
      await this.person(userId);
      const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
      return page(
        'Unsubscribe',
        `<h1>Stop mails about ${escapeHtml(KIND_WORDS[kind])}?</h1>
<p>You will no longer get e-mails or digest items about ${escapeHtml(KIND_WORDS[kind])}. They still reach you in the app.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>
${settingsLink(this.ctx)}`,
      );
    });
  }

  /** Turns the kind's e-mail and digest channels off (again: no change). */
  async unsubscribe(token: string): Promise<{ status: 200 | 400; html: string }> {
    return this.answer(async () => {
      const { userId, kind } = this.links.verify(token);
      await this.person(userId);
      await this.preferences.change(userId, {
        kinds: [{ kind, channels: { email_now: false, digest: false } }],
      });
      return page(
        'Unsubscribed',
        `<h1>Unsubscribed</h1>
<p role="status">You will no longer get e-mails or digest items about ${escapeHtml(KIND_WORDS[kind])}.</p>
${settingsLink(this.ctx)}`,
      );
    });
  }

  /** The token may be right for an account that was deleted since: refused the same way. */
  private async person(userId: string): Promise<void> {
    const [row] = await this.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw new UnsubscribeRefused(INVALID_LINK);
  }

  private async answer(make: () => Promise<string>): Promise<{ status: 200 | 400; html: string }> {
    try {
      return { status: 200, html: await make() };
    } catch (err) {
      if (!(err instanceof UnsubscribeRefused)) throw err;
      return {
        status: 400,
        html: page(
          'Link not valid',
          `<h1>This link cannot be used</h1><p role="alert">${escapeHtml(err.message)}</p>${settingsLink(this.ctx)}`,
        ),
      };
    }
  }
}

const settingsLink = (ctx: AppContext) =>
  `<p><a href="${escapeHtml(ctx.config.publicUrl + PREFERENCES_PATH)}">Choose what reaches you in your notification settings</a></p>`;

/** A small page in the product's colours, light or dark as the reader's system is. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} — Campus</title>
<style>
body{margin:0;padding:32px 16px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f9fafb;color:#111827}
main{max-width:480px;margin:0 auto;background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:24px}
h1{font-size:1.25rem;margin:0 0 12px}p{line-height:1.5}a{color:#4338ca}
button{font:inherit;font-weight:600;background:#4f46e5;color:#fff;border:0;border-radius:8px;padding:10px 18px;cursor:pointer}
button:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#0b0f19;color:#e5e7eb}main{background:#111827;border-color:#374151}a{color:#a5b4fc}}
</style></head>
<body><main><p><strong>Campus</strong></p>${body}</main></body></html>
`;
}
