// The passage index: what Campus teaches — lesson text and Skill_Up module text — cut into
// passages of about 120–250 words, searched with PostgreSQL full-text search and trigram similarity
// (for typos), with the caller's read permissions. The index is written in the same transaction as
// the content (courses' curriculum writes and e-book module writes call `passageIndex`), so a
// published or edited lesson is searchable as soon as its write commits.
//
// Languages: English text gets the `english` configuration. Devanagari text gets `hindi` where the
// database has that configuration (PGlite does) and `simple` (no stemming, no stop words) where it
// does not, so a Hindi passage is still found by its exact words on any PostgreSQL.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  courseLessons,
  courses,
  ebookModules,
  passages,
  passageWords,
  type PassageSource,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { richTextBlocks } from '../../lib/html';
import { synonymsOf } from './glossary';

const MIN_WORDS = 120;
const MAX_WORDS = 250;

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/** A passage: its text and the 0-based block it starts at. */
export interface Cut {
  paragraph: number;
  body: string;
}

/**
 * Consecutive blocks joined until a passage has at least MIN_WORDS; a block longer than MAX_WORDS
 * is split (every piece starts at that block); a short tail joins the passage before it when the
 * two stay within MAX_WORDS.
 */
export function cutPassages(blocks: string[]): Cut[] {
  // Blocks stay on lines of their own inside a passage, so a quote never runs a heading or a
  // paragraph without a full stop into the next one.
  const out: Array<{ paragraph: number; lines: string[]; words: number }> = [];
  let current: { paragraph: number; lines: string[]; words: number } | null = null;
  blocks.forEach((block, i) => {
    const w = words(block);
    if (w.length === 0) return;
    if (w.length > MAX_WORDS) {
      current = null;
      const pieces = Math.ceil(w.length / 200);
      const size = Math.ceil(w.length / pieces);
      for (let k = 0; k < w.length; k += size) {
        const piece = w.slice(k, k + size);
        out.push({ paragraph: i, lines: [piece.join(' ')], words: piece.length });
      }
      return;
    }
    if (current && current.words + w.length > MAX_WORDS) current = null;
    if (!current) {
      current = { paragraph: i, lines: [], words: 0 };
      out.push(current);
    }
    current.lines.push(w.join(' '));
    current.words += w.length;
    if (current.words >= MIN_WORDS) current = null;
  });
  // A short tail joins the passage before it when the two stay within MAX_WORDS.
  const tail = out[out.length - 1];
  const before = out[out.length - 2];
  if (tail && before && tail.words < MIN_WORDS && before.words + tail.words <= MAX_WORDS) {
    before.lines.push(...tail.lines);
    out.pop();
  }
  return out.map((p) => ({ paragraph: p.paragraph, body: p.lines.join('\n') }));
}

const DEVANAGARI = /[\u0900-\u097F]/g;
const LETTER = /\p{L}/gu;

/** Whether most of the letters of a text are Devanagari. */
export const isDevanagari = (text: string) =>
  (text.match(DEVANAGARI)?.length ?? 0) * 2 > (text.match(LETTER)?.length ?? 0);

/** Per database: `hindi` when the configuration exists, else `simple`. */
const devanagariConfig = new WeakMap<object, Promise<string>>();
function devanagariConfigOf(db: Queryable): Promise<string> {
  let found = devanagariConfig.get(db);
  if (!found) {
    found = db
      .execute(sql`select 1 from pg_ts_config where cfgname = 'hindi'`)
      .then((r) => ((r as unknown as { rows: unknown[] }).rows.length ? 'hindi' : 'simple'));
    devanagariConfig.set(db, found);
  }
  return found;
}

async function configFor(db: Queryable, text: string): Promise<string> {
  return isDevanagari(text) ? devanagariConfigOf(db) : 'english';
}

type Place =
  | { source: 'lesson'; courseId: string; lessonId: string }
  | { source: 'ebook_module'; ebookId: string; ebookModuleId: string };

