import { type Mentor, type User } from '@campus/sdk';
import {
  Avatar,
  Badge,
  dataTableColumnHelper,
  EmptyState,
  Heading,
  Inline,
  linkClassName,
  PageHeader,
  RowActions,
  Skeleton,
  Stack,
  Text,
  ToastProvider,
  useToast,
} from '@campus/ui';
import { ConfirmDialog } from '../../lib/confirm-action';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { countOf } from '../../lib/plural';
import { QueryTable } from '../../lib/query-table';
import { QueryView } from '../../lib/query-view';
import { SearchForm } from '../../lib/search-form';
import {
  createdCoursesQuery,
  instructorsQuery,
  mentorProfilesQuery,
  useDeleteMentor,
} from './mentor-profiles.api';
import { MentorProfileDialog } from './mentor-form';

/** Edit (the row's primary action) and Delete, confirmed by name; Delete folds into the row's menu. */
function MentorActions({ mentor }: { mentor: Mentor }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <RowActions
        name={mentor.name}
        more={[
          {
            label: 'Delete',
            ariaLabel: `Delete ${mentor.name}`,
            tone: 'danger',
            onSelect: () => setDeleting(true),
          },
        ]}
      >
        <MentorProfileDialog mentor={mentor} />
      </RowActions>
      <DeleteMentor mentor={mentor} open={deleting} onOpenChange={setDeleting} />
    </>
  );
}

function DeleteMentor({
  mentor,
  open,
  onOpenChange,
}: {
  mentor: Mentor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const toast = useToast();
  const remove = useDeleteMentor();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete the profile of ${mentor.name}?`}
      description={`The profile leaves the mentors page for good. ${mentor.userId ? `${mentor.name}'s account, batches and classes stay; to take them off Campus, deactivate the account on Users.` : 'No account is linked to it.'}`}
      confirmLabel="Delete profile"
      mutation={remove}
      run={(done) =>
        remove.mutate(mentor._id, {
          onSuccess: () => {
            done();
            toast({ tone: 'success', title: `${mentor.name}'s profile is deleted.` });
          },
        })
      }
    />
  );
}

const col = dataTableColumnHelper<Mentor>();
const columns = col.columns([
  col.accessor('name', {
    header: 'Mentor',
    cell: (info) => (
      <Inline gap="sm" wrap={false}>
        <Avatar name={info.getValue()} src={info.row.original.profileImageUrl} decorative />
        <Stack gap="xs">
          <Text weight="semibold">{info.getValue()}</Text>
          <Text size="sm" tone="muted">
            {info.row.original.headline}
          </Text>
        </Stack>
      </Inline>
    ),
  }),
  col.accessor('expertise', {
    header: 'Expertise',
    meta: { wrap: true, priority: 3 },
    cell: (info) => info.getValue().join(', ') || '—',
  }),
  col.accessor('availability', {
    header: 'Availability',
    meta: { wrap: true, priority: 3 },
    cell: (info) => info.getValue() ?? <Text tone="muted">Not given</Text>,
  }),
  col.accessor('listed', {
    header: 'Mentors page',
    cell: (info) => (
      <Badge tone={info.getValue() ? 'success' : 'neutral'}>
        {info.getValue() ? 'Shown' : 'Hidden'}
      </Badge>
    ),
  }),
  col.display({
    id: 'actions',
    header: 'Actions',
    meta: { actions: true },
    cell: (info) => <MentorActions mentor={info.row.original} />,
  }),
]);

const PAGE_SIZE = 20;

