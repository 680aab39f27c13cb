import type { RadarFlag, RadarReason } from '@campus/sdk';
import { paths } from '../../config/paths';

/**
 * Where a reason's link opens for the mentor: the thing the reason is about, as far as a mentor's
 * screens show it. A conversation is the mentor's own with the student (the link names the mentor
 * who wrote; the viewer talks to the student); a student with no visits is written to as well. Tasks
 * are the mentor's Tasks tab, a class the live-class page, a quiz the gradebook (its results), a
 * course its page.
 */
export function reasonHref(reason: RadarReason, flag: Pick<RadarFlag, 'student'>): string {
  const { kind, id } = reason.link;
  switch (kind) {
    case 'student':
    case 'conversation':
      return paths.conversation.href(flag.student._id);
    case 'task':
      return paths.updates.href('tasks');
    case 'live_class':
      return paths.liveClass.href();
    case 'quiz':
      return paths.gradebook.href();
    case 'course':
      return paths.course.href(id);
  }
}

/** How each rule reads in the "Flagged for" filter and the message dialog. */
export const ruleLabels: Record<RadarReason['rule'], string> = {
  no_visit: 'No visit for days',
  tasks_overdue: 'Overdue tasks',
  changes_not_resubmitted: 'Changes not resubmitted',
  quizzes_failed: 'Failed quizzes',
  classes_missed: 'Missed live classes',
  mentor_message_unanswered: 'Unanswered messages',
  progress_behind: 'Progress behind the batch',
};
