import type { BatchAttendance } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import {
  attendancePercent,
  chartSeries,
  chartSummary,
  overallPercent,
  percentText,
} from './attendance-report';

const report: BatchAttendance = {
  batch: { monthYear: '2026-11', domain: 'fullstack' },
  classes: [
    { _id: 'c1', title: 'Kickoff', startTime: '2026-11-02T13:30:00.000Z', attended: 2 },
    { _id: 'c2', title: 'Hooks', startTime: '2026-11-05T13:30:00.000Z', attended: 1 },
  ],
  students: [
    { student: { _id: 's1', name: 'Asha' }, present: [true, true], attended: 2, missed: 0 },
    { student: { _id: 's2', name: 'Ben' }, present: [true, false], attended: 1, missed: 1 },
    { student: { _id: 's3', name: 'Chitra' }, present: [false, false], attended: 0, missed: 2 },
  ],
};

describe('attendance in numbers', () => {
  it('is the share of the classes held that a student came to, in whole percent', () => {
    expect(attendancePercent({ attended: 1, missed: 2 })).toBeCloseTo(33.33, 2);
    expect(percentText(attendancePercent({ attended: 1, missed: 2 }))).toBe('33%');
    expect(percentText(attendancePercent({ attended: 2, missed: 0 }))).toBe('100%');
  });

  it('has no share before any class has ended', () => {
    expect(attendancePercent({ attended: 0, missed: 0 })).toBeNull();
    expect(percentText(null)).toBe('—');
  });

  it('sums the batch over every student and class', () => {
    // 3 of 6 seats filled.
    expect(overallPercent(report)).toBe(50);
    expect(overallPercent({ ...report, students: [] })).toBeNull();
  });
});

describe('the chart', () => {
  it('plots the classes in their order against how many came', () => {
    expect(chartSeries(report)).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('says in words what it draws, in the viewer’s zone', () => {
    expect(chartSummary(report, 'Asia/Kolkata')).toBe(
      'Attendance per class, oldest first, of 3 students: Kickoff (Mon, 2 Nov 2026) 2 present; Hooks (Thu, 5 Nov 2026) 1 present.',
    );
    // Late in the evening in New York is already the next day in India.
    expect(
      chartSummary(
        {
          ...report,
          classes: [{ ...report.classes[0]!, startTime: '2026-11-03T02:00:00.000Z' }],
          students: [report.students[0]!],
        },
        'America/New_York',
      ),
    ).toBe(
      'Attendance per class, oldest first, of 1 student: Kickoff (Mon, 2 Nov 2026) 2 present.',
    );
  });

  it('says so when no class has ended', () => {
    expect(chartSummary({ ...report, classes: [] })).toBe('No class of this batch has ended yet.');
  });
});
