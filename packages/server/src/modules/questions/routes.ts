// A batch's question space: asking, answering and accepting (asking.ts), the list (listing.ts),
// upvotes and follows (reactions.ts), moderation (moderation.ts), the similar-question box
// (similar.ts) and "new since your last visit" (visits.ts), each checked by access.ts.
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { QuestionAccess } from './access';
import { QuestionAsking } from './asking';
import { QuestionListing } from './listing';
import { QuestionModeration } from './moderation';
import { QuestionReactions } from './reactions';
import { hasTrigrams, SimilarQuestions } from './similar';
import { QuestionVisits } from './visits';

export function questionHandlers(ctx: AppContext): Handlers {
  const access = new QuestionAccess(ctx);
  const asking = new QuestionAsking(ctx, access);
  const listing = new QuestionListing(ctx, access);
  const reactions = new QuestionReactions(ctx, access);
  const moderation = new QuestionModeration(ctx, access);
  const similar = new SimilarQuestions(
    ctx,
    access,
    hasTrigrams(ctx.db).catch(() => false),
  );
  const visits = new QuestionVisits(ctx, access);

  return defineHandlers({
    listQuestions: (c) => listing.page(me(c), c.params, c.query),
    askQuestion: (c) => asking.ask(me(c), c.params, c.body),
    suggestSimilarQuestions: (c) => similar.suggest(me(c), c.params, c.query.title),
    getQuestionSpaceNews: (c) => visits.news(me(c), c.params),
    markQuestionSpaceVisited: (c) => visits.markVisited(me(c), c.params),
    getQuestion: (c) => asking.thread(me(c), c.params.id),
    answerQuestion: (c) => asking.answer(me(c), c.params.id, c.body),
    acceptAnswer: (c) => asking.accept(me(c), c.params.id, c.body),
    upvoteQuestion: (c) => reactions.upvote(me(c), c.params.id, true),
    withdrawQuestionUpvote: (c) => reactions.upvote(me(c), c.params.id, false),
    followQuestion: (c) => reactions.follow(me(c), c.params.id, true),
    unfollowQuestion: (c) => reactions.follow(me(c), c.params.id, false),
    hideQuestion: (c) => moderation.setHidden(me(c), c.params.id, true),
    unhideQuestion: (c) => moderation.setHidden(me(c), c.params.id, false),
  });
}