async function insertPassages(db: Queryable, place: Place, title: string, markdown: string) {
  const cuts = cutPassages(richTextBlocks(markdown));
  if (cuts.length === 0) return;
  const rows = await Promise.all(
    cuts.map(async (c) => {
      const lang = await configFor(db, c.body);
      return {
        ...place,
        title,
        paragraph: c.paragraph,
        body: c.body,
        lang,
        tsv: sql`setweight(to_tsvector(${lang}::regconfig, ${title}), 'A') || setweight(to_tsvector(${lang}::regconfig, ${c.body}), 'B')`,
      };
    }),
  );
  await db.insert(passages).values(rows);
  const words = new Set(
    cuts.flatMap((c) => wordsOf(c.body).filter((w) => w.length >= TRIGRAM_MIN)),
  );
  if (words.size > 0) {
    await db
      .insert(passageWords)
      .values([...words].map((word) => ({ word })))
      .onConflictDoNothing();
  }
}

/** Lower-case words of any script (letters, marks, digits), as questions are split. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u);
}

/** The named interface the content areas write through (in their own transaction). */
export const passageIndex = {
  /** Re-cuts every lesson of a course (after its curriculum is stored). */
  async course(db: Queryable, courseId: string): Promise<void> {
    await db.delete(passages).where(eq(passages.courseId, courseId));
    const lessons = await db
      .select({ id: courseLessons.id, title: courseLessons.title, content: courseLessons.content })
      .from(courseLessons)
      .where(eq(courseLessons.courseId, courseId));
    for (const l of lessons) {
      if (!l.content) continue;
      const place = { source: 'lesson' as const, courseId, lessonId: l.id };
      await insertPassages(db, place, l.title, l.content);
    }
  },

  /** Re-cuts one e-book module (after it is added or edited). */
  async ebookModule(db: Queryable, moduleId: string): Promise<void> {
    await db.delete(passages).where(eq(passages.ebookModuleId, moduleId));
    const [m] = await db.select().from(ebookModules).where(eq(ebookModules.id, moduleId));
    if (!m) return;
    const place = {
      source: 'ebook_module' as const,
      ebookId: m.ebookCourseId,
      ebookModuleId: m.id,
    };
    await insertPassages(db, place, m.title, m.content);
  },

  /** Every course and e-book module (the migration's backfill and the demo seed). */
  async rebuild(db: Queryable): Promise<number> {
    const cs = await db.select({ id: courses.id }).from(courses);
    for (const c of cs) await this.course(db, c.id);
    const ms = await db
      .select({ id: ebookModules.id })
      .from(ebookModules)
      .orderBy(asc(ebookModules.ebookCourseId), asc(ebookModules.position));
    for (const m of ms) await this.ebookModule(db, m.id);
    const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(passages);
    return n?.n ?? 0;
  },
};

/** A passage the caller may read that answers the question. */
export interface PassageHit {
  source: PassageSource;
  title: string;
  /** The course or the e-book it belongs to. */
  parent: string;
  url: string;
  body: string;
  /** Question terms the passage matches, of the meaningful ones. */
  covered: number;
  rank: number;
}

const STOP = new Set(
  'a an and are as at be but by can could do does did for from have has how i in is it its me my of on or please show tell that the this these those to was what when where which who whom why will with would you your about any there get want need help find explain explained mean means define definition difference differences between vs versus compare shouldn don doesn isn aren won say says said lesson lessons module modules chapter course courses skillup skill up ebook ebooks e-book book according campus should we our us into than then so if not no yes why people use using used something else way give example everyday typical happens happen really thing things just also kya hai hain hota hoti hote kaise kaisa karein karen kare karna karte mein ke ki ka ko se liye aur bhi kab kyu kyun kitne kitna kitni nikale nikalein bina wala wali ek yeh ye woh jab tab apna apni mera meri mere batayein batao bataye samjhao dein diya hoga sakte chahiye'.split(
    ' ',
  ),
);

/** The question's search terms: lower-case letters and digits of any script, minus stop words. */
export function passageTerms(message: string): string[] {
  const terms = wordsOf(message).filter((w) => w.length >= 2 && !STOP.has(w));
  return [...new Set(terms)].slice(0, 10);
}

/**
 * What the caller may read, as the course and e-book reads decide it: an admin everything; a
 * course's instructor its lessons; a learner (an active, unexpired or completed enrollment) the
 * course's lessons; anyone a published course's free-preview lessons; published e-books for all.
 */
function readable(user: Principal, now: Date): SQL {
  if (user.role === 'admin') return sql`true`;
  return sql`(
    (p.source = 'lesson' and (
      c.instructor_id = ${user.id}
      or (c.status = 'published' and l.preview)
      or exists (select 1 from enrollments en where en.course_id = p.course_id and en.student_id = ${user.id}
                 and (en.status = 'completed' or (en.status = 'active' and (en.expires_at is null or en.expires_at > ${now.toISOString()}::timestamptz))))
    ))
    or (p.source = 'ebook_module' and e.published)
  )`;
}

