// The assistant's built-in help: what a learner, mentor or admin on Campus most often asks. Each
// entry is searched with PostgreSQL full-text search over its question, keywords and answer.

export interface FaqEntry {
  id: string;
  question: string;
  /** Extra words people use for the same thing (synonyms, misspellings, Hinglish). */
  keywords: string;
  answer: string;
  /** The screen that helps with it. */
  url: string;
}

export const FAQ: FaqEntry[] = [
  {
    id: 'login-trouble',
    question: 'I cannot log in to my account',
    keywords:
      'login sign in signin password wrong invalid credentials cannot log access locked too many attempts',
    answer:
      'Check that you use the email you registered with and that Caps Lock is off. After several wrong passwords Campus pauses logins for about 15 minutes — wait for the countdown, then try again. If you forgot your password, use “Forgot password?” on the login page to get a reset link by email.',
    url: '/login',
  },
  {
    id: 'forgot-password',
    question: 'How do I reset a forgotten password?',
    keywords: 'forgot forgotten reset password link email recover',
    answer:
      'Open the login page and choose “Forgot password?”. Enter your email and we send a reset link (valid for a limited time). Open it, choose a new password of at least 6 characters, and log in with it.',
    url: '/forgot-password',
  },
  {
    id: 'deactivated',
    question: 'My account says it has been deactivated',
    keywords: 'deactivated disabled blocked suspended account inactive banned',
    answer:
      'A deactivated account was switched off by an administrator, so you cannot log in until it is reactivated. Please contact your program admin or the support team with the email you registered with; once they reactivate it, log in again with your usual password.',
    url: '/support',
  },
  {
    id: 'change-password',
    question: 'How do I change my password?',
    keywords: 'change update new password settings security',
    answer:
      'Open the side panel (your profile picture at the top right), choose Settings, and fill in your current password, the new one and its confirmation. The new password needs at least 6 characters. Changing it logs you out on other devices.',
    url: '/profile',
  },
  {
    id: 'profile-image',
    question: 'How do I change my profile picture or name?',
    keywords: 'profile image photo picture avatar name email edit update dp',
    answer:
      'Open the side panel, choose Settings and pick a new image (JPEG, PNG or WebP, up to 2 MB) or edit your name and email, then save. Only the fields you changed are sent; you will see “Profile updated successfully”.',
    url: '/profile',
  },
  {
    id: 'pending-payment',
    question: 'How do I pay my pending amount?',
    keywords:
      'payment pay pending amount fee fees dues balance installment emi rupees money invoice',
    answer:
      'If part of your program fee is still due, a Pending Payment button with the amount in ₹ appears at the top of the app. It opens the payment provider’s secure form in a new tab; once the payment succeeds the pending amount updates automatically — usually within a minute.',
    url: '/dashboard',
  },
  {
    id: 'payment-failed',
    question: 'My payment failed or the amount did not update',
    keywords: 'payment failed deducted debited not updated refund transaction money stuck',
    answer:
      'If the provider shows a failure, no money was taken — try again from the Pending Payment button. If money was debited but the amount on Campus did not change after a few minutes, contact support with the transaction id from your bank or UPI app and we will reconcile it.',
    url: '/support',
  },
  {
    id: 'book-mentor',
    question: 'How do I book a session with my mentor?',
    keywords:
      'book booking mentor session one to one 1:1 appointment meeting call doubt slot schedule group',
    answer:
      'Go to Mentor Sync and request a one-to-one session: pick a time, a topic and a short description. Your mentor accepts or declines, and you get a notification either way. Group sessions your mentor opens for your batch can be joined there too while seats are left.',
    url: '/mentor-sync',
  },
  {
    id: 'join-live-class',
    question: 'How do I join a live class?',
    keywords: 'join live class session lecture zoom meet link attend online class start',
    answer:
      'Open Live Class. Joining opens 10 minutes before the class starts (or as soon as your mentor goes live): press Join and the meeting link opens in a new tab, and your attendance is recorded. You also get a reminder 15 minutes before each class of your batch.',
    url: '/live-class',
  },
  {
    id: 'missed-class',
    question: 'I missed a live class — is there a recording?',
    keywords: 'missed class recording recorded video replay absent watch later',
    answer:
      'Recordings and other videos your mentors share for your batch are on your batch’s videos page. If a recording is not there yet, ask your mentor in Mentor Updates or during the next session.',
    url: '/dashboard',
  },
  {
    id: 'submit-task',
    question: 'How do I submit a task?',
    keywords: 'submit submission task assignment homework project upload file deadline due',
    answer:
      'Open your dashboard, choose the task and press Submit. Add your answer or a link and attach files if needed, then send it before the due date. Your mentor reviews it and you get a notification when it is approved, rejected or needs changes.',
    url: '/dashboard',
  },
  {
    id: 'resubmit-task',
    question: 'How do I resubmit a task after feedback?',
    keywords:
      'resubmit resubmission feedback modification requested changes rejected redo again improve',
    answer:
      'When your mentor asks for modifications (or rejects a submission), open the task on your dashboard, read the feedback, and submit again with your changes. Each attempt is kept, so your mentor sees what changed.',
    url: '/dashboard',
  },
  {
    id: 'task-deadline',
    question: 'What happens if I miss a task deadline?',
    keywords: 'deadline missed late overdue due date passed extension',
    answer:
      'You get reminders 24 hours and 1 hour before a task is due. After the deadline passes you are notified; whether a late submission is still accepted is up to your mentor — message them or book a session to ask for an extension.',
    url: '/dashboard',
  },
  {
    id: 'skill-up',
    question: 'What are Skill_Up e-books and how do I read them?',
    keywords:
      'skill_up skillup skill up ebook e-book ebooks books reading material notes pdf modules',
    answer:
      'Skill_Up is Campus’s library of e-book courses: short modules you read at your own pace. Open Skill_Up in the navigation bar to browse the published e-books and open any module.',
    url: '/ebookstudent',
  },
  {
    id: 'enroll-course',
    question: 'How do I enroll in a course?',
    keywords: 'enroll enrol enrollment course join buy start learning free paid catalogue',
    answer:
      'Browse Courses, open the one you like and press Enroll. Free courses start right away; your enrolled courses then appear on your student dashboard with your progress.',
    url: '/courses',
  },
  {
    id: 'notifications',
    question: 'How do notifications work?',
    keywords: 'notification notifications bell alert alerts unread mark read clear reminder',
    answer:
      'The bell at the top shows your latest notifications with an unread count. Click one to open what it is about (live classes open Live Class, tasks open your dashboard), use “Mark all as read” to clear the badge, or “Clear all” to remove them.',
    url: '/dashboard',
  },
  {
    id: 'mentor-updates',
    question: 'Where do I see announcements from my mentor?',
    keywords: 'mentor updates announcements news posts pinned message from mentor',
    answer:
      'Open Mentor Updates in the navigation bar. Your mentor’s announcements for all their students and for your batch are there, pinned ones first.',
    url: '/mentor-updates',
  },
  {
    id: 'batch',
    question: 'Which batch am I in and who is my mentor?',
    keywords: 'batch cohort group my mentor assigned which mentor domain month',
    answer:
      'Your batch (month and domain) and your mentor are shown on your student dashboard. Your batch decides which live classes, videos and updates you see; if it looks wrong, contact your program admin.',
    url: '/student-dashboard',
  },
  {
    id: 'become-mentor',
    question: 'How can I become a mentor on Campus?',
    keywords: 'become mentor apply mentor registration teach join as mentor',
    answer:
      'Use Mentor Registration to apply with your expertise and experience. An admin reviews your profile; once you are listed, students can find you in the mentor directory.',
    url: '/mentor-registration',
  },
  {
    id: 'contact-support',
    question: 'How do I contact support?',
    keywords: 'contact support help human agent email issue problem bug complaint',
    answer:
      'If something is not working, tell us what you tried and what you saw on the support page, and include your registered email. For account or payment problems, your program admin can also help directly.',
    url: '/support',
  },
];
