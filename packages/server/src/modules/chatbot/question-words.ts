// The question as search terms: its lower-cased keywords without stop words, joined for
// to_tsquery, and the %word% patterns of the keyword fallback for words the dictionary does not know.

const STOP = new Set(
  'a an and are as at be but by can could do does for from have how i in is it me my of on or please show tell that the this to was what when where which who why will with you your about any there get want need help find'.split(
    ' ',
  ),
);

/** Lower-case words of the question, safe to put in a to_tsquery expression. */
export function keywords(message: string): string[] {
  const words = message
    .toLowerCase()
    .replace(/skill[_\s-]?up/g, 'skillup ebook')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2 && !STOP.has(w));
  return [...new Set(words)].slice(0, 12);
}

export interface Query {
  text: string;
  /** The question's keywords (retrieval's relevance floor counts how many a row matches). */
  words: string[];
  /** word | word | … for to_tsquery ('' when nothing is left after stop words). */
  orQuery: string;
  /** %word% patterns for the keyword fallback. */
  likes: string[];
}

/** The search terms of a question. */
export function toQuery(message: string): Query {
  const words = keywords(message);
  return {
    text: message.slice(0, 500),
    words,
    orQuery: words.join(' | '),
    likes: words.filter((w) => w.length >= 4).map((w) => `%${w}%`),
  };
}

/**
 * Topics Campus holds no answer for: tax invoices, refunds, visas and permits, jobs, salaries and
 * placement guarantees, loans, other platforms, the news. Unless a lesson or module passage answers
 * such a question, it gets the fixed "not found" sentence — never a help answer or a course that
 * merely shares a word with it ("payment" in "a GST invoice for my payment").
 */
export const OUTSIDE_CAMPUS =
  /\b(gst(in)?|invoices?|tax(es)?|tds|pan card|refunds?|money back|paisa wapas|return policy|reimburse(d|ment)?|visas?|passport|work permit|green card|h1b|salary|salaries|stipend|package|hiring|jobs?|naukri|internships?|offer letter|experience letter|refer me|loans?|emis?|cibil|guarantee[ds]?|scholarships?|coursera|udemy|byju'?s|scaler|unacademy|leetcode|linkedin|gate|jee|weather|share price|stock price|train ticket)\b/i;