/** The share of a question's meaningful terms a passage must match, in tenths. */
const FLOOR_TENTHS = 4;
/** Words shorter than this are not matched by trigram similarity (too many near neighbours). */
const TRIGRAM_MIN = 5;
/** Passages scored per question at most, of each kind of candidate (see searchPassages). */
const CANDIDATES = 100;
/** Words of the vocabulary a misspelt term is corrected to at most. */
const TYPO_WORDS = 5;

/**
 * The best passages for the question (at most `limit`), above the relevance floor: a passage must
 * match (by its text-search vector, or for a misspelt word of five letters or more by one of its
 * nearest words in the passages' vocabulary, or by a word of its glossary group) at least two of the
 * question's meaningful terms and at least FLOOR_TENTHS tenths of them (one term when the question
 * has only one).
 *
 * Every test is a text-search match, so a question's cost does not grow with the passages its common
 * words touch (p95 ≤ 300 ms at 5,000 passages):
 * 1. one small query decides each long term: a word some passage's vector holds (GIN on tsv) stays
 *    itself; a word none holds is a typo, replaced by the TYPO_WORDS nearest words of the
 *    vocabulary (trigram index on passage_words) close enough by strict word similarity (`<<%`:
 *    "validaton" finds "validation", "everest" does not find "every");
 * 2. the candidates: the CANDIDATES best-ranked passages the caller may read matching any term (GIN),
 *    and for each corrected typo up to CANDIDATES passages holding one of its words;
 * 3. only the candidates are scored term by term, each term one vector match.
 * (Testing trigram similarity against every candidate's text instead cost ~2 ms a passage and term:
 * p95 ≈ 300 ms at 5,000 passages on a quiet machine, seconds when it ran over every passage.)
 */
export async function searchPassages(
  db: Queryable,
  user: Principal,
  message: string,
  now: Date,
  limit = 3,
): Promise<PassageHit[]> {
  const terms = passageTerms(message);
  if (terms.length === 0) return [];
  // A word as a query on any passage: its English stem, or as the Devanagari passages' own
  // configuration (hindi or simple) reads it.
  const dev = await devanagariConfigOf(db);
  const asQuery = (words: string) =>
    sql`(to_tsquery('english', ${words}) || to_tsquery(${dev}::regconfig, ${words}))`;
  // A word the glossary knows is not a typo: its group is searched instead.
  const corrected = await typoCorrections(
    db,
    terms.filter((w) => w.length >= TRIGRAM_MIN && synonymsOf(w).length === 0),
    dev,
  );
  // Each term's query: itself, its corrections, or nothing (a typo with no near word).
  const queries = terms
    .map((w) => {
      const near = corrected.get(w);
      if (!near) return asQuery([w, ...synonymsOf(w)].join(' | '));
      return near.length > 0 ? asQuery(near.join(' | ')) : null;
    })
    .filter((q): q is SQL => q !== null);
  if (queries.length === 0) return [];
  // A passage is about its course's or e-book's subject too: "python" counts for a module of
  // "Data Structures in Python" (scored on the candidates only, never to find them).
  const about = sql`(p.tsv || to_tsvector('english', coalesce(c.title, e.title, '')))`;
  const covered = sql`(${sql.join(
    queries.map((q) => sql`(${about} @@ ${q})::int`),
    sql` + `,
  )})`;
  const anyTerm = sql.join(queries, sql` || `);
  // Terms the English dictionary drops ("between") do not count against a passage; Devanagari and
  // other non-Latin words always count.
  const meaningful = sql`(${sql.join(
    terms.map((w) => sql`(numnode(to_tsquery('english', ${w})) > 0 or ${w} ~ '[^a-z0-9]')::int`),
    sql` + `,
  )})`;
  const from = sql`from passages p
      left join courses c on c.id = p.course_id
      left join course_lessons l on l.id = p.lesson_id
      left join ebook_courses e on e.id = p.ebook_id`;
  const ranked = sql`(select p.id ${from}
      where p.tsv @@ (${anyTerm}) and ${readable(user, now)}
      order by ts_rank(p.tsv, ${anyTerm}) desc
      limit ${CANDIDATES})`;
  const typos = [...corrected.values()]
    .filter((near) => near.length > 0)
    .map(
      (near) => sql`(select p.id ${from}
      where p.tsv @@ ${asQuery(near.join(' | '))} and ${readable(user, now)}
      limit ${CANDIDATES})`,
    );
  const candidates = sql.join([ranked, ...typos], sql` union `);
  const res = (await db.execute(sql`
    select * from (
      select p.source, p.title, p.paragraph, p.body, p.course_id, p.lesson_id, p.ebook_id,
             p.ebook_module_id, coalesce(c.title, e.title) as parent, ${covered} as covered,
             ts_rank_cd(p.tsv, ${anyTerm}) as rank
      ${from}
      where p.id in (${candidates})
    ) m
    where m.covered >= least(2, ${meaningful}) and m.covered * 10 >= ${meaningful} * ${sql.raw(String(FLOOR_TENTHS))}
    order by m.covered desc, m.rank desc
    limit ${limit}
  `)) as unknown as { rows: Record<string, unknown>[] };
  return res.rows.map((r) => ({
    source: r.source as PassageSource,
    title: String(r.title),
    parent: String(r.parent ?? ''),
    url:
      r.source === 'lesson'
        ? `/courses/${String(r.course_id)}/lessons/${String(r.lesson_id)}#p-${Number(r.paragraph)}`
        : `/ebookstudent/${String(r.ebook_id)}/${String(r.ebook_module_id)}#p-${Number(r.paragraph)}`,
    body: String(r.body),
    covered: Number(r.covered),
    rank: Number(r.rank),
  }));
}

