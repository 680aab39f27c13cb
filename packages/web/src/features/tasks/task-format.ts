import { type StudentTask, type TaskStudentStatus } from '@campus/sdk';
import { decidedWords } from '../../lib/task-status';
import { formatDateTime, otherZoneTime, viewerTimeZone } from '@campus/time';

/**
 * The desk's groups, in the order a student acts on them: what is late, what a mentor sent back,
 * what is still to do, then what waits on the mentor and what is finished.
 */
export const deskGroups = [
  {
    id: 'overdue',
    title: 'Overdue',
    statuses: ['overdue'],
    empty: 'Nothing is overdue.',
  },
  {
    id: 'changes',
    title: decidedWords.modification_requested.label,
    statuses: ['modification_requested'],
    empty: 'No mentor asked for changes.',
  },
  {
    id: 'todo',
    title: 'To do',
    statuses: ['not_submitted'],
    empty: 'Nothing new to start.',
  },
  {
    id: 'rejected',
    title: decidedWords.rejected.label,
    statuses: ['rejected'],
    empty: 'No rejected attempt.',
  },
  {
    id: 'review',
    title: 'Submitted · in review',
    statuses: ['pending'],
    empty: 'Nothing is waiting for review.',
  },
  {
    id: 'approved',
    title: decidedWords.approved.label,
    statuses: ['approved'],
    empty: 'Nothing approved yet.',
  },
] as const satisfies ReadonlyArray<{
  id: string;
  title: string;
  statuses: readonly TaskStudentStatus[];
  empty: string;
}>;

export type DeskGroupId = (typeof deskGroups)[number]['id'];

/** The student's tasks by group, each nearest due first (the server sends them that way). */
export function groupTasks(tasks: readonly StudentTask[]) {
  return deskGroups.map((group) => ({
    ...group,
    tasks: tasks
      .filter((t) => (group.statuses as readonly TaskStudentStatus[]).includes(t.myStatus))
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate)),
  }));
}

/**
 * "Due Tue, 24 Nov 2026, 11:59 PM IST" in the viewer's zone, plus the task's own zone when it
 * reads differently there ("· Tue, 24 Nov 2026, 6:29 PM GMT (Europe/London) in the task's zone"),
 * so a student travelling or a mentor abroad never guesses which midnight was meant.
 */
export function dueText(due: string, taskZone: string, viewerZone: string = viewerTimeZone()) {
  return {
    viewer: formatDateTime(due, { timeZone: viewerZone }),
    task: otherZoneTime(due, taskZone, viewerZone),
  };
}
