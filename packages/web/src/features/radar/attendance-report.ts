import type { BatchAttendance, BatchAttendanceStudent } from '@campus/sdk';
import { formatDate } from '@campus/time';

/** The share of the classes shown that a student attended, 0–100; null when no class ended. */
export function attendancePercent(s: Pick<BatchAttendanceStudent, 'attended' | 'missed'>) {
  const held = s.attended + s.missed;
  return held === 0 ? null : (s.attended / held) * 100;
}

/** "75%", whole percent; "—" when no class ended. */
export function percentText(percent: number | null): string {
  return percent === null ? '—' : `${Math.round(percent)}%`;
}

/** A class as the chart's axis and its text alternative name it: "Tue, 24 Nov 2026". */
const classDay = (startTime: string, timeZone?: string) =>
  formatDate(startTime, { style: 'weekday', ...(timeZone ? { timeZone } : {}) });

/**
 * The chart in words, for those who cannot see it: "Attendance per class, oldest first, of 4
 * students: Kick-off (Mon, 2 Nov 2026) 4 present; Hooks (Thu, 5 Nov 2026) 3 present." — or that no
 * class has ended.
 */
export function chartSummary(report: BatchAttendance, timeZone?: string): string {
  if (report.classes.length === 0) return 'No class of this batch has ended yet.';
  const of = report.students.length === 1 ? '1 student' : `${report.students.length} students`;
  const each = report.classes
    .map((c) => `${c.title} (${classDay(c.startTime, timeZone)}) ${c.attended} present`)
    .join('; ');
  return `Attendance per class, oldest first, of ${of}: ${each}.`;
}

/** The chart's points: the classes in time order (1, 2, 3 …) against how many attended each. */
export function chartSeries(report: BatchAttendance): [number[], number[]] {
  return [report.classes.map((_, i) => i + 1), report.classes.map((c) => c.attended)];
}

/** The batch's whole attendance over every class shown: attended / (students × classes). */
export function overallPercent(report: BatchAttendance): number | null {
  return attendancePercent({
    attended: report.students.reduce((n, s) => n + s.attended, 0),
    missed: report.students.reduce((n, s) => n + s.missed, 0),
  });
}
