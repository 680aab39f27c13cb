import { describe, expect, it } from 'vitest';
import { decideGuard, decideGuestOnly } from './guard';

describe('decideGuard (spec §2)', () => {
  it('waits while auth is loading', () => {
    expect(decideGuard('loading', null, undefined, '/profile')).toEqual({ kind: 'wait' });
  });
  it('sends a visitor to /login, remembering where they were going', () => {
    expect(decideGuard('loggedOut', null, ['student'], '/mentor-sync?x=1')).toEqual({
      kind: 'redirect',
      to: '/login?next=%2Fmentor-sync%3Fx%3D1',
    });
  });
  it('compares roles case-insensitively', () => {
    expect(decideGuard('authenticated', { role: 'Admin' as never }, ['admin'], '/admin')).toEqual({
      kind: 'allow',
    });
  });
  it('sends a role outside the allowed ones to /dashboard', () => {
    expect(decideGuard('authenticated', { role: 'student' }, ['mentor'], '/updates')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });
  it('lets any signed-in user through when no roles are given', () => {
    expect(decideGuard('authenticated', { role: 'mentor' }, undefined, '/profile')).toEqual({
      kind: 'allow',
    });
  });
});

describe('decideGuestOnly (/login and /register, spec §2)', () => {
  it('shows the page to visitors and while auth loads', () => {
    expect(decideGuestOnly('loggedOut', null, '')).toEqual({ kind: 'allow' });
    expect(decideGuestOnly('loading', null, '')).toEqual({ kind: 'allow' });
  });
  it('sends a signed-in admin to /admin and everyone else to /dashboard', () => {
    expect(decideGuestOnly('authenticated', { role: 'Admin' as never }, '')).toEqual({
      kind: 'redirect',
      to: '/admin',
    });
    expect(decideGuestOnly('authenticated', { role: 'student' }, '')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });
  it('honours a same-origin next, as a login would', () => {
    expect(decideGuestOnly('authenticated', { role: 'mentor' }, 'next=%2Fupdates')).toEqual({
      kind: 'redirect',
      to: '/updates',
    });
    expect(decideGuestOnly('authenticated', { role: 'mentor' }, 'next=%2F%2Fevil.test')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });
  it("sends a next with a tab to the role's home, never back to /login", () => {
    expect(decideGuestOnly('authenticated', { role: 'admin' }, 'next=%2Flog%09in')).toEqual({
      kind: 'redirect',
      to: '/admin',
    });
    expect(
      decideGuestOnly('authenticated', { role: 'student' }, 'next=%2F%09%2Fevil.test'),
    ).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
});
