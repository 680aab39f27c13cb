import { describe, expect, it } from 'vitest';
import { decideGuard } from './guard';

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
