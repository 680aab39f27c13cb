// An approved mentor and a student of theirs (fresh accounts, their own batch), for the journeys that
// need people nobody else's journey touches (gradebook-live.e2e.ts); with a group session the student
// joined and a live class, what a mentor who is later deactivated or rejected must stop reaching
// (mentor-status.e2e.ts and revoked-access.e2e.ts).
import { expect } from 'vitest';
import { api, apiLogin } from './api';
import { DEMO_PASSWORD } from './env';

const DAY = 86_400_000;

const at = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

/**
 * An approved mentor and a student of theirs (fresh accounts) in a batch of their own; `base` when
 * the server is a journey's own (support/own-server.ts), not the suite's.
 */
export async function mentorWithStudent(adminToken: string, label: string, base?: string) {
  const stamp = `${label}${Date.now().toString(36)}`;
  const mentor = { name: `Mira ${stamp}`, email: `mira-${stamp}@example.test` };
  const student = { name: `Tara ${stamp}`, email: `tara-${stamp}@example.test` };
  const mentorId = await approvedMentor(adminToken, mentor, base);
  const sreg = await api<{ user: { _id: string } }>('/api/auth/register', {
    body: { ...student, password: DEMO_PASSWORD },
    base,
  });
  expect(sreg.status).toBe(201);
  const batch = { monthYear: '2030-06', domain: `e2e-${stamp}` };
  const assigned = await api('/api/batchassignments/assign', {
    token: adminToken,
    body: { mentorId, studentIds: [sreg.body.user._id], ...batch },
    base,
  });
  expect(assigned.status).toBe(200);

  const mentorToken = (await apiLogin(mentor.email, DEMO_PASSWORD, base)).token;
  const studentToken = (await apiLogin(student.email, DEMO_PASSWORD, base)).token;
  return {
    stamp,
    mentor,
    mentorId,
    mentorToken,
    student,
    studentId: sreg.body.user._id,
    studentToken,
    batch,
  };
}

/** A fresh mentor as a person signs up (the demo password) and the admin approves them: their id. */
export async function approvedMentor(
  adminToken: string,
  person: { name: string; email: string },
  base?: string,
): Promise<string> {
  const reg = await api<{ user: { _id: string } }>('/api/auth/register-mentor', {
    body: { ...person, password: DEMO_PASSWORD, expertise: ['SQL'] },
    base,
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
  const approved = await api(`/api/users/${reg.body.user._id}/mentor-status`, {
    method: 'PATCH',
    token: adminToken,
    body: { status: 'approved' },
    base,
  });
  expect(approved.status).toBe(200);
  return reg.body.user._id;
}

/** A task the pair's mentor sets for their batch, due in two days: its id. */
export async function batchTask(
  pair: { mentorToken: string; batch: { monthYear: string; domain: string } },
  title: string,
  base?: string,
): Promise<string> {
  const task = await api<{ _id: string }>('/api/tasks', {
    token: pair.mentorToken,
    body: {
      title,
      description: 'Write a query and submit it.',
      dueDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      timezone: 'Asia/Kolkata',
      batch: pair.batch,
    },
    base,
  });
  expect(task.status, JSON.stringify(task.body)).toBe(201);
  return task.body._id;
}

/** An approved mentor and a student of theirs (fresh accounts), with a group session and a class. */
export async function mentorCohort(adminToken: string, label: string, day: number) {
  const pair = await mentorWithStudent(adminToken, label);
  const { stamp, mentorToken, studentToken, batch } = pair;
  const group = await api<{ _id: string }>('/api/bookings/group-session', {
    token: mentorToken,
    body: {
      topic: `Clinic ${stamp}`,
      description: 'Window functions',
      startTime: at(day, 9),
      durationMinutes: 60,
      timezone: 'Asia/Kolkata',
      capacity: 5,
      meetingLink: 'https://meet.google.com/abc-defg-hij',
      batch,
    },
  });
  expect(group.status).toBe(201);
  const joined = await api<{ meetingLink?: string }>(
    `/api/bookings/group-session/${group.body._id}/join`,
    { token: studentToken, method: 'POST' },
  );
  expect(joined.body.meetingLink).toBe('https://meet.google.com/abc-defg-hij');
  const cls = await api<{ _id: string }>('/api/liveclasses', {
    token: mentorToken,
    body: {
      title: `Class ${stamp}`,
      batch,
      startTime: at(day + 1, 9),
      durationMinutes: 60,
      timezone: 'Asia/Kolkata',
      meetingLink: 'https://meet.google.com/xyz-defg-hij',
    },
  });
  expect(cls.status).toBe(201);
  return {
    mentor: pair.mentor,
    mentorId: pair.mentorId,
    student: pair.student,
    studentId: pair.studentId,
    studentToken,
    batch,
    groupId: group.body._id,
    classId: cls.body._id,
    topic: `Clinic ${stamp}`,
    title: `Class ${stamp}`,
  };
}
