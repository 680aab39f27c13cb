import type { User } from '@campus/sdk';
import { PageLoading } from '@campus/ui';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { normalizeRole } from './nav/nav-items';
import { landingPath, paths, safeNext, type Role } from '../config/paths';
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

/**
 * /login and /register are for visitors: a signed-in user is sent where a login would have sent
 * them (spec §2: `next` if they came with one, else admin → /admin, others → /dashboard). While
 * auth loads the page shows, so a visitor never waits for it.
 */
export function decideGuestOnly(
  status: SessionStatus,
  user: Pick<User, 'role'> | null,
  search: string,
): GuardDecision {
  if (status !== 'authenticated' || !user) return { kind: 'allow' };
  const next = safeNext(new URLSearchParams(search).get('next'));
  return { kind: 'redirect', to: next ?? landingPath(user.role) };
}

export function GuestOnly({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const decision = decideGuestOnly(status, user, useSearch());
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  return <>{children}</>;
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
