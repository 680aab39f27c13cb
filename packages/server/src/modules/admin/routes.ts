// The admin console's own operations (contract areas/admin.yaml other than the bulk status, which
// lives with the users it changes): the overview, the students table, onboarding and the background
// jobs.
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { listJobKinds, retryDeadJob, retryDeadJobs } from './jobs';
import { onboardStudents } from './onboarding';
import { listAdminStudents } from './students';
import { adminSummary } from './summary';

export function adminHandlers(ctx: AppContext): Handlers {
  return defineHandlers({
    getAdminSummary: (c) => adminSummary(ctx, c.query.timezone),
    listAdminStudents: (c) => listAdminStudents(ctx, c.query),
    onboardStudents: (c) => onboardStudents(ctx, me(c), c.body),
    listJobKinds: () => listJobKinds(ctx),
    retryDeadJobs: (c) => retryDeadJobs(ctx, c.params.kind),
    retryDeadJob: (c) => retryDeadJob(ctx, c.params.kind, c.params.id),
  });
}
