import { createElement, useMemo, type ReactNode, type Ref } from 'react';

/**
 * Lesson content arrives as HTML the server says it sanitised; the browser does not take that on
 * trust. It is parsed inert (DOMParser runs no scripts and loads nothing) and rebuilt as React
 * elements from an allowlist: no raw HTML is injected, unknown tags keep only their text, every
 * attribute is dropped except a link's http(s)/mailto href. Headings inside a lesson become h3 or h4,
 * under the player's h1 (course) and h2 (lesson), so the outline never skips a level.
 */
const TAGS: Record<string, string> = {
  p: 'p',
  br: 'br',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  u: 'u',
  code: 'code',
  pre: 'pre',
  blockquote: 'blockquote',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  a: 'a',
  h1: 'h3',
  h2: 'h3',
  h3: 'h3',
  h4: 'h4',
  h5: 'h4',
  h6: 'h4',
  hr: 'hr',
  table: 'table',
  thead: 'thead',
  tbody: 'tbody',
  tr: 'tr',
  th: 'th',
  td: 'td',
};
const VOID = new Set(['br', 'hr']);
const DROP = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript']);

export function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  try {
    // Absolute URLs only: a relative one would point into the app itself.
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const name = el.tagName.toLowerCase();
  if (DROP.has(name)) return null;
  const children = Array.from(el.childNodes, (child, i) => convert(child, `${key}.${i}`));
  const tag = TAGS[name];
  if (!tag) return <span key={key}>{children}</span>;
  if (VOID.has(tag)) return createElement(tag, { key });
  if (tag === 'a') {
    const href = safeHref(el.getAttribute('href'));
    if (!href) return <span key={key}>{children}</span>;
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return createElement(tag, { key }, ...children);
}

export function SafeHtml({
  html,
  className,
  ref,
}: {
  html: string;
  className?: string;
  /** The container, whose element children are the content's top-level blocks (the reader counts them). */
  ref?: Ref<HTMLDivElement>;
}) {
  const children = useMemo(() => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return Array.from(doc.body.childNodes, (node, i) => convert(node, String(i)));
  }, [html]);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
