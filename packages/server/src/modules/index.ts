// Every area of the API. Adding an area = a schema file in src/db/schema (+ its line in index.ts),
// a folder here with routes and service, and one line in this list.
import type { AreaModule } from '../context';
import { authHandlers } from './auth/routes';
import { healthHandlers } from './health/routes';
import { notificationHandlers } from './notifications/routes';
import { paymentHandlers } from './payments/routes';
import { userHandlers } from './users/routes';
import { taskHandlers } from './tasks/routes';
import { bookingHandlers } from './bookings/routes';
import { batchHandlers } from './batches/routes';
import { liveClassHandlers } from './liveclasses/routes';
import { mentorHandlers } from './mentors/routes';
import { updateHandlers } from './updates/routes';
import { chatbotHandlers } from './chatbot/routes';
import { courseHandlers } from './courses/routes';
import { ebookHandlers } from './ebooks/routes';
import { programHandlers } from './programs/routes';
import { adminHandlers } from './admin/routes';
import { messageHandlers } from './messages/routes';
import { learningHandlers } from './learning/routes';
import { quizHandlers } from './quizzes/routes';
import { gradeHandlers } from './grades/routes';
import { certificateHandlers } from './certificates/routes';
import { inboxHandlers } from './inbox/routes';
import { calendarHandlers } from './calendar/routes';
import { questionHandlers } from './questions/routes';
import { preferenceHandlers } from './preferences/routes';
import { pushHandlers } from './push/routes';

export const modules: AreaModule[] = [
  { name: 'health', register: healthHandlers },
  { name: 'auth', register: authHandlers },
  { name: 'users', register: userHandlers },
  { name: 'payments', register: paymentHandlers },
  { name: 'notifications', register: notificationHandlers },
  { name: 'tasks', register: taskHandlers },
  { name: 'bookings', register: bookingHandlers },
  { name: 'batches', register: batchHandlers },
  { name: 'liveclasses', register: liveClassHandlers },
  { name: 'mentors', register: mentorHandlers },
  { name: 'updates', register: updateHandlers },
  { name: 'chatbot', register: chatbotHandlers },
  { name: 'courses', register: courseHandlers },
  { name: 'ebooks', register: ebookHandlers },
  { name: 'programs', register: programHandlers },
  { name: 'admin', register: adminHandlers },
  { name: 'messages', register: messageHandlers },
  { name: 'learning', register: learningHandlers },
  { name: 'quizzes', register: quizHandlers },
  { name: 'grades', register: gradeHandlers },
  { name: 'certificates', register: certificateHandlers },
  { name: 'inbox', register: inboxHandlers },
  { name: 'calendar', register: calendarHandlers },
  { name: 'questions', register: questionHandlers },
  { name: 'preferences', register: preferenceHandlers },
  { name: 'push', register: pushHandlers },
];
