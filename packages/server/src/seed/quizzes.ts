// The demo's quizzes: every seeded quiz lesson asks real questions, one of each kind the quiz engine
// grades (single and multiple choice, true or false, a short text and a number), about its course.
// The questions go into the course's bank through the bank's own check (checkQuestion), and the
// lesson's quiz asks them in this order with the engine's default settings.
import type { QuizQuestionInput } from '@campus/sdk/model';
import type { Tx } from '../db/client';
import { quizQuestions, quizzes } from '../db/schema/index';
import { checkQuestion } from '../modules/quizzes/public';
import { seedId } from './ids';

const TRUE_FALSE = [
  { id: 'true', text: 'True' },
  { id: 'false', text: 'False' },
];

/** Each seeded quiz lesson's questions, by the lesson's title (courses.json). */
export const SEED_QUIZ_QUESTIONS: Record<string, QuizQuestionInput[]> = {
  'Quiz: state and effects': [
    {
      kind: 'single',
      prompt:
        'Which hook keeps a value between renders and re-renders the component when it changes?',
      choices: [
        { id: 'a', text: 'useState' },
        { id: 'b', text: 'useRef' },
        { id: 'c', text: 'useMemo' },
      ],
      correctChoiceIds: ['a'],
      explanation: 'useRef keeps a value too, but changing it does not re-render.',
    },
    {
      kind: 'multiple',
      prompt: 'Which of these belong in a useEffect?',
      choices: [
        { id: 'a', text: 'Subscribing to a socket' },
        { id: 'b', text: 'Computing a total from props' },
        { id: 'c', text: 'Starting a timer' },
      ],
      correctChoiceIds: ['a', 'c'],
      explanation: 'A value derived from props is computed while rendering, not in an effect.',
    },
    {
      kind: 'trueFalse',
      prompt: 'An effect with an empty dependency list runs after every render.',
      choices: TRUE_FALSE,
      correctChoiceIds: ['false'],
      explanation: 'It runs once after the first render (twice in development’s Strict Mode).',
    },
    {
      kind: 'shortText',
      prompt: 'What does an effect return to undo its work when the component unmounts?',
      acceptedAnswers: ['cleanup function', 'a cleanup function', 'cleanup'],
    },
    {
      kind: 'number',
      prompt:
        'setCount(c => c + 1) is called three times in one click, from 0. What is count after?',
      correctNumber: 3,
      tolerance: 0,
    },
  ],
  'Quiz: CSS layout': [
    {
      kind: 'single',
      prompt: 'Which property lays children out in a row or a column?',
      choices: [
        { id: 'a', text: 'display: flex' },
        { id: 'b', text: 'position: absolute' },
        { id: 'c', text: 'float: left' },
      ],
      correctChoiceIds: ['a'],
    },
    {
      kind: 'multiple',
      prompt: 'Which of these are CSS Grid properties?',
      choices: [
        { id: 'a', text: 'grid-template-columns' },
        { id: 'b', text: 'justify-content' },
        { id: 'c', text: 'grid-area' },
        { id: 'd', text: 'font-weight' },
      ],
      correctChoiceIds: ['a', 'b', 'c'],
      explanation: 'justify-content works in both flexbox and grid.',
    },
    {
      kind: 'trueFalse',
      prompt: 'box-sizing: border-box counts padding and border inside the width.',
      choices: TRUE_FALSE,
      correctChoiceIds: ['true'],
    },
    {
      kind: 'shortText',
      prompt: 'Which at-rule applies styles only from a given screen width on?',
      acceptedAnswers: ['@media', 'media', 'media query'],
    },
    {
      kind: 'number',
      prompt: 'How many columns does grid-template-columns: repeat(4, 1fr) make?',
      correctNumber: 4,
    },
  ],
  'Quiz: consistency': [
    {
      kind: 'single',
      prompt: 'Which isolation level does PostgreSQL use by default?',
      choices: [
        { id: 'a', text: 'Read committed' },
        { id: 'b', text: 'Serializable' },
        { id: 'c', text: 'Read uncommitted' },
      ],
      correctChoiceIds: ['a'],
    },
    {
      kind: 'multiple',
      prompt: 'Which keep two requests from charging a payment twice?',
      choices: [
        { id: 'a', text: 'A unique index on the payment id' },
        { id: 'b', text: 'INSERT … ON CONFLICT DO NOTHING' },
        { id: 'c', text: 'Checking first, then inserting, outside a transaction' },
      ],
      correctChoiceIds: ['a', 'b'],
      explanation: 'A check then an insert leaves a window for a second request between them.',
    },
    {
      kind: 'trueFalse',
      prompt: 'A transaction’s writes are visible to other sessions before it commits.',
      choices: TRUE_FALSE,
      correctChoiceIds: ['false'],
    },
    {
      kind: 'shortText',
      prompt: 'Which SQL clause locks the selected rows until the transaction ends?',
      acceptedAnswers: ['FOR UPDATE', 'select for update'],
    },
    {
      kind: 'number',
      prompt: 'A retry waits 100 ms, doubling each time. How many ms does the fourth retry wait?',
      correctNumber: 800,
    },
  ],
  'Quiz: pipelines': [
    {
      kind: 'single',
      prompt: 'A step that gives the same result when run twice on the same input is…',
      choices: [
        { id: 'a', text: 'idempotent' },
        { id: 'b', text: 'incremental' },
        { id: 'c', text: 'idle' },
      ],
      correctChoiceIds: ['a'],
    },
    {
      kind: 'multiple',
      prompt: 'Which are file formats built for analytics on columns?',
      choices: [
        { id: 'a', text: 'Parquet' },
        { id: 'b', text: 'ORC' },
        { id: 'c', text: 'CSV' },
      ],
      correctChoiceIds: ['a', 'b'],
    },
    {
      kind: 'trueFalse',
      prompt: 'In ELT, data is transformed before it is loaded into the warehouse.',
      choices: TRUE_FALSE,
      correctChoiceIds: ['false'],
      explanation: 'ELT loads first and transforms inside the warehouse; ETL transforms first.',
    },
    {
      kind: 'shortText',
      prompt:
        'What is the graph of tasks an orchestrator such as Airflow runs called (three letters)?',
      acceptedAnswers: ['DAG'],
    },
    {
      kind: 'number',
      prompt: 'A job processes 1,200 rows a second. How many minutes do 360,000 rows take?',
      correctNumber: 5,
    },
  ],
  'Quiz: evaluating models': [
    {
      kind: 'single',
      prompt: 'Which metric suits a fraud model where missing a fraud is the costly mistake?',
      choices: [
        { id: 'a', text: 'Recall' },
        { id: 'b', text: 'Accuracy' },
        { id: 'c', text: 'Mean squared error' },
      ],
      correctChoiceIds: ['a'],
    },
    {
      kind: 'multiple',
      prompt: 'Which are signs of overfitting?',
      choices: [
        { id: 'a', text: 'Training score far above validation score' },
        { id: 'b', text: 'Validation loss rising while training loss falls' },
        { id: 'c', text: 'Both scores low' },
      ],
      correctChoiceIds: ['a', 'b'],
      explanation: 'Both scores low is underfitting.',
    },
    {
      kind: 'trueFalse',
      prompt: 'The test set may be used to pick hyperparameters.',
      choices: TRUE_FALSE,
      correctChoiceIds: ['false'],
    },
    {
      kind: 'shortText',
      prompt: 'What is the table of true and false positives and negatives called?',
      acceptedAnswers: ['confusion matrix'],
    },
    {
      kind: 'number',
      prompt: 'Precision 0.5 and recall 0.5: what is the F1 score?',
      correctNumber: 0.5,
      tolerance: 0.01,
    },
  ],
  'Quiz: cloud basics': [
    {
      kind: 'single',
      prompt: 'Which service model gives you virtual machines to manage yourself?',
      choices: [
        { id: 'a', text: 'IaaS' },
        { id: 'b', text: 'SaaS' },
        { id: 'c', text: 'PaaS' },
      ],
      correctChoiceIds: ['a'],
    },
    {
      kind: 'multiple',
      prompt: 'Which make a service survive the loss of one zone?',
      choices: [
        { id: 'a', text: 'Instances in two or more zones' },
        { id: 'b', text: 'A regional load balancer' },
        { id: 'c', text: 'A bigger single instance' },
      ],
      correctChoiceIds: ['a', 'b'],
    },
    {
      kind: 'trueFalse',
      prompt: 'Object storage is the usual place for backups and static files.',
      choices: TRUE_FALSE,
      correctChoiceIds: ['true'],
    },
    {
      kind: 'shortText',
      prompt: 'What does IAM stand for?',
      acceptedAnswers: ['Identity and Access Management'],
    },
    {
      kind: 'number',
      prompt: 'A VM costs ₹4 an hour. What does it cost, in ₹, running for a 30-day month?',
      correctNumber: 2880,
    },
  ],
};

