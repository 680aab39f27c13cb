import type { MyGrades } from '@campus/sdk';
import { DataTable, dataTableColumnHelper, EmptyState, PageHeader, Stack, Text } from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../lib/query-view';
import { cellText } from './grade-words';
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
          <DataTable
            caption="My grades"
            columns={columns}
            data={linesOf(g)}
            getRowId={(l) => l.id}
            manualSorting={false}
          />
        )}
      </QueryView>
    </Stack>
  );
}
