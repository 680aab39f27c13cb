import { describe, expect, it } from 'vitest';
import { reviewNotice, reviewWords } from './review-words';

describe('review words (the server half of the SDK review vocabulary)', () => {
  it('says each decision on the student’s bell in the spec’s words, with the task’s title', () => {
    expect(reviewNotice('approved', 'Build a REST API')).toBe(
      'Your submission for "Build a REST API" was approved',
    );
    expect(reviewNotice('rejected', 'Build a REST API')).toBe(
      'Your submission for "Build a REST API" was rejected',
    );
    expect(reviewNotice('modification_requested', 'Build a REST API')).toBe(
      'Changes requested on your submission for "Build a REST API"',
    );
  });

  it('keeps a title as typed, even one that looks like a replacement pattern', () => {
    expect(reviewNotice('approved', 'Regex $& and $1')).toBe(
      'Your submission for "Regex $& and $1" was approved',
    );
  });

  it('announces each decision with its own event', () => {
    expect(reviewWords.modification_requested.event).toBe('task_modification_request');
    expect(reviewWords.approved.event).toBe('task_approved');
    expect(reviewWords.rejected.event).toBe('task_rejected');
  });
});
