import { CourseLevel, CourseSort, type ListCoursesParams } from '@campus/sdk';
import {
  Alert,
  Button,
  CardGrid,
  CardGridLoading,
  PageHeader,
  Select,
  Stack,
  Text,
  TextField,
} from '@campus/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { countOf } from '../../lib/plural';
import { CourseCard } from './course-card';
import { coursesQuery } from './courses.api';
import { capitalize } from './format';
import { QueryView } from '../../lib/query-view';
import { ShowMore } from '../../lib/show-more';
import * as css from './courses.css';

const PAGE_SIZE = 12;
const sortLabels: Record<CourseSort, string> = {
  newest: 'Newest',
  popular: 'Most popular',
  rating: 'Highest rated',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  title: 'Title A–Z',
};
const levelOptions = [
  { value: '', label: 'All levels' },
  ...Object.values(CourseLevel).map((l) => ({ value: l, label: capitalize(l) })),
];
const priceOptions = [
  { value: '', label: 'Any price' },
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
];
const sortOptions = Object.values(CourseSort).map((s) => ({ value: s, label: sortLabels[s] }));

/**
 * The catalogue's filters live in the URL, so a filtered list can be shared and survives reload.
 * The list pages by cursor: "Show more" adds the next page below, the URL keeps the
 * filters only.
 */
export function readCourseFilters(search: string): ListCoursesParams {
  const q = new URLSearchParams(search);
  const level = q.get('level');
  const sort = q.get('sort');
  const price = q.get('price');
  return {
    search: q.get('q') || undefined,
    level: level && level in CourseLevel ? (level as CourseLevel) : undefined,
    sort: sort && sort in CourseSort ? (sort as CourseSort) : undefined,
    free: price === 'free' ? true : price === 'paid' ? false : undefined,
    pageSize: PAGE_SIZE,
  };
}

function toSearch(f: ListCoursesParams): string {
  const q = new URLSearchParams();
  if (f.search) q.set('q', f.search);
  if (f.level) q.set('level', f.level);
  if (f.sort) q.set('sort', f.sort);
  if (f.free !== undefined) q.set('price', f.free ? 'free' : 'paid');
  const s = q.toString();
  return s ? `?${s}` : '';
}

export function CoursesPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = readCourseFilters(search);
  const [text, setText] = useState(filters.search ?? '');
  const courses = useInfiniteQuery(coursesQuery(filters));

  const apply = (next: Partial<ListCoursesParams>) =>
    navigate(`${paths.courses.href()}${toSearch({ ...filters, ...next })}`, {
      replace: true,
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    apply({ search: text.trim() || undefined });
  };

  return (
    <Stack gap="xl">
      <PageHeader
        title="Courses"
        size="xxl"
        description="Self-paced courses from Campus instructors. Search, filter and enroll."
      />
      <form role="search" aria-label="Courses" onSubmit={onSubmit} className={css.filters}>
        <TextField
          label="Search"
          type="search"
          name="q"
          value={text}
          placeholder="Title, topic or instructor"
          onChange={(e) => setText(e.target.value)}
        />
        <Select
          label="Level"
          value={filters.level ?? ''}
          options={levelOptions}
          onChange={(e) =>
            apply({ level: (e.target.value || undefined) as CourseLevel | undefined })
          }
        />
        <Select
          label="Price"
          value={filters.free === undefined ? '' : filters.free ? 'free' : 'paid'}
          options={priceOptions}
          onChange={(e) =>
            apply({ free: e.target.value === '' ? undefined : e.target.value === 'free' })
          }
        />
        <Select
          label="Sort"
          value={filters.sort ?? 'newest'}
          options={sortOptions}
          onChange={(e) => apply({ sort: e.target.value as CourseSort })}
        />
        <Button type="submit">Search</Button>
      </form>

      <QueryView
        query={courses}
        loading={<CardGridLoading label="Loading courses" count={6} />}
        errorTitle="Courses could not be loaded"
        empty={
          <Alert tone="info" title="No courses found">
            {filters.search || filters.level || filters.free !== undefined
              ? 'Nothing matches these filters. Try a broader search.'
              : 'No course is published yet. Check back soon.'}
          </Alert>
        }
      >
        {(data) => (
          <Stack gap="lg">
            <Text size="sm" tone="muted" aria-live="polite">
              {countOf(data.items.length, 'course')}
              {courses.hasNextPage ? ' shown' : ''}
            </Text>
            <CardGrid>
              {data.items.map((c) => (
                <li key={c._id}>
                  <CourseCard course={c} />
                </li>
              ))}
            </CardGrid>
            <ShowMore pages={courses}>Show more courses</ShowMore>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
