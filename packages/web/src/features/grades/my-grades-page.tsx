import type { MyGrades } from '@campus/sdk';
import {
  CardGrid,
  DataTable,
  dataTableColumnHelper,
  EmptyState,
  Heading,
  PageHeader,
  Stack,
  StatCard,
  Text,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../lib/query-view';
import { cellText, percentText, totalText } from './grade-words';
import { myGradesQuery } from './grades.api';

interface Line {
  id: string;
  kind: string;
  title: string;
  result: string;
}

const column = dataTableColumnHelper<Line>();
const columns = [
  column.accessor((l) => l.title, { id: 'title', header: 'Task or quiz' }),
  column.accessor((l) => l.kind, { id: 'kind', header: 'Kind' }),
  column.accessor((l) => l.result, { id: 'result', header: 'Result' }),
];

const linesOf = (g: MyGrades): Line[] =>
  g.columns.map((c) => ({
    id: c._id,
    kind: c.kind === 'quiz' ? `Quiz · ${c.courseTitle ?? ''}` : 'Task',
    title: c.title,
    result: cellText(
      c,
      g.cells.find((x) => x.columnId === c._id),
    ),
  }));

/** "My grades": the student's own tasks and quizzes with their standing and score. */
export function MyGradesPage() {
  const grades = useQuery(myGradesQuery());
  return (
    <Stack gap="lg">
      <PageHeader title="My grades">
        <Text tone="muted">Your tasks and quizzes, with the scores your mentors gave.</Text>
      </PageHeader>
      <QueryView
        query={grades}
        loading={
          <DataTable
            caption="My grades"
            columns={columns}
            data={[]}
            getRowId={(l) => l.id}
            loading
          />
        }
        errorTitle="Your grades could not be loaded"
        isEmpty={(g) => g.columns.length === 0}
        empty={
          <EmptyState
            title="No grades yet"
            description="Tasks your mentor sets and quizzes you take appear here with their scores."
          />
        }
      >
        {(g) => (
          <Stack gap="md">
            <Stack as="section" gap="sm" aria-labelledby="my-standing">
              <Heading level={2} size="md" id="my-standing">
                Your standing
              </Heading>
              <CardGrid as="div" min="sm">
                <StatCard label="Total (weighted points)" value={totalText(g.overall)} />
                <StatCard label="Percentage" value={percentText(g.overall)} />
                <StatCard label="Final grade" value={g.overall.grade ?? '—'} />
              </CardGrid>
              <Text size="sm" tone="muted">
                Over the tasks and quizzes that count so far, each by the weight your mentor or
                instructor gave it. A from 90%, B from 80%, C from 70%, D from 60%, F below.
              </Text>
            </Stack>
            <DataTable
              caption="My grades"
              columns={columns}
              data={linesOf(g)}
              getRowId={(l) => l.id}
              manualSorting={false}
            />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