/**
 * The long terms no passage's vector holds (typos), each with its nearest words of the vocabulary
 * (none when nothing is close): one query, through the GIN index on the vectors and the trigram
 * index on passage_words.
 */
async function typoCorrections(
  db: Queryable,
  long: string[],
  dev: string,
): Promise<Map<string, string[]>> {
  if (long.length === 0) return new Map();
  const list = sql.join(
    long.map((w) => sql`${w}`),
    sql`, `,
  );
  const res = (await db.execute(sql`
    select t.w, coalesce((select array_agg(v.word) from (
             select word from passage_words where word % t.w and t.w <<% word
             order by similarity(word, t.w) desc, word limit ${TYPO_WORDS}) v), '{}') as near
    from unnest(array[${list}]::text[]) t(w)
    where not exists (select 1 from passages q
                      where q.tsv @@ (to_tsquery('english', t.w) || to_tsquery(${dev}::regconfig, t.w)))
  `)) as unknown as { rows: Array<{ w: string; near: string[] }> };
  return new Map(res.rows.map((r) => [r.w, r.near]));
}

/** How many passages the index holds (the capabilities call). */
export async function passageCount(db: Queryable): Promise<number> {
  const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(passages);
  return n?.n ?? 0;
}

/**
 * The quote of a passage: its sentences around the one that matches most of the terms, at most
 * about 280 characters, and the words in it that match a term (for the app to mark — plain words,
 * never markup).
 */
export function quote(body: string, terms: string[]): { text: string; highlights: string[] } {
  // A crude stem is enough to mark words: "tuning" and "tune", "lookups" and "lookup".
  const stem = (w: string) => w.toLowerCase().replace(/(ing|ed|es|s|e|ly)$/u, '');
  const stems = terms.map(stem).filter((t) => t.length >= 2);
  const matches = (word: string) => {
    const w = stem(word);
    return (
      w.length >= 2 && stems.some((t) => w.startsWith(t) || (w.length >= 3 && t.startsWith(w)))
    );
  };
  const sentences = body.match(/[^.!?।\n]+[.!?।]*\s*/gu) ?? [body];
  const score = (s: string) => new Set(s.split(/[^\p{L}\p{M}\p{N}]+/u).filter(matches)).size;
  let best = 0;
  sentences.forEach((s, i) => {
    if (score(s) > score(sentences[best]!)) best = i;
  });
  // A sentence cut after code ("…Campus!'); Split the data") starts at its first word.
  let text = sentences[best]!.trim().replace(/^[^\p{L}\p{N}]+/u, '');
  for (let i = best + 1; i < sentences.length && text.length < 200; i++) {
    text = `${text} ${sentences[i]!.trim()}`;
  }
  if (text.length > 280) text = `${text.slice(0, 279).trimEnd()}…`;
  const highlights = [
    ...new Set(text.split(/[^\p{L}\p{M}\p{N}]+/u).filter((w) => w && matches(w))),
  ].slice(0, 12);
  return { text, highlights };
}
