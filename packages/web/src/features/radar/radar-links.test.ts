import type { RadarReason } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { reasonHref } from './radar-links';

const flag = { student: { _id: 'u-student-1', name: 'Asha Rao' } };
const reason = (kind: RadarReason['link']['kind'], id: string): RadarReason => ({
  rule: 'no_visit',
  text: 'No visit for 9 days.',
  link: { kind, id },
});

describe('reasonHref', () => {
  it('opens the conversation with the student, never the mentor’s id as a person', () => {
    expect(reasonHref(reason('conversation', 'u-mentor-1'), flag)).toBe('/messages/u-student-1');
    expect(reasonHref(reason('student', 'u-student-1'), flag)).toBe('/messages/u-student-1');
  });

  it('opens the task, class, quiz results and course screens a mentor has', () => {
    expect(reasonHref(reason('task', 't-1'), flag)).toBe('/updates?view=tasks');
    expect(reasonHref(reason('live_class', 'lc-1'), flag)).toBe('/live-class');
    expect(reasonHref(reason('quiz', 'l-1'), flag)).toBe('/gradebook');
    expect(reasonHref(reason('course', 'c-1'), flag)).toBe('/courses/c-1');
  });
});
