// The admin console's own operations (issue 13; contract areas/admin.yaml other than the bulk
// status, which lives with the users it changes): the overview, the students table and onboarding.
import type { AppContext } from '../../context';
import { me, type Handlers } from '../../http/router';
import { onboardStudents, type OnboardingInput } from './onboarding';
import { listAdminStudents, type StudentFilter } from './students';
import { adminSummary } from './summary';

export function adminHandlers(ctx: AppContext): Handlers {
  return {
    getAdminSummary: (c) => adminSummary(ctx, (c.query as { timezone?: string }).timezone),
    listAdminStudents: (c) => listAdminStudents(ctx, c.query as unknown as StudentFilter),
    onboardStudents: (c) => onboardStudents(ctx, me(c), c.body as OnboardingInput),
  };
}
