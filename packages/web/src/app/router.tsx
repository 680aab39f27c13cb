import { createElement, lazy, useState, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { Guard, GuestOnly } from './guard';

// Only an admin's pages have it: not part of anyone else's first load.
const AdminLayout = lazy(() =>
  import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout })),
);
import { paths, type Role } from '../config/paths';

/**
 * The route table of spec §2 (plus /mentors and /support). Each area is its own chunk, loaded on
 * first visit, so the first page downloads only the shell and its own screen.
 */
type Page = ComponentType & {
  /** Loads the screen's chunk; once loaded, the page renders without suspending. */
  preload: () => Promise<void>;
};

const page = <M, K extends keyof M & string>(load: () => Promise<M>, name: K): Page => {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m[name] as ComponentType;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  // Chosen once per mount: switching from Lazy to the loaded screen later would remount it.
  const Screen = () => createElement(useState(() => loaded ?? Lazy)[0]);
  return Object.assign(Screen, { preload });
};

const home = () => import('./routes/home');
const account = () => import('./routes/account');
const courses = () => import('./routes/courses');
const ebooks = () => import('./routes/ebooks');
const programs = () => import('./routes/programs');
const mentors = () => import('./routes/mentors');
const support = () => import('./routes/support');
const dashboard = () => import('./routes/dashboard');
const liveClass = () => import('./routes/live-class');
const profile = () => import('./routes/profile');
const notFound = () => import('./routes/not-found');

const HomeRoute = page(home, 'HomeRoute');
const LoginRoute = page(() => import('./routes/login'), 'LoginRoute');
const RegisterRoute = page(account, 'RegisterRoute');
const PaymentRoute = page(account, 'PaymentRoute');
const RegistrationRoute = page(account, 'RegistrationRoute');
const MentorRegistrationRoute = page(account, 'MentorRegistrationRoute');
const PasswordSetupRoute = page(account, 'PasswordSetupRoute');
const ForgotPasswordRoute = page(account, 'ForgotPasswordRoute');
const ResetPasswordRoute = page(account, 'ResetPasswordRoute');
const CoursesRoute = page(courses, 'CoursesRoute');
const CourseRoute = page(() => import('./routes/course'), 'CourseRoute');
const EbooksRoute = page(ebooks, 'EbooksRoute');
const EbookStudentRoute = page(ebooks, 'EbookStudentRoute');
const EbookReaderRoute = page(ebooks, 'EbookReaderRoute');
const PaymentReceiptRoute = page(() => import('./routes/payment-receipt'), 'PaymentReceiptRoute');
const EbookAdminRoute = page(() => import('./routes/ebook-admin'), 'EbookAdminRoute');
const ProgramRoute = page(programs, 'ProgramRoute');
const MentorsRoute = page(mentors, 'MentorsRoute');
const SupportRoute = page(support, 'SupportRoute');
const DashboardRoute = page(dashboard, 'DashboardRoute');
const LiveClassRoute = page(liveClass, 'LiveClassRoute');
const ProfileRoute = page(profile, 'ProfileRoute');
// Work areas: one route file per screen, so each composes its own features (issues 11–14).
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
const MentorDashboardRoute = page(
  () => import('./routes/mentor-dashboard'),
  'MentorDashboardRoute',
);
const ReviewSubmissionRoute = page(
  () => import('./routes/mentor-dashboard'),
  'ReviewSubmissionRoute',
);
const UpdatesRoute = page(() => import('./routes/updates'), 'UpdatesRoute');
const MentorSessionsRoute = page(() => import('./routes/mentor-sessions'), 'MentorSessionsRoute');
const MyStudentsRoute = page(() => import('./routes/my-students'), 'MyStudentsRoute');
const adminArea = () => import('./routes/admin');
const AdminHomeRoute = page(adminArea, 'AdminHomeRoute');
const AdminUsersRoute = page(adminArea, 'AdminUsersRoute');
const AdminCoursesRoute = page(adminArea, 'AdminCoursesRoute');
const AdminMentorsRoute = page(adminArea, 'AdminMentorsRoute');
const AdminStudentsRoute = page(adminArea, 'AdminStudentsRoute');
const AdminProgramsRoute = page(adminArea, 'AdminProgramsRoute');
const AdminBatchesRoute = page(adminArea, 'AdminBatchesRoute');
const AdminBatchRoute = page(adminArea, 'AdminBatchRoute');
const AdminBatchAddVideosRoute = page(adminArea, 'AdminBatchAddVideosRoute');
const MessagesRoute = page(() => import('./routes/messages'), 'MessagesRoute');
const CreateCourseRoute = page(() => import('./routes/create-course'), 'CreateCourseRoute');
const NotFoundRoute = page(notFound, 'NotFoundRoute');

