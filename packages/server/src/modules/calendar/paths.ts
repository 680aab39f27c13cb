// The app screens calendar events open, in the shapes of the web app's route table
// (packages/web/src/config/paths.ts): the server only says where; the web app owns the routes.
import type { Role } from '../../db/schema/index';

const enc = encodeURIComponent;

export interface EventPaths {
  liveClass: () => string;
  booking: () => string;
  task: (taskId: string, batch: { monthYear: string; domain: string } | null) => string;
  hours: () => string;
}

/** Where each kind of event opens for someone of `role` (a route their role may visit). */
export function pathsFor(role: Role): EventPaths {
  const liveClass = () => '/live-class';
  if (role === 'student')
    return {
      liveClass,
      booking: () => '/mentor-sync',
      task: (id) => `/student-dashboard/tasks/${enc(id)}`,
      hours: () => '/mentor-sync',
    };
  if (role === 'mentor')
    return {
      liveClass,
      booking: () => '/mentor-sessions',
      task: () => '/updates?view=tasks',
      hours: () => '/mentor-sessions',
    };
  return {
    liveClass,
    booking: () => '/admin',
    task: (_id, batch) =>
      batch ? `/admin/batches/${enc(batch.monthYear)}/${enc(batch.domain)}` : '/admin',
    hours: () => '/admin/mentors',
  };
}
