import type { Answer, PersonSummary, Question, QuestionThread, SimilarQuestion } from '@campus/sdk';
import {
  getAcceptAnswerMockHandler,
  getGetQuestionMockHandler,
  getGetQuestionSpaceNewsMockHandler,
  getListQuestionsMockHandler,
  getMarkQuestionSpaceVisitedMockHandler,
  getSuggestSimilarQuestionsMockHandler,
} from '@campus/sdk/msw';
import { cursorPageOf, failing, pending, storyNow, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [
  ['get', '*/api/batches/:monthYear/:domain/questions'],
  ['get', '*/api/batches/:monthYear/:domain/questions/visit'],
  ['get', '*/api/questions/:id'],
];

export const questionBatch = { monthYear: '2026-11', domain: 'fullstack' };
const person = (_id: string, name: string, role: PersonSummary['role'] = 'student') => ({
  _id,
  name,
  role,
});
const asha = person('u-student-1', 'Asha Rao');
const kabir = person('u-student-2', 'Kabir Menon');
const meera = person('u-mentor-1', 'Meera Iyer', 'mentor');

const HOUR = 3_600_000;
const at = (hours: number) => new Date(storyNow.getTime() + hours * HOUR).toISOString();
/** The viewer's last visit in the stories: three hours before their now. */
export const lastVisitAt = at(-3);

function question(
  _id: string,
  title: string,
  author: PersonSummary | null,
  hoursAgo: number,
  extra: Partial<Question> = {},
): Question {
  return {
    _id,
    batch: questionBatch,
    title,
    body: 'How do I do this? Here is what I tried:\n\n```js\nconsole.log(1);\n```',
    author,
    anonymous: author === null,
    mine: false,
    answerCount: 0,
    upvotes: 0,
    upvotedByMe: false,
    following: false,
    acceptedAnswerId: null,
    hidden: false,
    createdAt: at(-hoursAgo),
    ...extra,
  };
}

/** Two asked since the last visit (one anonymous), two before it (one answered). */
export const questionList: Question[] = [
  question('q-1', 'Why does my useEffect run twice?', kabir, 1, { upvotes: 3 }),
  question('q-2', 'How do I centre a div in a grid?', null, 2, { answerCount: 1 }),
  question('q-3', 'Maximum recursion depth exceeded in my tree walk', asha, 26, {
    answerCount: 2,
    acceptedAnswerId: 'a-1',
    mine: true,
  }),
  question('q-4', 'Git rebase or merge for the group project?', kabir, 50, { answerCount: 1 }),
];

/** Markdown payloads that must show as text: a script, an image with a handler, a javascript: link. */
export const hostileBody = [
  'Is this safe? <script>alert("xss")</script>',
  '',
  '<img src=x onerror="alert(1)">',
  '',
  '[click me](javascript:alert(1)) or [the docs](https://developer.mozilla.org)',
  '',
  '```html',
  '<iframe src="javascript:alert(1)"></iframe>',
  '```',
].join('\n');

const answer = (
  _id: string,
  author: PersonSummary,
  body: string,
  hoursAgo: number,
  accepted = false,
): Answer => ({ _id, questionId: 'q-3', body, author, accepted, createdAt: at(-hoursAgo) });

/** A question with its accepted answer first, then a later one. */
export const answeredThread: QuestionThread = {
  question: { ...questionList[2]!, body: hostileBody },
  answers: [
    answer(
      'a-1',
      meera,
      'Your base case never returns: add `if (!node) return 0;` **before** recursing.',
      20,
      true,
    ),
    answer('a-2', kabir, 'Python stops at 1000 frames by default.', 22),
  ],
};

export const similarQuestions: SimilarQuestion[] = [
  {
    _id: 'q-3',
    title: 'Maximum recursion depth exceeded in my tree walk',
    answerCount: 2,
    createdAt: at(-26),
  },
];

const news = { newQuestions: 2, newAnswers: 1, lastVisitAt };

/** The space as the server answers it: the list paged by cursor, the counts, one thread. */
export const questionSpace = (list: readonly Question[], thread = answeredThread) => [
  getGetQuestionSpaceNewsMockHandler(
    list.length ? news : { newQuestions: 0, newAnswers: 0, lastVisitAt: null },
  ),
  getMarkQuestionSpaceVisitedMockHandler({
    newQuestions: 0,
    newAnswers: 0,
    lastVisitAt: storyNow.toISOString(),
  }),
  getSuggestSimilarQuestionsMockHandler(({ request }) => {
    const title = new URL(request.url).searchParams.get('title') ?? '';
    return /recurs/i.test(title) ? similarQuestions : [];
  }),
  getListQuestionsMockHandler(({ request }) => cursorPageOf(list, request)),
  getGetQuestionMockHandler(thread),
  getAcceptAnswerMockHandler(thread.question),
];

/** A long space: 45 questions, so "Load more" has pages to read. */
export const longQuestionList: Question[] = Array.from({ length: 45 }, (_, n) =>
  question(`q-long-${n + 1}`, `Question number ${n + 1} about arrays`, kabir, n + 1),
);

export const questions: HandlerGroups = {
  full: questionSpace(questionList),
  empty: questionSpace([]),
  error: failing(routes),
  loading: pending(routes),
};
