import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { paths, safeNext } from '../config/paths';

/**
 * The app's one `navigate` for machines (outside React). After a login the auth machine asks for
 * the role's landing route; if the visitor was sent to /login by the guard, `?next=` remembers
 * where they were going, and that wins (spec §2 lands admins on /admin only when they had no
 * destination of their own).
 */
export function appNavigate(to: string): void {
  const here = new URL(window.location.href);
  const landing = to === paths.admin.href() || to === paths.dashboard.href();
  if (landing && here.pathname === paths.login.path) {
    const next = safeNext(here.searchParams.get('next'));
    if (next) {
      browserNavigate(next, { replace: true });
      return;
    }
  }
  const current = here.pathname + here.search;
  if (current !== to) browserNavigate(to);
}
