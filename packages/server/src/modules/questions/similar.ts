// The similar-question box: while a title is typed, the answered questions of the batch most like
// it, scored over the batch's answered questions (`rank`). Two signals:
// - words: any of the title's words (English stems, stop words dropped) in a question's title or
//   body, ranked by ts_rank over `tsv` (a title's words weigh more than the body's);
// - spelling: trigram similarity of the two titles (pg_trgm), so a misspelt or run-together word
//   still counts. Where pg_trgm is missing the box ranks by words alone.
// Judged by similar-questions.test.ts on 100 reworded titles with a held-out half.
import type { BatchRef, SimilarQuestion } from '@campus/sdk/model';
import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { questions } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import type { QuestionAccess } from './access';

/** How many questions the box offers. */
export const SIMILAR_LIMIT = 3;
/** How many of a batch's answered questions the box scores: the newest. */
const SCORED_LIMIT = 2_000;
/** What a title's trigram similarity adds to its words' rank. */
const SPELLING_WEIGHT = 1;
/** Below this score a question is not offered (nothing close enough). */
const MIN_SCORE = 0.05;

/** Any of the typed title's words: its AND query's operators turned into OR. */
const anyWordOf = (title: string): SQL =>
  sql`regexp_replace(plainto_tsquery('english', ${title})::text, '&|<->|<[0-9]+>', '|', 'g')::tsquery`;

/** Whether pg_trgm is installed in this database (its migration builds the index only then). */
export async function hasTrigrams(q: Queryable): Promise<boolean> {
  const rows = await q.execute<{ on: boolean }>(
    sql`select exists (select 1 from pg_extension where extname = 'pg_trgm') as on`,
  );
  const list = Array.isArray(rows) ? rows : (rows as { rows: { on: boolean }[] }).rows;
  return Boolean(list[0]?.on);
}

export class SimilarQuestions {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: QuestionAccess,
    private readonly trigrams: Promise<boolean>,
  ) {}

  async suggest(user: Principal, batch: BatchRef, title: string): Promise<SimilarQuestion[]> {
    await this.access.space(user, batch);
    return this.rank(batch, title);
  }

  /**
   * The answered, visible questions of `batch` most like `title`, the most similar first. The
   * batch's newest SCORED_LIMIT answered questions are read first (one range of
   * questions_batch_visible_idx, newest first) and scored there. The LIMIT is also what keeps the
   * planner from starting at the campus-wide full-text and trigram indexes, whose matches grow with
   * every batch's questions (a common title matches thousands of other batches' questions, all read
   * and then dropped): a subquery with a LIMIT is planned on its own. (Drizzle leaves out an
   * OFFSET 0, so it cannot be the fence.) A batch holds hundreds of questions; scoring them is a few
   * milliseconds at any campus size.
   */
  async rank(batch: BatchRef, title: string): Promise<SimilarQuestion[]> {
    const typed = title.trim();
    const words = anyWordOf(typed);
    const answered = this.ctx.db
      .select({
        id: questions.id,
        title: questions.title,
        answerCount: questions.answerCount,
        createdAt: questions.createdAt,
        tsv: questions.tsv,
      })
      .from(questions)
      .where(
        and(
          eq(questions.monthYear, batch.monthYear),
          eq(questions.domain, batch.domain),
          isNotNull(questions.acceptedAnswerId),
          isNull(questions.hiddenAt),
        ),
      )
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(SCORED_LIMIT)
      .as('answered');
    const spelling = (await this.trigrams)
      ? {
          match: sql`${answered.title} % ${typed}`,
          score: sql`similarity(${answered.title}, ${typed})`,
        }
      : { match: undefined, score: sql`0` };
    const score = sql<number>`ts_rank(${answered.tsv}, ${words}) + ${SPELLING_WEIGHT} * ${spelling.score}`;
    const rows = await this.ctx.db
      .select({
        id: answered.id,
        title: answered.title,
        answerCount: answered.answerCount,
        createdAt: answered.createdAt,
        score,
      })
      .from(answered)
      .where(or(sql`${answered.tsv} @@ ${words}`, spelling.match))
      .orderBy(desc(score), desc(answered.createdAt), desc(answered.id))
      .limit(SIMILAR_LIMIT);
    return rows
      .filter((r) => Number(r.score) >= MIN_SCORE)
      .map((r) => ({
        _id: r.id,
        title: r.title,
        answerCount: r.answerCount,
        createdAt: r.createdAt.toISOString(),
      }));
  }
}
