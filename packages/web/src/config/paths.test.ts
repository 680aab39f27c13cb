import { describe, expect, it } from 'vitest';
import { safeNext } from './paths';

describe('safeNext', () => {
  it('keeps a path of this origin with its query and fragment', () => {
    expect(safeNext('/updates')).toBe('/updates');
    expect(safeNext('/mentor-sync?x=1#top')).toBe('/mentor-sync?x=1#top');
  });

  it('refuses other origins and the login page itself', () => {
    for (const next of [
      '//evil.test',
      '/\\evil.test',
      'https://evil.test',
      '/login',
      '/login?next=/x',
    ])
      expect(safeNext(next), next).toBeNull();
    expect(safeNext('/a/../login'), 'resolved as the browser would').toBeNull();
  });

  it('refuses whitespace and control characters, which the browser would drop', () => {
    // A browser strips tabs and line breaks from a URL: these would land on /login (a signed-in user
    // stuck there) or on another origin.
    for (const next of [
      '/log\tin',
      '/login\t',
      '/\t/evil.test',
      '/\n/evil.test',
      '/\r/evil.test',
      '/updates\u0000',
      '/updates\u0085',
      '/up dates',
      '/updates\u00a0',
      '/updates\u2028',
    ])
      expect(safeNext(next), JSON.stringify(next)).toBeNull();
  });
});
