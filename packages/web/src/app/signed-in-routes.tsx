import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { Guard } from './guard';
import { page } from './lazy-page';
import { paths, type Role } from '../config/paths';

/**
 * The second part of the route table (router.tsx): every page that needs a signed-in user, by role
 * (spec §2), and not-found for any other path. A chunk of its own, so a visitor's first load does
 * not carry it.
 */

// Only an admin's pages have it.
const AdminLayout = page(() => import('./layouts/admin-layout'), 'AdminLayout');

const ProgramRoute = page(() => import('./routes/programs'), 'ProgramRoute');
const DashboardRoute = page(() => import('./routes/dashboard'), 'DashboardRoute');
const LiveClassRoute = page(() => import('./routes/live-class'), 'LiveClassRoute');
const CalendarRoute = page(() => import('./routes/calendar'), 'CalendarRoute');
const ProfileRoute = page(() => import('./routes/profile'), 'ProfileRoute');
const NotificationSettingsRoute = page(
  () => import('./routes/notification-settings'),
  'NotificationSettingsRoute',
);
// Work areas: one route file per screen, so each composes its own features.
const StudentLearningRoute = page(
  () => import('./routes/student-learning'),
  'StudentLearningRoute',
);
const StudentDashboardRoute = page(
  () => import('./routes/student-dashboard'),
  'StudentDashboardRoute',
);
const StudentTaskRoute = page(() => import('./routes/student-dashboard'), 'StudentTaskRoute');
const MentorUpdatesRoute = page(() => import('./routes/mentor-updates'), 'MentorUpdatesRoute');
const BatchVideosRoute = page(() => import('./routes/batch-videos'), 'BatchVideosRoute');
const MentorSyncRoute = page(() => import('./routes/mentor-sync'), 'MentorSyncRoute');
const AutonomousLearningRoute = page(
  () => import('./routes/autonomous-learning'),
  'AutonomousLearningRoute',
);
const InboxRoute = page(() => import('./routes/inbox'), 'InboxRoute');
const RadarRoute = page(() => import('./routes/radar'), 'RadarRoute');
const RadarAttendanceRoute = page(
  () => import('./routes/radar-attendance'),
  'RadarAttendanceRoute',
);
const RadarProgressRoute = page(() => import('./routes/radar-progress'), 'RadarProgressRoute');
const MentorDashboardRoute = page(
  () => import('./routes/mentor-dashboard'),
  'MentorDashboardRoute',
);
const ReviewSubmissionRoute = page(
  () => import('./routes/review-submission'),
  'ReviewSubmissionRoute',
);
const UpdatesRoute = page(() => import('./routes/updates'), 'UpdatesRoute');
const MentorSessionsRoute = page(() => import('./routes/mentor-sessions'), 'MentorSessionsRoute');
const MyStudentsRoute = page(() => import('./routes/my-students'), 'MyStudentsRoute');
const GradebookRoute = page(() => import('./routes/grades'), 'GradebookRoute');
const MyGradesRoute = page(() => import('./routes/grades'), 'MyGradesRoute');
// An admin lands on the overview: its chunk is apart from the rest of the console's.
const AdminHomeRoute = page(() => import('./routes/admin'), 'AdminHomeRoute');
const adminArea = () => import('./routes/admin-console');
const AdminUsersRoute = page(adminArea, 'AdminUsersRoute');
const AdminCoursesRoute = page(adminArea, 'AdminCoursesRoute');
const AdminMentorsRoute = page(adminArea, 'AdminMentorsRoute');
const AdminStudentsRoute = page(adminArea, 'AdminStudentsRoute');
const AdminProgramsRoute = page(adminArea, 'AdminProgramsRoute');
const AdminBatchesRoute = page(adminArea, 'AdminBatchesRoute');
const AdminBatchRoute = page(adminArea, 'AdminBatchRoute');
const AdminBatchAddVideosRoute = page(adminArea, 'AdminBatchAddVideosRoute');
const AdminCertificatesRoute = page(
  () => import('./routes/certificates'),
  'AdminCertificatesRoute',
);
const AdminJobsRoute = page(() => import('./routes/admin-jobs'), 'AdminJobsRoute');
const AdminMentorLoadRoute = page(
  () => import('./routes/admin-mentor-load'),
  'AdminMentorLoadRoute',
);
const AdminRadarRoute = page(() => import('./routes/admin-radar'), 'AdminRadarRoute');
const QuestionsRoute = page(() => import('./routes/questions'), 'QuestionsRoute');
const QuestionRoute = page(() => import('./routes/questions'), 'QuestionRoute');
const MessagesRoute = page(() => import('./routes/messages'), 'MessagesRoute');
const CreateCourseRoute = page(() => import('./routes/create-course'), 'CreateCourseRoute');
const NotFoundRoute = page(() => import('./routes/not-found'), 'NotFoundRoute');

