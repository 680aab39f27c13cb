import type { User } from '@campus/sdk';
import { PageLoading } from '@campus/ui';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { normalizeRole } from './nav/nav-items';
import { paths, type Role } from '../config/paths';
import { useSession, type SessionStatus } from './session';

export type GuardDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * Spec §2 route guard, as a pure decision: a spinner while auth loads; no user → /login (with
 * `next`, so login returns there); a role outside the allowed ones (case-insensitive) → /dashboard.
 */
export function decideGuard(
  status: SessionStatus,
  user: Pick<User, 'role'> | null,
  roles: readonly Role[] | undefined,
  here: string,
): GuardDecision {
  if (status === 'loading') return { kind: 'wait' };
  if (!user) return { kind: 'redirect', to: paths.login.href(here) };
  if (roles && roles.length > 0) {
    const role = normalizeRole(user.role);
    if (!role || !roles.includes(role)) return { kind: 'redirect', to: paths.dashboard.href() };
  }
  return { kind: 'allow' };
}

export function Guard({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const { status, user } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const decision = decideGuard(status, user, roles, search ? `${location}?${search}` : location);
  if (decision.kind === 'wait') return <PageLoading label="Checking your session…" />;
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  return <>{children}</>;
}
