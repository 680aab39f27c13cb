import type { Question } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { isNewSince, newsSentence } from './question-news';

const question = (createdAt: string, mine = false, authorId = 'u-other'): Question => ({
  _id: 'q1',
  batch: { monthYear: '2026-11', domain: 'fullstack' },
  title: 'A question',
  body: 'Body',
  author: { _id: authorId, name: 'Someone', role: 'student' },
  anonymous: false,
  mine,
  answerCount: 0,
  upvotes: 0,
  upvotedByMe: false,
  following: false,
  acceptedAnswerId: null,
  hidden: false,
  createdAt,
});

describe('newsSentence', () => {
  it('counts questions and answers since the last visit, each in its own number', () => {
    expect(
      newsSentence({ newQuestions: 2, newAnswers: 1, lastVisitAt: '2026-11-22T07:30:00.000Z' }),
    ).toMatch(/^2 new questions and 1 new answer since your last visit \(.+\)\.$/);
    expect(
      newsSentence({ newQuestions: 0, newAnswers: 3, lastVisitAt: '2026-11-22T07:30:00.000Z' }),
    ).toMatch(/^3 new answers since your last visit/);
  });
  it('says nothing is new, and counts everything before a first visit', () => {
    expect(
      newsSentence({ newQuestions: 0, newAnswers: 0, lastVisitAt: '2026-11-22T07:30:00.000Z' }),
    ).toMatch(/^Nothing new since your last visit/);
    expect(newsSentence({ newQuestions: 1, newAnswers: 0, lastVisitAt: null })).toBe(
      '1 new question so far.',
    );
  });
});

describe('isNewSince', () => {
  const since = { newQuestions: 1, newAnswers: 0, lastVisitAt: '2026-11-22T12:00:00.000Z' };
  it("marks others' questions asked after the last visit", () => {
    expect(isNewSince(question('2026-11-22T12:00:01.000Z'), since, 'me')).toBe(true);
    expect(isNewSince(question('2026-11-22T11:59:59.000Z'), since, 'me')).toBe(false);
  });
  it('never marks the viewer’s own, nor anything before the counts arrive', () => {
    expect(isNewSince(question('2026-11-22T13:00:00.000Z', true), since, 'me')).toBe(false);
    expect(isNewSince(question('2026-11-22T13:00:00.000Z', false, 'me'), since, 'me')).toBe(false);
    expect(isNewSince(question('2026-11-22T13:00:00.000Z'), undefined, 'me')).toBe(false);
    expect(
      isNewSince(question('2026-11-22T13:00:00.000Z'), { ...since, lastVisitAt: null }, 'me'),
    ).toBe(true);
  });
});
