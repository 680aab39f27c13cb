import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { safeHref } from './safe-html';

/**
 * Markdown that people write to each other (questions and answers) shown as React elements, never
 * as HTML: the text is split into fenced code blocks, headings, lists and paragraphs, and within a
 * line `code`, **bold**, *italic* and [links](https://…). Everything else, HTML tags included, is
 * text: React escapes it, so `<script>` or `<img onerror>` is shown, not run. A link keeps only an
 * http(s) or mailto address (`safeHref`); a `javascript:` one is its words alone.
 */
export function MarkdownText({ markdown, className }: { markdown: string; className?: string }) {
  const blocks = useMemo(() => renderBlocks(markdown), [markdown]);
  return <div className={className}>{blocks}</div>;
}

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

function renderBlocks(markdown: string): ReactNode[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: ReactNode[] = [];
  let i = 0;
  const key = () => String(out.length);
  while (i < lines.length) {
    const line = lines[i]!;
    const fence = FENCE.exec(line);
    if (fence) {
      const code: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.trim().startsWith(fence[1]!)) code.push(lines[i++]!);
      i++;
      out.push(
        // A long line scrolls the block sideways (learning.css.ts), so the block takes the
        // keyboard focus that scrolls it (axe: scrollable-region-focusable).
        <pre key={key()} tabIndex={0}>
          <code>{code.join('\n')}</code>
        </pre>,
      );
      continue;
    }
    if (!line.trim()) {
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      // Inside a question the page's h1 and h2 are above: its headings are h3 or h4.
      out.push(
        createElement(heading[1]!.length <= 3 ? 'h3' : 'h4', { key: key() }, inline(heading[2]!)),
      );
      i++;
      continue;
    }
    const list = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : null;
    if (list) {
      const items: ReactNode[] = [];
      while (i < lines.length && list.test(lines[i]!)) {
        items.push(<li key={items.length}>{inline(list.exec(lines[i]!)![1]!)}</li>);
        i++;
      }
      out.push(createElement(list === BULLET ? 'ul' : 'ol', { key: key() }, items));
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() &&
      !FENCE.test(lines[i]!) &&
      !HEADING.test(lines[i]!) &&
      !BULLET.test(lines[i]!) &&
      !NUMBERED.test(lines[i]!)
    )
      paragraph.push(lines[i++]!);
    out.push(
      <p key={key()}>
        {paragraph.map((text, n) => (
          <Fragment key={n}>
            {n > 0 && <br />}
            {inline(text)}
          </Fragment>
        ))}
      </p>,
    );
  }
  return out;
}

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** One line's inline marks as elements; the rest as text. */
export function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = String(out.length);
    const [, code, bold, italic, label, href] = m;
    if (code !== undefined) out.push(<code key={key}>{code}</code>);
    else if (bold !== undefined) out.push(<strong key={key}>{bold}</strong>);
    else if (italic !== undefined) out.push(<em key={key}>{italic}</em>);
    else {
      const safe = safeHref(href ?? null);
      out.push(
        safe ? (
          <a key={key} href={safe} target="_blank" rel="noopener noreferrer">
            {label}
          </a>
        ) : (
          label
        ),
      );
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}
