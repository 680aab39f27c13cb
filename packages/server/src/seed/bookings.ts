// Demo bookings: one-to-one requests in every status (pending, accepted, declined, cancelled, expired,
// completed) and two group sessions — one with seats left, one full. Times are set in IST.
import type { AppContext } from '../context';
import {
  bookingParticipants,
  bookings,
  mentorAvailability,
  type BookingStatus,
  type UserRow,
} from '../db/schema/index';
import { seedId } from './ids';
import type { DemoWorld } from './world';

const DAY = 24 * 60 * 60 * 1000;

/** `days` from now at `hour`:00 IST ((hour − 6):30 UTC). */
function istAt(now: Date, days: number, hour: number): Date {
  const d = new Date(now.getTime() + days * DAY);
  d.setUTCHours(hour - 6, 30, 0, 0);
  return d;
}

export async function seedBookings(_ctx: AppContext, w: DemoWorld): Promise<void> {
  const { tx, now, mentors, students: s } = w;
  const student = (i: number) => s[i] as UserRow;
  const one = (
    mentor: UserRow,
    stu: UserRow,
    status: BookingStatus,
    days: number,
    hour: number,
    topic: string,
    description: string,
    extra: Partial<typeof bookings.$inferInsert> = {},
  ) => {
    const start = istAt(now, days, hour);
    return {
      id: seedId(`booking:${topic}`),
      kind: 'one_to_one' as const,
      mentorId: mentor.id,
      studentId: stu.id,
      topic,
      description,
      startTime: start,
      endTime: new Date(start.getTime() + 30 * 60 * 1000),
      durationMinutes: 30,
      timezone: 'Asia/Kolkata',
      status,
      createdAt: new Date(Math.min(now.getTime(), start.getTime()) - 3 * DAY),
      updatedAt: new Date(Math.min(now.getTime(), start.getTime()) - 2 * DAY),
      ...extra,
    };
  };
  const [m0, m1] = mentors;
  await tx.insert(bookings).values([
    one(
      m0,
      student(0),
      'pending',
      3,
      16,
      'Code review of my React portfolio',
      'Could you look at my state management and folder structure before I apply to product companies in Bengaluru?',
    ),
    one(
      m0,
      student(1),
      'accepted',
      2,
      11,
      'Mock interview: Node.js and REST',
      'Preparing for a backend role; 30 minutes of interview questions please.',
      {
        meetingLink: 'https://meet.google.com/kmr-qxtd-bnv',
        note: 'See you then — keep your library API open.',
        respondedAt: new Date(now.getTime() - DAY),
      },
    ),
    one(
      m0,
      student(2),
      'declined',
      4,
      19,
      'Career guidance: service vs product companies',
      'Should I join a service company first?',
      {
        note: 'I am travelling that evening — please pick a slot on Thursday.',
        respondedAt: new Date(now.getTime() - DAY),
      },
    ),
    one(
      m1,
      student(3),
      'cancelled',
      2,
      15,
      'Help with Spark joins',
      'My broadcast join runs out of memory.',
      {
        cancelledById: student(3).id,
        cancelledAt: new Date(now.getTime() - 12 * 60 * 60 * 1000),
        cancelReason: 'Solved it with a salted key — thanks anyway!',
      },
    ),
    one(
      m1,
      student(4),
      'expired',
      -2,
      18,
      'Airflow sensors question',
      'When should I use a deferrable sensor?',
    ),
    one(
      m1,
      student(5),
      'completed',
      -5,
      12,
      'Resume review for a data engineer role',
      'Two years in MIS reporting, moving to data engineering.',
      {
        meetingLink: 'https://meet.google.com/vwp-hhsa-ktr',
        respondedAt: new Date(now.getTime() - 8 * DAY),
      },
    ),
  ]);

  const group = (
    mentor: UserRow,
    days: number,
    hour: number,
    topic: string,
    description: string,
    capacity: number,
    batch?: 0 | 1,
  ) => {
    const start = istAt(now, days, hour);
    return {
      id: seedId(`booking:${topic}`),
      kind: 'group' as const,
      mentorId: mentor.id,
      topic,
      description,
      startTime: start,
      endTime: new Date(start.getTime() + 60 * 60 * 1000),
      durationMinutes: 60,
      timezone: 'Asia/Kolkata',
      status: 'accepted' as const,
      meetingLink: 'https://zoom.us/j/81234567890',
      capacity,
      batchMonthYear: batch === undefined ? null : w.batches[batch].monthYear,
      batchDomain: batch === undefined ? null : w.batches[batch].domain,
      createdAt: new Date(now.getTime() - 2 * DAY),
      updatedAt: new Date(now.getTime() - 2 * DAY),
    };
  };
  const [open, full] = await tx
    .insert(bookings)
    .values([
      group(
        m0,
        6,
        18,
        'Mock interviews: JavaScript fundamentals',
        'Live mock interviews in pairs — closures, the event loop and promises. Bring questions.',
        10,
      ),
      group(
        m1,
        5,
        17,
        'SQL window functions clinic',
        'Ranking, running totals and gaps-and-islands on a UPI payments dataset.',
        2,
        1,
      ),
    ])
    .returning();
  if (!open || !full) throw new Error('seed: group sessions insert failed');
  await tx.insert(bookingParticipants).values([
    { bookingId: open.id, studentId: student(0).id, joinedAt: new Date(now.getTime() - DAY) },
    { bookingId: open.id, studentId: student(2).id, joinedAt: new Date(now.getTime() - DAY) },
    { bookingId: full.id, studentId: student(3).id, joinedAt: new Date(now.getTime() - DAY) },
    { bookingId: full.id, studentId: student(5).id, joinedAt: new Date(now.getTime() - DAY) },
  ]);
  // Published hours, so /mentor-sync offers slots: the demo mentors work Mon–Sat in
  // IST, mornings and afternoons, with a 15-minute buffer between sessions.
  await tx.insert(mentorAvailability).values(
    mentors.map((m) => ({
      mentorId: m.id,
      timezone: 'Asia/Kolkata',
      weeklyHours: [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
        { weekday, startMinute: 9 * 60, endMinute: 13 * 60 },
        { weekday, startMinute: 14 * 60, endMinute: 20 * 60 },
      ]),
      daysOff: [],
      bufferMinutes: 15,
    })),
  );
}
