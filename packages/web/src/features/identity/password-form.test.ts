import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './password-form';

describe('newPasswordProblem', () => {
  it('needs both fields, a match, and 6 characters', () => {
    expect(newPasswordProblem('', 'x')).toBe('Please fill in both password fields.');
    expect(newPasswordProblem('abcdef', 'abcdeg')).toBe('Passwords do not match!');
    expect(newPasswordProblem('abc', 'abc')).toBe('Password must be at least 6 characters long!');
    expect(newPasswordProblem('abcdef', 'abcdef')).toBeNull();
  });
});
