// Which mentors reach a submission: see it and its files, and review it while it waits.
import { sql, type SQL } from 'drizzle-orm';
import { batchMentors, taskFeedback, tasks, taskSubmissions, users } from '../../db/schema/index';

/**
 * SQL over task_submissions joined to its task: which mentors see a submission and its files, and
 * may review it while it waits — its reviewer (task_submissions.mentor_id: routed, handed or the
 * owner), whoever reviewed it, and the task's owner while the student is theirs (in no batch, or in
 * a batch whose routing roster has the owner). So a student moved to another batch takes their new
 * attempts out of the former batch's mentors' reach. (Admins and the student themselves see it too;
 * the callers check those.)
 */
export function submissionMentorSql(mentorId: string): SQL<boolean> {
  return sql<boolean>`(${taskSubmissions.mentorId} = ${mentorId}
    or exists (select 1 from ${taskFeedback} where ${taskFeedback.submissionId} = ${taskSubmissions.id}
      and ${taskFeedback.byId} = ${mentorId})
    or (${tasks.mentorId} = ${mentorId} and exists (
      select 1 from ${users} where ${users.id} = ${taskSubmissions.studentId}
        and (${users.batchMonthYear} is null or exists (
          select 1 from ${batchMentors} where ${batchMentors.mentorId} = ${mentorId}
            and ${batchMentors.monthYear} = ${users.batchMonthYear}
            and ${batchMentors.domain} = ${users.batchDomain})))))`;
}
