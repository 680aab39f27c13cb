import { useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { GuestOnly } from './guard';
import { page, type Page } from './lazy-page';
import { paths } from '../config/paths';
import { useSession } from './session';

/**
 * The route table of spec §2 (plus /mentors and /support), in two parts. Here: the pages anyone may
 * open (the public pages, the guest-only /login and /register, and the pages spec §2 leaves
 * unguarded). Every other path — the guarded pages of each role, and not-found — is the table of
 * signed-in-routes.tsx, a chunk of its own: a visitor's first load does not carry the routes (and
 * the chunk lists Vite preloads for them) of pages they cannot open. It loads as soon as
 * a session exists or starts (a stored token, a login), beside the root actors the guard waits for
 * anyway, or when a visitor opens such a path.
 *
 * Each page is its own chunk, loaded on first visit, so the first page downloads only the shell and
 * its own screen.
 */
const home = () => import('./routes/home');
const account = () => import('./routes/account');
const courses = () => import('./routes/courses');
const ebooks = () => import('./routes/ebooks');
const mentors = () => import('./routes/mentors');
const support = () => import('./routes/support');

const HomeRoute = page(home, 'HomeRoute');
const LoginRoute = page(() => import('./routes/login'), 'LoginRoute');
const RegisterRoute = page(account, 'RegisterRoute');
const PaymentRoute = page(account, 'PaymentRoute');
const RegistrationRoute = page(account, 'RegistrationRoute');
// Public: a visitor who registered with payment sees their receipt by its signed reference.
const PaymentReceiptRoute = page(() => import('./routes/payment-receipt'), 'PaymentReceiptRoute');
const MentorRegistrationRoute = page(account, 'MentorRegistrationRoute');
const PasswordSetupRoute = page(account, 'PasswordSetupRoute');
const ForgotPasswordRoute = page(account, 'ForgotPasswordRoute');
const ResetPasswordRoute = page(account, 'ResetPasswordRoute');
const ConfirmEmailRoute = page(account, 'ConfirmEmailRoute');
const CancelEmailChangeRoute = page(account, 'CancelEmailChangeRoute');
const CoursesRoute = page(courses, 'CoursesRoute');
const CourseRoute = page(() => import('./routes/course'), 'CourseRoute');
const CourseLessonRoute = page(() => import('./routes/course-lesson'), 'CourseLessonRoute');
const EbooksRoute = page(ebooks, 'EbooksRoute');
const EbookStudentRoute = page(ebooks, 'EbookStudentRoute');
const EbookReaderRoute = page(ebooks, 'EbookReaderRoute');
const EbookAdminRoute = page(() => import('./routes/ebook-admin'), 'EbookAdminRoute');
const MentorsRoute = page(mentors, 'MentorsRoute');
const SupportRoute = page(support, 'SupportRoute');
const CertificateRoute = page(() => import('./routes/certificates'), 'CertificateRoute');
const SignedInRoutes = page(() => import('./signed-in-routes'), 'SignedInRoutes');

export function AppRoutes() {
  const signedIn = useSession().status !== 'loggedOut';
  useEffect(() => {
    if (signedIn) SignedInRoutes.preload().catch(() => {}); // a failure shows when it is opened
  }, [signedIn]);
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
      <Route path={paths.paymentReceipt.path} component={PaymentReceiptRoute} />
      <Route path={paths.mentorRegistration.path} component={MentorRegistrationRoute} />
      <Route path={paths.passwordSetup.path} component={PasswordSetupRoute} />
      <Route path={paths.forgotPassword.path} component={ForgotPasswordRoute} />
      <Route path={paths.resetPassword.path} component={ResetPasswordRoute} />
      <Route path={paths.confirmEmail.path} component={ConfirmEmailRoute} />
      <Route path={paths.cancelEmailChange.path} component={CancelEmailChangeRoute} />
      <Route path={paths.courses.path} component={CoursesRoute} />
      <Route path={paths.course.path} component={CourseRoute} />
      <Route path={paths.courseLesson.path} component={CourseLessonRoute} />
      <Route path={paths.ebooks.path} component={EbooksRoute} />
      {/* Spec §2: the two Skill_Up routes have no guard; the pages themselves handle roles. */}
      <Route path={paths.ebookStudent.path} component={EbookStudentRoute} />
      {/* The reader is open like the list: guests read what is published. */}
      <Route path={paths.ebookReader.path} component={EbookReaderRoute} />
      <Route path={paths.ebookAdmin.path} component={EbookAdminRoute} />
      <Route path={paths.mentors.path} component={MentorsRoute} />
      <Route path={paths.support.path} component={SupportRoute} />
      {/* Anyone may check a certificate by its code, signed in or not. */}
      <Route path={paths.certificate.path} component={CertificateRoute} />

      {/* Everything else: the guarded pages and not-found (signed-in-routes.tsx). */}
      <Route component={SignedInRoutes} />
    </Switch>
  );
}

/**
 * The pages written to HTML at build time (scripts/prerender.mjs): a visitor's first
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
