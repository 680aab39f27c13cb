// Quizzes: a course's question bank, each quiz lesson's settings, and the students'
// attempts, graded here on the server. A passed quiz counts its lesson done through the courses
// area's public EnrollmentChanges.
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { EnrollmentChanges, EnrollmentReads } from '../courses/public';
import { quizLesson } from './access';
import { QuizAttempts } from './attempts';
import { QuestionBank } from './bank';
import { QuizSettingsService } from './quiz';

export function quizHandlers(ctx: AppContext): Handlers {
  const bank = new QuestionBank(ctx);
  const settings = new QuizSettingsService(ctx);
  const attempts = new QuizAttempts(ctx, new EnrollmentChanges(ctx, new EnrollmentReads(ctx)));

  return defineHandlers({
    listQuizQuestions: (c) => bank.list(me(c), c.params.id),
    createQuizQuestion: (c) => bank.create(me(c), c.params.id, c.body),
    updateQuizQuestion: (c) => bank.update(me(c), c.params.id, c.params.questionId, c.body),
    deleteQuizQuestion: async (c) => {
      await bank.remove(me(c), c.params.id, c.params.questionId);
    },

    getQuiz: async (c) => {
      const user = me(c);
      const ql = await quizLesson(ctx, ctx.db, user, c.params.id);
      // A student's timed attempt past its deadline is graded before the quiz is shown.
      if (!ql.author) await attempts.settle(user.id, c.params.id);
      return settings.view(ctx.db, user, ql);
    },
    updateQuizSettings: (c) => settings.update(me(c), c.params.id, c.body),

    listMyQuizAttempts: (c) => attempts.list(me(c), c.params.id),
    startQuizAttempt: async (c) => {
      const { created, dto } = await attempts.start(me(c), c.params.id);
      if (created) c.reply.code(201);
      return dto;
    },
    getQuizAttempt: (c) => attempts.get(me(c), c.params.id),
    saveQuizAnswers: (c) => attempts.save(me(c), c.params.id, c.body),
    submitQuizAttempt: (c) => attempts.submit(me(c), c.params.id, c.body),
  });
}
