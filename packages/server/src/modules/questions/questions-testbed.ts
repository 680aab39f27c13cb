// The question tests' world: two batches, each with a mentor and students, plus an admin and an
// instructor, on one server; helpers to ask, answer and read as any of them.
import type { Question } from '@campus/sdk/model';
import { beforeAll, expect } from 'vitest';
import { useServer, type DbKind, type TestServer, type TestUser } from '../../testing/server';

export interface Cohort {
  batch: { monthYear: string; domain: string };
  mentor: TestUser;
  students: TestUser[];
}

let n = 0;

async function cohort(s: TestServer, admin: TestUser, size: number): Promise<Cohort> {
  const mentor = await s.user('mentor');
  const batch = { monthYear: '2026-11', domain: `qa-${Date.now().toString(36)}-${n++}` };
  // Names of their own, so a test can look for one person's name in an answer.
  const students: TestUser[] = [];
  for (let i = 0; i < size; i++)
    students.push(await s.user('student', { name: `Student ${i} of ${batch.domain}` }));
  const assigned = await s.api('POST', '/api/batchassignments/assign', {
    token: admin.token,
    body: { mentorId: mentor.id, studentIds: students.map((x) => x.id), ...batch },
  });
  expect(assigned.status).toBe(200);
  return { batch, mentor, students };
}

export function useQuestionServer(db: DbKind, opts?: Parameters<typeof useServer>[1]) {
  const s = useServer(db, opts);
  const world = {
    admin: {} as TestUser,
    instructor: {} as TestUser,
    /** A mentor with no batch assigned. */
    loneMentor: {} as TestUser,
  };
  beforeAll(async () => {
    world.admin = await s.user('admin');
    world.instructor = await s.user('instructor');
    world.loneMentor = await s.user('mentor');
  });

  const space = (c: Cohort) => `/api/batches/${c.batch.monthYear}/${c.batch.domain}/questions`;

  async function ask(
    c: Cohort,
    who: TestUser,
    body: { title: string; body: string; anonymous?: boolean },
  ): Promise<Question> {
    const res = await s.api<Question>('POST', space(c), { token: who.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  async function answer(questionId: string, who: TestUser, body = 'Try this.'): Promise<string> {
    const res = await s.api('POST', `/api/questions/${questionId}/answers`, {
      token: who.token,
      body: { body },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body._id as string;
  }

  async function accept(questionId: string, who: TestUser, answerId: string): Promise<void> {
    const res = await s.api('PUT', `/api/questions/${questionId}/accepted`, {
      token: who.token,
      body: { answerId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  return {
    s,
    world,
    cohort: (size = 2) => cohort(s, world.admin, size),
    space,
    ask,
    answer,
    accept,
  };
}
