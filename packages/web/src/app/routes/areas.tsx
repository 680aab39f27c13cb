import { Stack } from '@campus/ui';
import { useLocation, useParams } from 'wouter';
import { AreaPage, type AreaLink } from '../../features/areas/area-page';
import { MentorReview } from '../../features/mentor-review/mentor-review';
import { paths } from '../../config/paths';

/**
 * The student, mentor, admin and instructor work areas come in later issues. Until then each
 * guarded route names its area and links to what that user can already use.
 */
const common = {
  dashboard: {
    label: 'Dashboard',
    href: paths.dashboard.href(),
    description: 'What is due, what is next, what changed.',
  },
  liveClass: {
    label: 'Live classes',
    href: paths.liveClass.href(),
    description: 'Today’s and upcoming classes.',
  },
  courses: { label: 'Courses', href: paths.courses.href(), description: 'The course catalogue.' },
  ebooks: {
    label: 'Skill_Up e-books',
    href: paths.ebookStudent.href(),
    description: 'E-book courses to read.',
  },
  profile: {
    label: 'My profile',
    href: paths.profile.href(),
    description: 'Your details and numbers.',
  },
  mentors: { label: 'Mentors', href: paths.mentors.href(), description: 'The mentor directory.' },
} satisfies Record<string, AreaLink>;

const studentTitles: Record<string, [string, string]> = {
  [paths.studentDashboard.path]: [
    'Student dashboard',
    'Your tasks, submissions and progress in one place.',
  ],
  [paths.mentorUpdates.path]: [
    'Mentor updates',
    'Announcements and notes your mentors post for your batch.',
  ],
  [paths.mentorSync.path]: [
    'Mentor sync',
    'Book one-to-one time with your mentor or join a group session.',
  ],
  [paths.autonomousLearning.path]: [
    'Autonomous learning',
    'Learn at your own pace with courses and e-books.',
  ],
};

export function StudentAreaRoute() {
  const [location] = useLocation();
  const params = useParams<{ courseId?: string; monthYear?: string; domain?: string }>();
  let title: [string, string] = studentTitles[location] ?? ['Student area', ''];
  const links: AreaLink[] = [common.dashboard, common.liveClass, common.courses, common.ebooks];
  if (params.courseId) {
    title = ['Learning', 'The lesson player of your course.'];
    links.unshift({
      label: 'Course overview',
      href: paths.course.href(params.courseId),
      description: 'The syllabus and your enrollment.',
    });
  } else if (params.monthYear && params.domain) {
    title = [
      `Batch videos — ${params.domain} ${params.monthYear}`,
      'Recordings of your batch’s classes.',
    ];
  }
  return <AreaPage title={title[0]} intro={title[1]} links={links} />;
}

const mentorTitles: Record<string, [string, string]> = {
  [paths.mentorDashboard.path]: [
    'Mentor dashboard',
    'Your batches, tasks and sessions at a glance.',
  ],
  [paths.updates.path]: ['Updates', 'Post updates and tasks for your students.'],
  [paths.mentorSessions.path]: ['Sessions', 'One-to-one requests and the group sessions you run.'],
  [paths.myStudents.path]: ['My students', 'The students of your batches and their progress.'],
};

export function MentorAreaRoute() {
  const [location] = useLocation();
  const [title, intro] = mentorTitles[location] ?? ['Mentor area', ''];
  return (
    <AreaPage
      title={title}
      intro={intro}
      links={[
        {
          ...common.dashboard,
          description: 'Submissions to review, session requests, your next classes.',
        },
        common.liveClass,
        common.ebooks,
        common.profile,
      ]}
    />
  );
}

const adminTitles: Record<string, [string, string]> = {
  [paths.admin.path]: ['Admin', 'Manage users, courses, mentors, programs and batches.'],
  [paths.adminUsers.path]: ['Users', 'Every account; activate and deactivate users.'],
  [paths.adminCourses.path]: ['Courses', 'All courses, published and draft.'],
  [paths.adminMentors.path]: [
    'Instructors and mentors',
    'Review and list mentors; manage instructors.',
  ],
  [paths.adminStudents.path]: ['Students', 'Students, their batches and payments.'],
  [paths.adminPrograms.path]: ['Programs', 'The career programs and their curricula.'],
  [paths.adminBatches.path]: ['Batches', 'Batches by month and domain.'],
};

export function AdminAreaRoute() {
  const [location] = useLocation();
  const params = useParams<{ monthYear?: string; domain?: string }>();
  let [title, intro] = adminTitles[location] ?? ['Admin', ''];
  if (params.monthYear && params.domain) {
    const batch = `${params.domain} ${params.monthYear}`;
    [title, intro] = location.endsWith('/add-videos')
      ? [`Add videos — ${batch}`, 'Upload recordings for this batch.']
      : [`Batch ${batch}`, 'Students, mentors and videos of this batch.'];
  }
  const page = (
    <AreaPage
      title={title}
      intro={intro}
      links={[
        {
          label: 'Skill_Up management',
          href: paths.ebookAdmin.href(),
          description: 'Every e-book course.',
        },
        { ...common.courses, description: 'The public catalogue.' },
        {
          label: 'Create a course',
          href: paths.createCourse.href(),
          description: 'Start a new course.',
        },
        common.mentors,
        common.liveClass,
        { ...common.dashboard, description: 'Newest accounts, your courses, upcoming classes.' },
      ]}
    />
  );
  if (location !== paths.adminMentors.path) return page;
  return (
    <Stack gap="xl">
      {page}
      <MentorReview />
    </Stack>
  );
}

export function InstructorAreaRoute() {
  return (
    <AreaPage
      title="Create a course"
      intro="The course editor arrives with the instructor area."
      links={[
        { ...common.dashboard, description: 'The courses you created.' },
        common.courses,
        common.liveClass,
      ]}
    />
  );
}
