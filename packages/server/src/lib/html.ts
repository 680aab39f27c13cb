// Rich text from authors (lesson content, e-book modules) is written as Markdown and served as
// sanitised HTML, so every screen may render it as HTML: an allowlist of formatting tags and
// attributes, http(s)/mailto links only, no scripts, styles or event handlers, and iframes only for
// YouTube and Vimeo embeds.
import MarkdownIt from 'markdown-it';
import sanitize from 'sanitize-html';
import { fieldError } from '../http/errors';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags,
    'img',
    'h1',
    'h2',
    'iframe',
    'figure',
    'figcaption',
    'video',
    'source',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
    video: ['src', 'controls', 'width', 'height', 'poster'],
    source: ['src', 'type'],
    code: ['class'],
    pre: ['class'],
    span: ['class'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [
    'www.youtube.com',
    'youtube.com',
    'www.youtube-nocookie.com',
    'player.vimeo.com',
  ],
  allowIframeRelativeUrls: false,
  // Links that open a new tab must not hand the opener to the target page.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  disallowedTagsMode: 'discard',
};

/**
 * CommonMark with GFM tables and strikethrough. `html: true` because HTML is part of Markdown and
 * lessons stored as HTML before Markdown must keep rendering; the sanitiser below is what makes
 * that safe. `breaks: true`: authors who press Enter once expect a new line, not a run-on paragraph.
 */
const markdown = new MarkdownIt({ html: true, linkify: true, breaks: true });

/**
 * Rendered text by source: a course read renders every lesson, and lessons change rarely. Bounded in
 * entries and in the size of what it keeps (a long e-book module is rendered each time instead).
 */
const rendered = new Map<string, string>();
const RENDER_CACHE_ENTRIES = 500;
const RENDER_CACHE_MAX_CHARS = 20_000;

/**
 * An author's Markdown as the sanitised HTML readers get: the one rule for lessons, e-book modules
 * and the editors' preview. Rendered on read, so text stored before Markdown (HTML, or Markdown the
 * old editor kept as one paragraph) shows with its shape without a migration.
 */
export function renderRichText(source: string): string {
  const hit = rendered.get(source);
  if (hit !== undefined) return hit;
  const html = sanitizeRichText(markdown.render(source));
  if (source.length > RENDER_CACHE_MAX_CHARS) return html;
  if (rendered.size >= RENDER_CACHE_ENTRIES) {
    const oldest = rendered.keys().next();
    if (!oldest.done) rendered.delete(oldest.value);
  }
  rendered.set(source, html);
  return html;
}

/** Sanitised HTML; whitespace-only results become ''. */
export function sanitizeRichText(html: string): string {
  const clean = sanitize(html, OPTIONS).trim();
  return plainText(clean) === '' && !/<(img|iframe|video)\b/i.test(clean) ? '' : clean;
}

/** The readable text of HTML (for search and reading-time estimates). */
export function plainText(html: string): string {
  // A block's end is a word break: "<h2>Sets</h2><p>Sets keep…" reads "Sets Sets keep…".
  const spaced = html.replace(BLOCK_END, '$& ');
  return sanitize(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const BLOCK_END =
  /<\/(p|li|h[1-6]|pre|div|blockquote|tr|td|th|dt|dd|figcaption|caption)>|<br\s*\/?>/gi;

/** Elements that have no closing tag. */
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'source', 'track', 'wbr']);

/**
 * The top-level elements of well-formed HTML (as the sanitiser writes it), each as its own HTML;
 * text between them stays with the element before it.
 */
function topLevelElements(html: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (const m of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*?(\/?)>/gi)) {
    const name = m[2]!.toLowerCase();
    if (m[1] === '/') depth--;
    else if (m[3] !== '/' && !VOID.has(name)) depth++;
    if (depth === 0) {
      const end = m.index + m[0].length;
      out.push(html.slice(start, end));
      start = end;
    }
  }
  const rest = html.slice(start);
  if (rest.trim() && out.length > 0) out[out.length - 1] += rest;
  else if (rest.trim()) out.push(rest);
  return out;
}

/** Minutes to read at 200 words a minute (0 for no text). */
export function readingMinutes(html: string): number {
  const words = plainText(html).split(' ').filter(Boolean).length;
  return words === 0 ? 0 : Math.max(1, Math.ceil(words / 200));
}

/** The contract's `format: uri` accepts any scheme; links we render must be http(s). */
export function assertWebUrl(path: string, value: string | null | undefined): void {
  if (value == null) return;
  if (!/^https?:\/\//i.test(value)) throw fieldError(path, `${label(path)} must be an http(s) URL`);
}

function label(path: string): string {
  const last = path.split('.').pop() ?? path;
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1).replace(/\burl\b/, 'URL');
}

/**
 * The readable text of each top-level block of an author's Markdown as readers get it (a paragraph,
 * a heading, a whole list or table): block i is the i-th element child of the rendered HTML, which
 * is how the web numbers paragraphs (the reader's kept place, the assistant's `#p-N` links). A block
 * the sanitiser removes entirely (a bare <script>) renders as nothing and is not counted; an element
 * without text (an image, a video) is counted, with no text.
 */
export function richTextBlocks(source: string): string[] {
  const tokens = markdown.parse(source, {});
  const out: string[] = [];
  let start = 0;
  let depth = 0;
  tokens.forEach((t, i) => {
    depth += t.nesting;
    if (t.level !== 0 || depth !== 0) return;
    const html = sanitizeRichText(
      markdown.renderer.render(tokens.slice(start, i + 1), markdown.options, {}),
    );
    start = i + 1;
    // An HTML block ("<h2>…</h2><p>…</p>") is as many blocks as it has top-level elements.
    for (const element of topLevelElements(html)) out.push(plainText(element));
  });
  return out;
}