function MentorProfiles() {
  const [search, setSearch] = useState<string | undefined>();
  // Paged by cursor: the cursors of the pages before this one; the last starts it.
  const [trail, setTrail] = useState<string[]>([]);
  const cursor = trail[trail.length - 1];
  const profiles = useQuery({
    ...mentorProfilesQuery({ search, pageSize: PAGE_SIZE, ...(cursor ? { cursor } : {}) }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md" as="section" aria-labelledby="mentor-profiles-heading">
      <Inline justify="space-between" gap="md">
        <Heading level={2} size="lg" id="mentor-profiles-heading">
          Mentor profiles
        </Heading>
        <MentorProfileDialog />
      </Inline>
      <SearchForm
        name="Mentor profiles"
        label="Search by name, headline or expertise"
        initial={search}
        onSearch={(text) => {
          setSearch(text);
          setTrail([]);
        }}
      />
      <QueryTable
        query={profiles}
        errorTitle="The mentor profiles could not be loaded"
        caption="All mentor profiles"
        captionHidden
        columns={columns}
        getRowId={(m) => m._id}
        pagination={{
          page: trail.length + 1,
          pageSize: PAGE_SIZE,
          onPrevious: () => setTrail(trail.slice(0, -1)),
          onNext: (next) => setTrail([...trail, next]),
        }}
        empty={
          <EmptyState
            level={3}
            title={search ? 'No profiles match' : 'No mentor profiles yet'}
            description={
              search
                ? 'Try another name or topic.'
                : 'Add a profile to show a mentor on the public mentors page.'
            }
          />
        }
      />
    </Stack>
  );
}

function InstructorCourses({ instructor }: { instructor: User }) {
  const courses = useQuery(createdCoursesQuery(instructor._id));
  return (
    <QueryView
      query={courses}
      loading={<Skeleton width="12rem" height="1rem" />}
      errorTitle="Their courses could not be loaded"
      empty={<Text tone="muted">No courses yet.</Text>}
    >
      {(list) => (
        <Stack as="ul" gap="xs" style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {list.map((c) => (
            <li key={c._id}>
              <Link className={linkClassName()} href={paths.createCourse.href(c._id)}>
                {c.title}
              </Link>{' '}
              <Badge tone={c.status === 'published' ? 'success' : 'neutral'}>
                {c.status === 'published' ? 'Published' : 'Draft'}
              </Badge>
            </li>
          ))}
        </Stack>
      )}
    </QueryView>
  );
}

function Instructors() {
  const instructors = useQuery(instructorsQuery());
  return (
    <Stack gap="md" as="section" aria-labelledby="instructors-heading">
      <Heading level={2} size="lg" id="instructors-heading">
        Instructors and their courses
        {/* One page of 100 is all of them on any campus; past that it says so rather than count. */}
        {instructors.data
          ? ` (${countOf(instructors.data.items.length, 'instructor')}${instructors.data.nextCursor ? ' shown' : ''})`
          : ''}
      </Heading>
      <QueryView
        query={instructors}
        loading={<Skeleton width="100%" height="4rem" />}
        errorTitle="The instructors could not be loaded"
        empty={
          <EmptyState
            level={3}
            title="No instructors yet"
            description="Make someone an instructor on Users (create a user or change a role)."
          />
        }
      >
        {(page) => (
          <Stack as="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {page.items.map((i) => (
              <li key={i._id}>
                <Stack gap="xs">
                  <Text weight="semibold">
                    {i.name}{' '}
                    <Text as="span" size="sm" tone="muted">
                      {i.email}
                      {i.isActive ? '' : ' · deactivated'}
                    </Text>
                  </Text>
                  <InstructorCourses instructor={i} />
                </Stack>
              </li>
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}

/**
 * /admin/mentors (spec §2 "instructors and mentors"): mentor profiles — what the public
 * mentors page shows — and instructors with their courses. `review` is the pending mentor
 * applications (another feature, composed by the route), shown first: they are waiting on you.
 */
export function AdminMentorsPage({ review }: { review?: ReactNode }) {
  return (
    <ToastProvider label="Mentor changes">
      <Stack gap="xl">
        <PageHeader
          title="Mentors and instructors"
          description="Profiles are what the public mentors page shows; accounts are managed on Users."
        />
        {review}
        <MentorProfiles />
        <Instructors />
      </Stack>
    </ToastProvider>
  );
}
