// Every mail Campus sends, in one shape: a plain-text part and an HTML part with the product's name
// and look (the UI kit's indigo accent, system fonts, one button), and any time in it written in the
// recipient's zone with the zone named — a reader in Kolkata must not convert "15:30 UTC" in their head.
import type { Mail } from './mailer';
import { formatInstant } from '@campus/time';

/** The kit's accent (packages/ui theme: indigo 600 / 700), repeated here because mail clients read no CSS. */
const ACCENT = '#4f46e5';
const TEXT = '#111827';
const MUTED = '#4b5563';
const BORDER = '#e5e7eb';
const PRODUCT = 'Campus';

export interface MailContent {
  to: string;
  subject: string;
  /** The recipient's name, for the greeting. */
  name: string;
  paragraphs: string[];
  /** The one thing the mail asks the reader to do: a link, shown as a button in HTML. */
  action?: { label: string; url: string };
  /** When the action's link stops working; written in `timeZone` (UTC when the zone is not known). */
  expires?: { at: Date; timeZone: string | undefined };
  /** A last line in small print, e.g. what to do when the reader did not ask for this. */
  footnote?: string;
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * "Fri, 27 Nov 2026, 3:30 PM IST (Asia/Kolkata)": a time as the recipient reads it, in the kit's
 * `detail` style — the zone named by its IANA name today (Chromium sends ICU's `Asia/Calcutta`).
 */
function mailTime(at: Date, timeZone: string | undefined): string {
  return formatInstant(at, 'detail', { timeZone: timeZone ?? 'UTC' });
}

export function composeMail(c: MailContent): Mail {
  const until = c.expires
    ? `This link works once, until ${mailTime(c.expires.at, c.expires.timeZone)}.`
    : undefined;
  const text = [
    `Hello ${c.name},`,
    ...c.paragraphs,
    ...(c.action ? [`${c.action.label}: ${c.action.url}`] : []),
    ...(until ? [until] : []),
    ...(c.footnote ? [c.footnote] : []),
    `— ${PRODUCT}`,
  ].join('\n\n');

  const p = (s: string, style = '') =>
    `<p style="margin:0 0 16px;line-height:1.5;${style}">${escape(s)}</p>`;
  const button = c.action
    ? `<p style="margin:24px 0"><a href="${escape(c.action.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escape(c.action.label)}</a></p>` +
      p(
        `Or open this address: ${c.action.url}`,
        `color:${MUTED};font-size:13px;word-break:break-all`,
      )
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(c.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f9fafb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:${TEXT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid ${BORDER};border-radius:12px">
<tr><td style="padding:20px 24px;border-bottom:3px solid ${ACCENT};font-size:20px;font-weight:700;color:${ACCENT}">${PRODUCT}</td></tr>
<tr><td style="padding:24px">
${p(`Hello ${c.name},`)}
${c.paragraphs.map((s) => p(s)).join('\n')}
${button}
${until ? p(until, `color:${MUTED};font-size:14px`) : ''}
${c.footnote ? p(c.footnote, `color:${MUTED};font-size:13px`) : ''}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${BORDER};color:${MUTED};font-size:12px">${PRODUCT} — learning with mentors</td></tr>
</table>
</body></html>
`;
  return { to: c.to, subject: c.subject, text, html };
}
