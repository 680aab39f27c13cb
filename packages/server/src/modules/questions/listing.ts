// A batch's questions, newest first (ties by id), paged by cursor. Each filter reads one index
// range in that order (db/schema/questions.ts): the batch's questions (all, or the visible ones
// for students), its unanswered ones, the caller's own, the caller's follows. `search` keeps the
// rows whose words match (the GIN index over `tsv`), in the same order.
import type { BatchRef, OperationQuery, QuestionPage } from '@campus/sdk/model';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { questionFollows, questions, users } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import type { QuestionAccess } from './access';
import { questionColumns, toQuestion } from './view';

const byNewest: Keyset = {
  list: 'questions',
  keys: [
    { expr: questions.createdAt, type: 'timestamptz', dir: 'desc' },
    { expr: questions.id, type: 'uuid', dir: 'desc' },
  ],
};

/** The same order read from the follows' own copy of it (question_follows_user_idx). */
const byNewestFollowed: Keyset = {
  list: 'questions',
  keys: [
    { expr: questionFollows.questionCreatedAt, type: 'timestamptz', dir: 'desc' },
    { expr: questionFollows.questionId, type: 'uuid', dir: 'desc' },
  ],
};

/** The words of a search, as PostgreSQL's English full-text search reads them. */
const wordsOf = (search: string): SQL => sql`websearch_to_tsquery('english', ${search})`;

export class QuestionListing {
  constructor(
    private readonly ctx: AppContext,
    private readonly access: QuestionAccess,
  ) {}

  async page(
    user: Principal,
    batch: BatchRef,
    query: OperationQuery<'listQuestions'>,
  ): Promise<QuestionPage> {
    const viewer = await this.access.space(user, batch);
    const filter = query.filter ?? 'all';
    const search = query.search?.trim() || undefined;
    const keyset = filter === 'following' ? byNewestFollowed : byNewest;
    const page = keysetPage(keyset, cursorScope({ ...batch, filter, search }), {
      cursor: query.cursor,
      pageSize: query.pageSize ?? 20,
    });
    const where = and(
      eq(questions.monthYear, batch.monthYear),
      eq(questions.domain, batch.domain),
      viewer.membership === 'staff' ? undefined : isNull(questions.hiddenAt),
      filter === 'unanswered' ? isNull(questions.acceptedAnswerId) : undefined,
      filter === 'mine' ? eq(questions.authorId, user.id) : undefined,
      filter === 'following' ? eq(questionFollows.userId, user.id) : undefined,
      search ? sql`${questions.tsv} @@ ${wordsOf(search)}` : undefined,
      page.after,
    );
    const columns = { ...questionColumns(user.id), keys: keysetKeys(keyset) };
    const base =
      filter === 'following'
        ? this.ctx.db
            .select(columns)
            .from(questionFollows)
            .innerJoin(questions, eq(questions.id, questionFollows.questionId))
        : this.ctx.db.select(columns).from(questions);
    const rows = await base
      .innerJoin(users, eq(users.id, questions.authorId))
      .where(where)
      .orderBy(...page.order)
      .limit(page.limit);
    const { items, nextCursor, pageSize } = page.finish(rows, (r) => r.keys);
    return { items: items.map((r) => toQuestion(r, viewer)), nextCursor, pageSize };
  }
}