/** The questions of the seeded quiz lesson `title`; a lesson the demo has none for is an error. */
export function seedQuizQuestions(title: string): QuizQuestionInput[] {
  const questions = SEED_QUIZ_QUESTIONS[title];
  if (!questions) throw new Error(`seed: the quiz lesson "${title}" has no questions`);
  return questions;
}

/** Stores the questions of quiz lesson `lessonId` in its course's bank and the lesson's quiz. */
export async function seedQuiz(
  tx: Tx,
  course: { id: string; key: string },
  lesson: { id: string; title: string },
  firstPosition: number,
): Promise<number> {
  const questions = seedQuizQuestions(lesson.title);
  const ids = questions.map((_, i) => seedId(`quiz-question:${course.key}:${lesson.id}:${i}`));
  await tx.insert(quizQuestions).values(
    questions.map((q, i) => ({
      ...checkQuestion(q),
      id: ids[i]!,
      courseId: course.id,
      position: firstPosition + i,
    })),
  );
  await tx.insert(quizzes).values({
    lessonId: lesson.id,
    courseId: course.id,
    passingScorePercent: 60,
    attemptsAllowed: 3,
    timeLimitMinutes: null,
    showAnswers: 'afterEachAttempt',
    draw: 'fixed',
    questionIds: ids,
    drawCount: null,
    shuffleChoices: false,
  });
  return questions.length;
}
