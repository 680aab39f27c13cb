// Preferences are personal: no role reads or changes another person's, admins included.
import type { Principal } from '../../http/auth';
import { forbidden } from '../../http/errors';

const NOT_YOURS = 'You can only see and change your own notification preferences.';

/** Refuses anyone but the person themselves. */
export function assertOwn(user: Principal, userId: string): void {
  if (user.id !== userId) throw forbidden(NOT_YOURS);
}
