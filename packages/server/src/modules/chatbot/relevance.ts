// How a row of a knowledge source matches a question and ranks: full-text search over its title
// (weight A) and body (weight B), the keyword (ILIKE) fallback on its title, and the relevance floor.
import { sql, type SQL } from 'drizzle-orm';
import type { Query } from './question-words';

/** tsvector of a title (weight A) and a body (weight B). */
function weighted(title: SQL, body: SQL): SQL {
  return sql`(setweight(to_tsvector('english', coalesce(${title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${body}, '')), 'B'))`;
}

/** What a row's rank gains when the whole question matches it as plain words. */
export const WHOLE_QUESTION = 1;

/**
 * Whether a row matches (full text or a title keyword, and above the floor) and its rank: ts_rank,
 * plus 1 when the whole question matches as plain words, plus a little for a title keyword.
 */
export function matchAndRank(q: Query, title: SQL, body: SQL): { match: SQL; rank: SQL } {
  const doc = weighted(title, body);
  const likes = q.likes.length
    ? sql`(${sql.join(
        q.likes.map((p) => sql`${title} ilike ${p}`),
        sql` or `,
      )})`
    : sql`false`;
  const fts = q.orQuery ? sql`${doc} @@ to_tsquery('english', ${q.orQuery})` : sql`false`;
  const rank = q.orQuery
    ? sql`(ts_rank(${doc}, to_tsquery('english', ${q.orQuery})) + case when ${doc} @@ plainto_tsquery('english', ${q.text}) then ${sql.raw(String(WHOLE_QUESTION))} else 0 end + case when ${likes} then 0.05 else 0 end)`
    : sql`(case when ${likes} then 0.05 else 0 end)`;
  return { match: sql`(${fts} or ${likes}) and ${covers(q, title, doc)}`, rank };
}

/**
 * The relevance floor: a row answers only when it matches at least half of the
 * question's words that mean something to the English dictionary (or, for words of four letters
 * or more, appear in its title). One shared word ("Pune" in a task title, "rupees" in the payment
 * help) is not an answer to "what is the weather in Pune?" — that question gets the fixed
 * "not found" sentence instead of a guess.
 */
function covers(q: Query, title: SQL, doc: SQL): SQL {
  if (q.words.length === 0) return sql`true`;
  const counted = (w: string) => sql`(numnode(to_tsquery('english', ${w})) > 0)::int`;
  const hit = (w: string) =>
    w.length >= 4
      ? sql`(${doc} @@ to_tsquery('english', ${w}) or ${title} ilike ${`%${w}%`})::int`
      : sql`(${doc} @@ to_tsquery('english', ${w}))::int`;
  const sum = (parts: SQL[]) => sql`(${sql.join(parts, sql` + `)})`;
  return sql`${sum(q.words.map(hit))} * 2 >= ${sum(q.words.map(counted))}`;
}