const student: Role[] = ['student'];
const mentor: Role[] = ['mentor'];
const admin: Role[] = ['admin'];
const instructorOrAdmin: Role[] = ['instructor', 'admin'];
// Who may talk (issue 12): a student and their batch's mentors, an admin and anyone.
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
];
const mentorRoutes: [string, ComponentType][] = [
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
];

export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.home.path} component={HomeRoute} />
      <Route path={paths.login.path}>
        <GuestOnly>
          <LoginRoute />
        </GuestOnly>
      </Route>
      <Route path={paths.register.path}>
        <GuestOnly>
          <RegisterRoute />
        </GuestOnly>
      </Route>
      <Route path={paths.payment.path} component={PaymentRoute} />
      <Route path={paths.paymentReceipt.path}>
        <Guard roles={student}>
          <PaymentReceiptRoute />
        </Guard>
      </Route>
      <Route path={paths.registration.path} component={RegistrationRoute} />
      <Route path={paths.mentorRegistration.path} component={MentorRegistrationRoute} />
      <Route path={paths.passwordSetup.path} component={PasswordSetupRoute} />
      <Route path={paths.forgotPassword.path} component={ForgotPasswordRoute} />
      <Route path={paths.resetPassword.path} component={ResetPasswordRoute} />
      <Route path={paths.courses.path} component={CoursesRoute} />
      <Route path={paths.course.path} component={CourseRoute} />
      <Route path={paths.ebooks.path} component={EbooksRoute} />
      {/* Spec §2: the two Skill_Up routes have no guard; the pages themselves handle roles. */}
      <Route path={paths.ebookStudent.path} component={EbookStudentRoute} />
      {/* The reader is open like the list: guests read what is published (issue 14). */}
      <Route path={paths.ebookReader.path} component={EbookReaderRoute} />
      <Route path={paths.ebookAdmin.path} component={EbookAdminRoute} />
      <Route path={paths.mentors.path} component={MentorsRoute} />
      <Route path={paths.support.path} component={SupportRoute} />

      <Route path={paths.liveClass.path}>
        <Guard>
          <LiveClassRoute />
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

      {paths.program.paths.map((path) => (
        <Route key={path} path={path}>
          <Guard roles={student}>
            <ProgramRoute />
          </Guard>
        </Route>
      ))}
      {guarded(student, studentRoutes)}
      {guarded(mentor, mentorRoutes)}
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

/**
 * The pages written to HTML at build time (scripts/prerender.mjs, issue 15): a visitor's first
 * paint of these comes with the HTML, before any script runs, styled by the CSS of the page's chunk
 * (`source`, its module, names it in Vite's manifest). main.tsx loads the page's chunk before the
 * app first renders, so the app replaces the same page, not a spinner.
 */
export const prerenderedPages: Record<string, { file: string; source: string; page: Page }> = {
  [paths.home.path]: { file: 'home.html', source: 'src/app/routes/home.tsx', page: HomeRoute },
  [paths.login.path]: { file: 'login.html', source: 'src/app/routes/login.tsx', page: LoginRoute },
  [paths.courses.path]: {
    file: 'courses.html',
    source: 'src/app/routes/courses.tsx',
    page: CoursesRoute,
  },
};
