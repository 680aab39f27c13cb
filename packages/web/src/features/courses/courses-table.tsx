import { type CourseSummary } from '@campus/sdk';
import {
  Badge,
  Currency,
  dataTableColumnHelper,
  EmptyState,
  Heading,
  linkClassName,
  PageHeader,
  Stack,
} from '@campus/ui';
import { QueryTable } from '../../lib/query-table';
import { SearchForm } from '../../lib/search-form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
  col.accessor('lessonCount', { header: 'Lessons', meta: { numeric: true, priority: 3 } }),
  col.accessor('enrolledCount', { header: 'Enrolled', meta: { numeric: true, priority: 3 } }),
  col.accessor('price', {
    header: 'Price',
    meta: { numeric: true },
    cell: (info) => (info.getValue() > 0 ? <Currency amount={info.getValue()} /> : 'Free'),
  }),
]);

const PAGE_SIZE = 20;

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
  const [search, setSearch] = useState<string>();
  // Paged by cursor: the cursors of the pages before this one; the last starts it.
  const [trail, setTrail] = useState<string[]>([]);
  const cursor = trail[trail.length - 1];
  const courses = useQuery(
    manageCoursesQuery({ search, pageSize: PAGE_SIZE, ...(cursor ? { cursor } : {}) }),
  );
  const onSearch = (text: string | undefined) => {
    setSearch(text);
    setTrail([]);
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title="Courses"
        description="Every course, published and draft. Open one to edit it."
        actions={
          <Link className={linkClassName()} href={paths.createCourse.href()}>
            Create a course
          </Link>
        }
      />
      <SearchForm label="Search courses" name="Courses" onSearch={onSearch} />
      <QueryTable
        query={courses}
        errorTitle="The courses could not be loaded"
        caption="Courses"
        captionHidden
        columns={columns}
        getRowId={(c) => c._id}
        pagination={{
          page: trail.length + 1,
          pageSize: PAGE_SIZE,
          onPrevious: () => setTrail(trail.slice(0, -1)),
          onNext: (next) => setTrail([...trail, next]),
        }}
        empty={emptyState}
      />
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
        <QueryTable
          query={courses}
          errorTitle="The courses could not be loaded"
          caption="Your courses"
          captionHidden
          columns={columns}
          getRowId={(c) => c._id}
          skeletonRows={3}
          empty={emptyState}
        />
      </Stack>
    </section>
  );
}
