// The allowlist for mentor updates with `bodyFormat: html` (contract, createMentorUpdate): p, br,
// strong, em, ul, ol, li, code, pre, blockquote, and a with an https href opened with
// rel="noopener noreferrer". Everything else is stripped (script and style with their content).
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'code', 'pre', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['https'],
  allowedSchemesByTag: { a: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template', 'title'],
  transformTags: {
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? '';
      // A link that is not https keeps its words but no target (an inert <a>).
      if (!/^https:\/\//i.test(href)) return { tagName: 'a', attribs: {} };
      return { tagName: 'a', attribs: { href, target: '_blank', rel: 'noopener noreferrer' } };
    },
  },
};

export function sanitizeUpdateHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
