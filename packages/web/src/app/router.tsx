import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { Guard, GuestOnly } from './guard';
import { AdminLayout } from './layouts/admin-layout';
import { paths, type Role } from '../config/paths';

/**
 * The route table of spec §2 (plus /mentors and /support). Each area is its own chunk, loaded on
 * first visit, so the first page downloads only the shell and its own screen.
 */
const page = <M, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));

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
const areas = () => import('./routes/areas');
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
const CourseRoute = page(courses, 'CourseRoute');
const EbooksRoute = page(ebooks, 'EbooksRoute');
const EbookStudentRoute = page(ebooks, 'EbookStudentRoute');
const EbookAdminRoute = page(ebooks, 'EbookAdminRoute');
const ProgramRoute = page(programs, 'ProgramRoute');
const MentorsRoute = page(mentors, 'MentorsRoute');
const SupportRoute = page(support, 'SupportRoute');
const DashboardRoute = page(dashboard, 'DashboardRoute');
const LiveClassRoute = page(liveClass, 'LiveClassRoute');
const ProfileRoute = page(profile, 'ProfileRoute');
const StudentAreaRoute = page(areas, 'StudentAreaRoute');
const MentorAreaRoute = page(areas, 'MentorAreaRoute');
const AdminAreaRoute = page(areas, 'AdminAreaRoute');
const InstructorAreaRoute = page(areas, 'InstructorAreaRoute');
const NotFoundRoute = page(notFound, 'NotFoundRoute');

const student: Role[] = ['student'];
const mentor: Role[] = ['mentor'];
const admin: Role[] = ['admin'];
const instructorOrAdmin: Role[] = ['instructor', 'admin'];

const studentAreas = [
  paths.studentLearning.path,
  paths.studentDashboard.path,
  paths.mentorUpdates.path,
  paths.batchVideos.path,
  paths.mentorSync.path,
  paths.autonomousLearning.path,
];
const mentorAreas = [
  paths.mentorDashboard.path,
  paths.updates.path,
  paths.mentorSessions.path,
  paths.myStudents.path,
];
const adminAreas = [
  paths.admin.path,
  paths.adminUsers.path,
  paths.adminCourses.path,
  paths.adminMentors.path,
  paths.adminStudents.path,
  paths.adminPrograms.path,
  paths.adminBatches.path,
  paths.adminBatch.path,
  paths.adminBatchAddVideos.path,
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
      {studentAreas.map((path) => (
        <Route key={path} path={path}>
          <Guard roles={student}>
            <StudentAreaRoute />
          </Guard>
        </Route>
      ))}
      {mentorAreas.map((path) => (
        <Route key={path} path={path}>
          <Guard roles={mentor}>
            <MentorAreaRoute />
          </Guard>
        </Route>
      ))}
      {adminAreas.map((path) => (
        <Route key={path} path={path}>
          <Guard roles={admin}>
            <AdminLayout>
              <AdminAreaRoute />
            </AdminLayout>
          </Guard>
        </Route>
      ))}
      <Route path={paths.createCourse.path}>
        <Guard roles={instructorOrAdmin}>
          <InstructorAreaRoute />
        </Guard>
      </Route>

      <Route component={NotFoundRoute} />
    </Switch>
  );
}
