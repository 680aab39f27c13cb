import type { CourseQuizResults, QuizQuestionResult, QuizResult } from '@campus/sdk';
import {
  Button,
  DataTable,
  dataTableColumnHelper,
  EmptyState,
  Heading,
  Stack,
  Text,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useId, useMemo, useState } from 'react';
import { QueryView } from '../../lib/query-view';
import { percentWords, questionKindWords } from './grade-words';
import { courseQuizResultsQuery } from './grades.api';

const quizColumn = dataTableColumnHelper<QuizResult>();
const questionColumn = dataTableColumnHelper<QuizQuestionResult>();

/** Each question of a quiz: the share right first, as it is what the list is ordered by. */
const questionColumns = [
  questionColumn.accessor('prompt', {
    header: 'Question',
    meta: { wrap: true },
  }),
  questionColumn.accessor('correctPercent', {
    header: 'Share correct',
    meta: { numeric: true, priority: 1 },
    cell: ({ getValue }) => percentWords(getValue()),
  }),
  questionColumn.accessor('correct', {
    header: 'Correct',
    meta: { numeric: true },
    cell: ({ row }) => `${row.original.correct} of ${row.original.asked}`,
  }),
  questionColumn.accessor('answered', {
    header: 'Answered',
    meta: { numeric: true, priority: 3 },
    cell: ({ row }) => `${row.original.answered} of ${row.original.asked}`,
  }),
  questionColumn.accessor('kind', {
    header: 'Kind',
    meta: { priority: 4 },
    cell: ({ getValue }) => questionKindWords[getValue()],
  }),
];

/** A quiz's questions as its students' first attempts met them, hardest first. */
function QuizQuestions({ quiz, id }: { quiz: QuizResult; id: string }) {
  const titleId = useId();
  return (
    <Stack as="section" id={id} gap="sm" aria-labelledby={titleId}>
      <Heading level={3} size="md" id={titleId}>
        Questions of {quiz.heading}
      </Heading>
      {quiz.questions.length === 0 ? (
        <EmptyState
          level={4}
          title="Nobody has taken this quiz yet"
          description="Each question shows here once a student's first attempt is graded."
        />
      ) : (
        <>
          <Text tone="muted" size="sm">
            Hardest first, from each student&apos;s first attempt: retries do not lift a question.
          </Text>
          <DataTable
            caption={`Questions of ${quiz.heading}, hardest first`}
            captionHidden
            columns={questionColumns}
            data={quiz.questions}
            getRowId={(q) => q.questionId}
          />
        </>
      )}
    </Stack>
  );
}

/** Which quiz shows its questions (one at a time), for the rows' buttons. */
const OpenQuiz = createContext<{
  open: string | null;
  toggle: (lessonId: string) => void;
  panelId: string;
}>({ open: null, toggle: () => {}, panelId: '' });

/** A quiz row's action: shows (or hides) the quiz's questions under the table. */
function QuestionsToggle({ quiz }: { quiz: QuizResult }) {
  const { open, toggle, panelId } = useContext(OpenQuiz);
  const shown = open === quiz.lessonId;
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-expanded={shown}
      aria-controls={shown ? panelId : undefined}
      aria-label={`Questions of ${quiz.heading}`}
      onClick={() => toggle(quiz.lessonId)}
    >
      Questions
    </Button>
  );
}

/** The quizzes' columns; the students enrolled are what "Took" reads against. */
function quizColumns(enrolled: number) {
  return [
    quizColumn.accessor('heading', { header: 'Quiz', meta: { wrap: true } }),
    quizColumn.accessor('took', {
      header: 'Took',
      meta: { numeric: true, priority: 1 },
      cell: ({ getValue }) => `${getValue()} of ${enrolled}`,
    }),
    quizColumn.accessor('passed', { header: 'Passed', meta: { numeric: true } }),
    quizColumn.accessor('passRatePercent', {
      header: 'Pass rate',
      meta: { numeric: true },
      cell: ({ getValue }) => percentWords(getValue()),
    }),
    quizColumn.accessor('meanBestPercent', {
      header: 'Mean best score',
      meta: { numeric: true, priority: 3 },
      cell: ({ getValue }) => percentWords(getValue()),
    }),
    quizColumn.accessor('medianBestPercent', {
      header: 'Median best score',
      meta: { numeric: true, priority: 3 },
      cell: ({ getValue }) => percentWords(getValue()),
    }),
    quizColumn.display({
      id: 'actions',
      header: 'Questions',
      meta: { actions: true },
      cell: ({ row }) => <QuestionsToggle quiz={row.original} />,
    }),
  ];
}

/** The course's quizzes in curriculum order, one open at a time to show its questions. */
function QuizResultsTable({
  results,
  courseTitle,
}: {
  results: CourseQuizResults;
  courseTitle: string;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const panelId = useId();
  const columns = useMemo(() => quizColumns(results.enrolled), [results.enrolled]);
  const openQuiz = results.quizzes.find((q) => q.lessonId === open);
  const which = useMemo(
    () => ({
      open,
      toggle: (lessonId: string) => setOpen((o) => (o === lessonId ? null : lessonId)),
      panelId,
    }),
    [open, panelId],
  );
  return (
    <OpenQuiz.Provider value={which}>
      <Stack gap="md">
        <DataTable
          caption={`Quiz results of ${courseTitle}`}
          columns={columns}
          data={results.quizzes}
          getRowId={(q) => q.lessonId}
        />
        {openQuiz && <QuizQuestions key={openQuiz.lessonId} quiz={openQuiz} id={panelId} />}
      </Stack>
    </OpenQuiz.Provider>
  );
}

/**
 * A course's quiz results, beside its gradebook: per quiz (curriculum order) how many of the
 * students enrolled took it and passed, the pass rate and their best scores' mean and median; per
 * question, hardest first, the share of first attempts that got it right. It reads the server's
 * figures as they are (getCourseQuizResults) and refreshes with the gradebook when a quiz is graded.
 */
export function QuizResults({ courseId, courseTitle }: { courseId: string; courseTitle: string }) {
  const results = useQuery(courseQuizResultsQuery(courseId));
  const titleId = useId();
  return (
    <Stack as="section" gap="md" aria-labelledby={titleId}>
      <Heading level={2} size="lg" id={titleId}>
        Quiz results
      </Heading>
      <Text tone="muted" size="sm">
        Of the students enrolled now: who took each quiz and passed it, by their best attempt.
      </Text>
      <QueryView
        query={results}
        loading="Loading the quiz results…"
        errorTitle="The quiz results could not be loaded"
        isEmpty={(r) => r.quizzes.length === 0}
        empty={
          <EmptyState
            level={3}
            title="No quiz in this course yet"
            description="Add a quiz lesson in the course editor: how it goes shows here once students take it."
          />
        }
      >
        {(r) => <QuizResultsTable results={r} courseTitle={courseTitle} />}
      </QueryView>
    </Stack>
  );
}
