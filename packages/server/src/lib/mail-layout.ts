// Every mail Campus sends, in one shape: a plain-text part and an HTML part with the product's name
// and look (the UI kit's indigo accent, system fonts, one button), and any time in it written in the
// recipient's zone with the zone named — a reader in Kolkata must not convert "15:30 UTC" in their head.
// A mail may list items in titled sections (the daily digest: one section per kind, each item with its
// link and the reason it reached the reader). The HTML declares both colour schemes and carries a dark
// palette for clients that honour `prefers-color-scheme` (Apple Mail, Outlook on the web); clients that
// invert colours themselves (Gmail's apps) get light colours that survive inversion: text on plain
// backgrounds, no background images, the accent only on the button and the links.
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
  /** When the action's link stops working, written in the recipient's `timeZone`. */
  expires?: { at: Date; timeZone: string };
  /** Lists after the paragraphs, each under its heading (the digest's kinds). */
  sections?: MailSection[];
  /** A last line in small print, e.g. what to do when the reader did not ask for this. */
  footnote?: string;
  /** Header fields the mail carries (List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface MailSection {
  heading: string;
  items: MailItem[];
}

export interface MailItem {
  text: string;
  /** A second line in small print (why it reached the reader). */
  detail?: string;
  link?: { label: string; url: string };
}

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * "Fri, 27 Nov 2026, 3:30 PM IST (Asia/Kolkata)": a time as the recipient reads it, in the kit's
 * `detail` style — the zone named by its IANA name today (Chromium sends ICU's `Asia/Calcutta`).
 */
function mailTime(at: Date, timeZone: string): string {
  return formatInstant(at, 'detail', { timeZone });
}

export function composeMail(c: MailContent): Mail {
  const until = c.expires
    ? `This link works once, until ${mailTime(c.expires.at, c.expires.timeZone)}.`
    : undefined;
  const sections = c.sections ?? [];
  const text = [
    `Hello ${c.name},`,
    ...c.paragraphs,
    ...sections.map((sec) =>
      [
        sec.heading.toUpperCase(),
        ...sec.items.map((i) =>
          [
            `- ${i.text}`,
            ...(i.detail ? [`  ${i.detail}`] : []),
            ...(i.link ? [`  ${i.link.label}: ${i.link.url}`] : []),
          ].join('\n'),
        ),
      ].join('\n'),
    ),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`] : []),
    ...(until ? [until] : []),
    ...(c.footnote ? [c.footnote] : []),
    `— ${PRODUCT}`,
  ].join('\n\n');

  const p = (s: string, style = '', cls = '') =>
    `<p${cls ? ` class="${cls}"` : ''} style="margin:0 0 16px;line-height:1.5;${style}">${escapeHtml(s)}</p>`;
  const list = sections
    .map(
      (sec) =>
        `<h2 style="margin:24px 0 8px;font-size:16px;line-height:1.4" class="mail-heading">${escapeHtml(sec.heading)}</h2>\n<ul style="margin:0 0 16px;padding:0 0 0 20px">` +
        sec.items
          .map(
            (i) =>
              `<li style="margin:0 0 12px;line-height:1.5">${escapeHtml(i.text)}` +
              (i.detail
                ? `<br><span class="mail-muted" style="color:${MUTED};font-size:13px">${escapeHtml(i.detail)}</span>`
                : '') +
              (i.link
                ? `<br><a class="mail-link" href="${escapeHtml(i.link.url)}" style="color:${ACCENT};font-weight:600">${escapeHtml(i.link.label)}</a>`
                : '') +
              '</li>',
          )
          .join('') +
        '</ul>',
    )
    .join('\n');
  const button = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(c.action.label)}</a></p>` +
      p(
        `Or open this address: ${c.action.url}`,
        `color:${MUTED};font-size:13px;word-break:break-all`,
        'mail-muted',
      )
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(c.subject)}</title>
<style>
@media (prefers-color-scheme: dark) {
  .mail-body { background:#0b0f19 !important; color:#e5e7eb !important; }
  .mail-card { background:#111827 !important; border-color:#374151 !important; }
  .mail-card p, .mail-card li, .mail-heading { color:#e5e7eb !important; }
  .mail-muted, .mail-card .mail-muted { color:#9ca3af !important; }
  .mail-link, .mail-brand { color:#a5b4fc !important; }
}
</style></head>
<body class="mail-body" style="margin:0;padding:24px;background:#f9fafb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:${TEXT}">
<table class="mail-card" role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid ${BORDER};border-radius:12px">
<tr><td style="padding:20px 24px;border-bottom:3px solid ${ACCENT};font-size:20px;font-weight:700;color:${ACCENT}" class="mail-brand">${PRODUCT}</td></tr>
<tr><td style="padding:24px">
${p(`Hello ${c.name},`)}
${c.paragraphs.map((s) => p(s)).join('\n')}
${list}
${button}
${until ? p(until, `color:${MUTED};font-size:14px`, 'mail-muted') : ''}
${c.footnote ? p(c.footnote, `color:${MUTED};font-size:13px`, 'mail-muted') : ''}
</td></tr>
<tr><td class="mail-muted" style="padding:16px 24px;border-top:1px solid ${BORDER};color:${MUTED};font-size:12px">${PRODUCT} — learning with mentors</td></tr>
</table>
</body></html>
`;
  return { to: c.to, subject: c.subject, text, html, ...(c.headers ? { headers: c.headers } : {}) };
}
