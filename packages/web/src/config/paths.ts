/**
 * Every route of the app, once (spec §2 plus /mentors and /support). Links and redirects use
 * `paths.x.href(...)`, never hand-built strings, so renaming a route is a one-line change.
 *
 * This module imports nothing, so screens in `features/` may use it (it is configuration, not app
 * composition — bulletproof-react keeps the same table in a shared `config/paths.ts`).
 */
export type Role = 'student' | 'mentor' | 'admin' | 'instructor';

const fixed = <P extends string>(path: P) => ({ path, href: () => path });

/** The 13 program pages of spec §2, in the order the home page lists them. */
export const programSlugs = [
  'generative-ai-leader',
  'fullstack-web-engineer',
  'data-engineer',
  'machine-learning-engineer',
  'cloud-security-engineer',
  'associate-cloud-engineer',
  'cloud-developer',
  'accelerator-career',
  'advanced-fullstack-web-development',
  'sales-business-development',
  'data-analysis-python',
  'data-science-python',
  'nextgen-ai-ml-career',
] as const;
export type ProgramSlug = (typeof programSlugs)[number];

const enc = encodeURIComponent;

export const paths = {
  home: fixed('/'),
  login: {
    path: '/login',
    /** `next`: where to return after login (only same-origin paths are honoured). */
    href: (next?: string) => (next ? `/login?next=${enc(next)}` : '/login'),
  },
  register: fixed('/register'),
  payment: fixed('/payment'),
  /** Where the payment provider returns a student: the receipt of `paymentId`. */
  paymentReceipt: {
    path: '/payment/receipt',
    href: (paymentId: string) => `/payment/receipt?paymentId=${enc(paymentId)}`,
    /** A checkout by its signed reference, no login needed (registration with payment). */
    checkout: (access: { reference: string; signature: string }) =>
      `/payment/receipt?reference=${enc(access.reference)}&signature=${enc(access.signature)}`,
  },
  registration: {
    path: '/registration',
    href: (program?: string) =>
      program ? `/registration?program=${enc(program)}` : '/registration',
  },
  mentorRegistration: fixed('/mentor-registration'),
  passwordSetup: fixed('/password-setup'),
  forgotPassword: fixed('/forgot-password'),
  resetPassword: fixed('/reset-password'),
  /** The link mailed to a new email address. */
  confirmEmail: fixed('/confirm-email'),
  /** The link mailed to the old address that cancels a pending email change. */
  cancelEmailChange: fixed('/cancel-email-change'),
  courses: fixed('/courses'),
  /** A certificate's public verification page, open to anyone. */
  certificate: {
    path: '/certificates/:code',
    href: (code: string) => `/certificates/${enc(code)}`,
  },
  course: { path: '/courses/:id', href: (id: string) => `/courses/${enc(id)}` },
  /** One lesson opened from the course page: a visitor reads a free preview here. */
  courseLesson: {
    path: '/courses/:id/lessons/:lessonId',
    href: (id: string, lessonId: string) => `/courses/${enc(id)}/lessons/${enc(lessonId)}`,
  },
  ebooks: fixed('/ebooks'),
  ebookStudent: fixed('/ebookstudent'),
  /** The Skill_Up reader: an e-book, at a module when given (else where the reader stopped). */
  ebookReader: {
    path: '/ebookstudent/:ebookId/:moduleId?',
    href: (ebookId: string, moduleId?: string) =>
      moduleId ? `/ebookstudent/${enc(ebookId)}/${enc(moduleId)}` : `/ebookstudent/${enc(ebookId)}`,
  },
  ebookAdmin: fixed('/ebookadmin'),
  mentors: fixed('/mentors'),
  support: fixed('/support'),

  liveClass: fixed('/live-class'),
  /** The signed-in user's calendar (any role): their week or month, and their calendar feed. */
  calendar: fixed('/calendar'),
  dashboard: fixed('/dashboard'),
  profile: fixed('/profile'),
  /** What notifications reach the signed-in person, where and when (any role). */
  notificationSettings: fixed('/settings/notifications'),
  /** Private messages: the conversation list, and one conversation by the other's id. */
  messages: fixed('/messages'),
  conversation: {
    path: '/messages/:userId',
    href: (userId: string) => `/messages/${enc(userId)}`,
  },

  studentLearning: {
    path: '/student/learning/:courseId',
    href: (courseId: string) => `/student/learning/${enc(courseId)}`,
  },
  studentDashboard: fixed('/student-dashboard'),
  /** One task on the student's desk: its own URL so links and the back button work. */
  studentTask: {
    path: '/student-dashboard/tasks/:taskId',
    href: (taskId: string) => `/student-dashboard/tasks/${enc(taskId)}`,
  },
  mentorUpdates: fixed('/mentor-updates'),
  batchVideos: {
    path: '/batch/:monthYear/:domain/videos',
    href: (monthYear: string, domain: string) => `/batch/${enc(monthYear)}/${enc(domain)}/videos`,
  },
  mentorSync: fixed('/mentor-sync'),
  /** A batch's questions and answers (the batch's students and mentors); one question by id. */
  questions: fixed('/questions'),
  question: { path: '/questions/:id', href: (id: string) => `/questions/${enc(id)}` },
  autonomousLearning: fixed('/autonomous-learning'),
  program: {
    /** Each slug is its own top-level route (spec §2), so the table lists them all. */
    paths: programSlugs.map((slug) => `/${slug}` as const),
    href: (slug: ProgramSlug) => `/${slug}`,
  },

  /** The mentor's inbox: everything waiting on them, the earliest deadline first. */
  inbox: fixed('/inbox'),
  /** The at-risk radar: the mentor's students who are slipping, and why. */
  radar: fixed('/radar'),
  /** A batch's attendance (`?monthYear=…&domain=…`): mentors their batches, admins any. */
  radarAttendance: fixed('/radar/attendance'),
  /** A batch's progress week by week (`?monthYear=…&domain=…`): mentors their batches, admins any. */
  radarProgress: fixed('/radar/progress'),
  mentorDashboard: fixed('/mentor-dashboard'),
  /** The review screen of one submission, reached from the mentor's review queue. */
  reviewSubmission: {
    path: '/mentor-dashboard/review/:taskId/:submissionId',
    href: (taskId: string, submissionId: string) =>
      `/mentor-dashboard/review/${enc(taskId)}/${enc(submissionId)}`,
  },
  /** The mentor's updates; `?view=tasks` opens its Tasks tab (set a task, your tasks). */
  updates: {
    path: '/updates',
    href: (view?: 'tasks') => (view ? `/updates?view=${view}` : '/updates'),
  },
  mentorSessions: fixed('/mentor-sessions'),
  myStudents: fixed('/my-students'),
  /** The gradebook: mentors their batches, instructors their courses, admins any batch. */
  gradebook: fixed('/gradebook'),
  /** A student's own grades. */
  myGrades: fixed('/my-grades'),

  admin: fixed('/admin'),
  adminUsers: fixed('/admin/users'),
  adminCourses: fixed('/admin/courses'),
  adminMentors: fixed('/admin/mentors'),
  adminStudents: fixed('/admin/students'),
  adminPrograms: fixed('/admin/programs'),
  adminBatches: fixed('/admin/batches'),
  adminCertificates: fixed('/admin/certificates'),
  adminJobs: fixed('/admin/jobs'),
  /** Every mentor's load: open items, near breach, breaches, first reviews, routing. */
  adminMentorLoad: fixed('/admin/mentor-load'),
  /** How soon each mentor first contacts a student the radar flagged. */
  adminRadar: fixed('/admin/radar'),
  adminBatch: {
    path: '/admin/batches/:monthYear/:domain',
    href: (monthYear: string, domain: string) => `/admin/batches/${enc(monthYear)}/${enc(domain)}`,
  },
  adminBatchAddVideos: {
    path: '/admin/batches/:monthYear/:domain/add-videos',
    href: (monthYear: string, domain: string) =>
      `/admin/batches/${enc(monthYear)}/${enc(domain)}/add-videos`,
  },

  createCourse: {
    path: '/create-course',
    /** With a course id: the same editor, editing that course. */
    href: (courseId?: string) =>
      courseId ? `/create-course?course=${enc(courseId)}` : '/create-course',
  },
} as const;

/** Spec §2: the side panel is hidden on these routes. */
export const sidePanelHiddenOn: readonly string[] = [
  paths.home.path,
  paths.login.path,
  paths.register.path,
  paths.mentorRegistration.path,
  paths.liveClass.path,
];

/** Spec §2: after login an admin lands on /admin, everyone else on /dashboard. */
export function landingPath(role: string): string {
  return role.toLowerCase() === 'admin' ? paths.admin.href() : paths.dashboard.href();
}

/** Whether `text` holds a C0 or C1 control character (a tab or a line break among them). */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * `next` comes from the query string: accept only a path of this origin (no `//host`, no scheme).
 * Whitespace and control characters refuse it whole: a browser drops tabs and
 * line breaks from a URL, so `/\t/evil.test` would leave the origin and `/log\tin` would land on
 * /login again, a signed-in user stuck there. What is left is resolved as the browser would, so
 * `/a/../login` is /login too.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || /[\s\\]/.test(next) || hasControl(next)) return null;
  const origin = 'https://campus.invalid';
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === paths.login.path) return null;
  return url.pathname + url.search + url.hash;
}