const student: Role[] = ['student'];
const mentor: Role[] = ['mentor'];
const admin: Role[] = ['admin'];
const instructorOrAdmin: Role[] = ['instructor', 'admin'];
// The gradebook: a mentor's batches, an instructor's courses, an admin's every batch.
const gradebookReaders: Role[] = ['mentor', 'instructor', 'admin'];
// A batch's attendance and progress: a mentor's batches, an admin's every batch.
const mentorOrAdmin: Role[] = ['mentor', 'admin'];
// Who may talk (messages, a batch's questions): a student and their batch's mentors, an admin.
const talkers: Role[] = ['student', 'mentor', 'admin'];

const guarded = (roles: Role[], routes: [string, ComponentType][]) =>
  routes.map(([path, Screen]) => (
    <Route key={path} path={path}>
      <Guard roles={roles}>
        <Screen />
      </Guard>
    </Route>
  ));

const studentRoutes: [string, ComponentType][] = [
  [paths.studentLearning.path, StudentLearningRoute],
  [paths.studentDashboard.path, StudentDashboardRoute],
  [paths.studentTask.path, StudentTaskRoute],
  [paths.mentorUpdates.path, MentorUpdatesRoute],
  [paths.batchVideos.path, BatchVideosRoute],
  [paths.mentorSync.path, MentorSyncRoute],
  [paths.autonomousLearning.path, AutonomousLearningRoute],
  [paths.myGrades.path, MyGradesRoute],
];
const mentorRoutes: [string, ComponentType][] = [
  [paths.inbox.path, InboxRoute],
  [paths.radar.path, RadarRoute],
  [paths.mentorDashboard.path, MentorDashboardRoute],
  [paths.reviewSubmission.path, ReviewSubmissionRoute],
  [paths.updates.path, UpdatesRoute],
  [paths.mentorSessions.path, MentorSessionsRoute],
  [paths.myStudents.path, MyStudentsRoute],
];
const adminRoutes: [string, ComponentType][] = [
  [paths.admin.path, AdminHomeRoute],
  [paths.adminUsers.path, AdminUsersRoute],
  [paths.adminCourses.path, AdminCoursesRoute],
  [paths.adminMentors.path, AdminMentorsRoute],
  [paths.adminStudents.path, AdminStudentsRoute],
  [paths.adminPrograms.path, AdminProgramsRoute],
  [paths.adminBatches.path, AdminBatchesRoute],
  [paths.adminBatch.path, AdminBatchRoute],
  [paths.adminBatchAddVideos.path, AdminBatchAddVideosRoute],
  [paths.adminCertificates.path, AdminCertificatesRoute],
  [paths.adminJobs.path, AdminJobsRoute],
  [paths.adminMentorLoad.path, AdminMentorLoadRoute],
  [paths.adminRadar.path, AdminRadarRoute],
];

export function SignedInRoutes() {
  return (
    <Switch>
      <Route path={paths.liveClass.path}>
        <Guard>
          <LiveClassRoute />
        </Guard>
      </Route>
      <Route path={paths.calendar.path}>
        <Guard>
          <CalendarRoute />
        </Guard>
      </Route>
      <Route path={paths.dashboard.path}>
        <Guard>
          <DashboardRoute />
        </Guard>
      </Route>
      <Route path={paths.profile.path}>
        <Guard>
          <ProfileRoute />
        </Guard>
      </Route>
      <Route path={paths.notificationSettings.path}>
        <Guard>
          <NotificationSettingsRoute />
        </Guard>
      </Route>

      {paths.program.paths.map((path) => (
        <Route key={path} path={path}>
          <Guard roles={student}>
            <ProgramRoute />
          </Guard>
        </Route>
      ))}
      {guarded(student, studentRoutes)}
      {guarded(mentor, mentorRoutes)}
      {guarded(gradebookReaders, [[paths.gradebook.path, GradebookRoute]])}
      {guarded(mentorOrAdmin, [
        [paths.radarAttendance.path, RadarAttendanceRoute],
        [paths.radarProgress.path, RadarProgressRoute],
      ])}
      {guarded(talkers, [
        [paths.questions.path, QuestionsRoute],
        [paths.question.path, QuestionRoute],
      ])}
      {adminRoutes.map(([path, Screen]) => (
        <Route key={path} path={path}>
          <Guard roles={admin}>
            <AdminLayout>
              <Screen />
            </AdminLayout>
          </Guard>
        </Route>
      ))}
      {[paths.messages.path, paths.conversation.path].map((path) => (
        <Route key={path} path={path}>
          <Guard roles={talkers}>
            <MessagesRoute />
          </Guard>
        </Route>
      ))}
      <Route path={paths.createCourse.path}>
        <Guard roles={instructorOrAdmin}>
          <CreateCourseRoute />
        </Guard>
      </Route>

      <Route component={NotFoundRoute} />
    </Switch>
  );
}
