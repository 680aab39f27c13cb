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
