import type { NotificationChannels, NotificationKind, NotificationMute } from '@campus/sdk';

/** The four channels, in the order the page shows them. */
export const channels = [
  'in_app',
  'email_now',
  'digest',
  'push',
] as const satisfies readonly (keyof NotificationChannels)[];

export const channelLabels: Record<(typeof channels)[number], string> = {
  in_app: 'In the app',
  email_now: 'E-mail now',
  digest: 'Daily digest',
  push: 'Web push',
};

/** Each kind's name and what it covers, as the person reads it. */
export const kindWords: Record<NotificationKind, { label: string; covers: string }> = {
  tasks_reviews: {
    label: 'Tasks and reviews',
    covers: 'Tasks set, submitted, reviewed or near their deadline; students placed with you.',
  },
  bookings: {
    label: 'Bookings',
    covers: 'One-to-one sessions requested, accepted, declined or cancelled.',
  },
  live_classes: {
    label: 'Live classes',
    covers: 'Classes scheduled, starting, ended, and who joined.',
  },
  mentor_updates: { label: 'Mentor updates', covers: 'Updates your mentors post to your batch.' },
  messages: { label: 'Messages', covers: 'Private messages sent to you.' },
  questions_answers: {
    label: 'Questions and answers',
    covers: 'Questions asked and answered in your batch.',
  },
  grades_certificates: {
    label: 'Grades and certificates',
    covers: 'Certificates issued to you.',
  },
  account_payment: {
    label: 'Account and payment',
    covers: 'Sign-in links and payments.',
  },
};

/** What a mute silences, in words: "the batch Full-stack 2026-12", "the course React basics". */
export const muteTarget = (mute: Pick<NotificationMute, 'scope' | 'label'>) =>
  `the ${mute.scope} ${mute.label}`;

/** "18:00": an hour of the day on the 24-hour clock. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
