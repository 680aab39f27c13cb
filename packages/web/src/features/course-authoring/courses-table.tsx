import { normalizeError, type CourseSummary } from '@campus/sdk';
import {
  Alert,
  Badge,
  Button,
  Currency,
  DataTable,
  dataTableColumnHelper,
  EmptyState,
  Heading,
  Inline,
  linkClassName,
  Stack,
  Text,
  TextField,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { createdCoursesQuery, manageCoursesQuery } from './course-authoring.api';

const col = dataTableColumnHelper<CourseSummary>();
const columns = col.columns([
  col.accessor('title', {
    header: 'Course',
    cell: (info) => (
      <Link
        className={linkClassName()}
        href={paths.createCourse.href(info.row.original._id)}
        aria-label={`Edit ${info.getValue()}`}
      >
        {info.getValue()}
      </Link>
    ),
  }),
  col.accessor((c) => c.instructor.name, { id: 'instructor', header: 'Instructor' }),
  col.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <Badge tone={info.getValue() === 'published' ? 'success' : 'neutral'}>
        {info.getValue() === 'published' ? 'Published' : 'Draft'}
      </Badge>
    ),
  }),
  col.accessor('lessonCount', { header: 'Lessons', meta: { numeric: true } }),
  col.accessor('enrolledCount', { header: 'Enrolled', meta: { numeric: true } }),
  col.accessor('price', {
    header: 'Price',
    meta: { numeric: true },
    cell: (info) => (info.getValue() > 0 ? <Currency amount={info.getValue()} /> : 'Free'),
  }),
]);

const noCourses: CourseSummary[] = [];
const PAGE_SIZE = 20;

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Alert
      tone="danger"
      title="The courses could not be loaded"
      actions={
        <Button size="sm" variant="secondary" onClick={retry}>
          Try again
        </Button>
      }
    >
      {normalizeError(error).message}
    </Alert>
  );
}

const emptyState = (
  <EmptyState
    level={2}
    title="No courses yet"
    description="Courses you create appear here, drafts included."
    action={
      <Link className={linkClassName()} href={paths.createCourse.href()}>
        Create a course
      </Link>
    }
  />
);

/** /admin/courses: every course, drafts included, searchable, each opening in the editor. */
export function AdminCoursesPage() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const courses = useQuery(
    manageCoursesQuery({ search: search || undefined, page, pageSize: PAGE_SIZE }),
  );
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(text.trim());
    setPage(1);
  };
  return (
    <Stack gap="lg">
      <Inline justify="space-between" gap="md">
        <Stack gap="xs">
          <Heading level={1}>Courses</Heading>
          <Text tone="muted">Every course, published and draft. Open one to edit it.</Text>
        </Stack>
        <Link className={linkClassName()} href={paths.createCourse.href()}>
          Create a course
        </Link>
      </Inline>
      <form role="search" aria-label="Courses" onSubmit={onSearch}>
        <Inline gap="sm" align="flex-end">
          <TextField
            type="search"
            label="Search courses"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </Inline>
      </form>
      {courses.isError ? (
        <Failed error={courses.error} retry={() => void courses.refetch()} />
      ) : (
        <DataTable
          caption="Courses"
          captionHidden
          columns={columns}
          data={courses.data?.items ?? noCourses}
          getRowId={(c) => c._id}
          loading={courses.isPending}
          pagination={{
            page,
            pageSize: PAGE_SIZE,
            total: courses.data?.total ?? 0,
            onPageChange: setPage,
          }}
          empty={emptyState}
        />
      )}
    </Stack>
  );
}

/** An instructor's own courses (all of them, drafts included), on the course editor's page. */
export function MyCourses({ userId }: { userId: string }) {
  const courses = useQuery(createdCoursesQuery(userId));
  return (
    <section aria-labelledby="my-courses" id="my-courses">
      <Stack gap="md">
        <Heading level={2} size="lg" id="my-courses">
          Your courses
        </Heading>
        {courses.isError ? (
          <Failed error={courses.error} retry={() => void courses.refetch()} />
        ) : (
          <DataTable
            caption="Your courses"
            captionHidden
            columns={columns}
            data={courses.data ?? noCourses}
            getRowId={(c) => c._id}
            loading={courses.isPending}
            skeletonRows={3}
            empty={emptyState}
          />
        )}
      </Stack>
    </section>
  );
}
