// The pieces every personal answer is built from (personal.ts and the answers it hands to
// personal-calendar.ts and personal-tasks.ts): its shape, its limit, a link action, a sentence of
// items and the row a question names.
import type { StoredSearchResult, StoredSuggestion } from '../../db/schema/index';
import { keywords } from './question-words';

/** What a personal answer carries: the sentence, its actions and the sources it names. */
export interface PersonalAnswer {
  response: string;
  suggestions: StoredSuggestion[];
  searchResults: StoredSearchResult[];
}

/** The most actions (and sources) one answer carries. */
export const MAX_ACTIONS = 3;

/** An action that opens a page of the app. */
export const go = (text: string, url: string): StoredSuggestion => ({
  text: text.slice(0, 100),
  action: 'redirect',
  url,
});

/** "a; b and c": the items of one personal answer in a sentence. */
export function listSentence(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('; ')} and ${items[items.length - 1]}`;
}

/** The row whose title shares the most words with the question (none when nothing is shared). */
export function named<T>(message: string, rows: T[], title: (r: T) => string): T | undefined {
  const stem = (w: string) => w.replace(/(ies|es|s)$/, '');
  // Accents dropped on both sides: "cafe" names the “Pune café” task.
  const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
  const asked = new Set(keywords(plain(message)).map(stem));
  let best: { row: T; n: number } | undefined;
  for (const row of rows) {
    const n = keywords(plain(title(row))).filter((w) => asked.has(stem(w))).length;
    if (n > 0 && (!best || n > best.n)) best = { row, n };
  }
  return best?.row;
}
