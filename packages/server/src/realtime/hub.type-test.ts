// Type-level test, checked by `tsc` in `pnpm typecheck` (vitest does not run it): an event whose
// payload drifts from the SDK's ServerToClientEvents does not compile. Each `@ts-expect-error` fails
// the typecheck if its line ever compiles, i.e. if the hub stops checking that kind of drift.
import type { Queryable } from '../db/client';
import type { RealtimeHub } from './hub';

const task = {
  _id: '11111111-1111-4111-8111-111111111111',
  title: 'Build a REST API',
  dueDate: '2026-11-29T18:30:00.000Z',
  timezone: 'Asia/Kolkata',
};
const liveClass = {
  _id: '22222222-2222-4222-8222-222222222222',
  title: 'Hooks in depth',
  startTime: '2026-11-29T10:00:00.000Z',
  durationMinutes: 60,
  timezone: 'Asia/Kolkata',
  status: 'scheduled' as const,
};
const base = {
  type: 'task' as const,
  message: 'New task: Build a REST API',
  reason: 'because this task is assigned to you',
};

export async function payloadsFollowTheContract(hub: RealtimeHub, q: Queryable) {
  // The contract's payloads compile, for each kind of event.
  await hub.notify(q, [], { ...base, name: 'task_created', payload: { task } });
  await hub.notify(q, [], {
    ...base,
    name: 'task_due_reminder',
    payload: { task, minutesBefore: 60 },
  });
  await hub.prepare(q, [], { ...base, name: 'live_class_started', payload: { liveClass } });

  await hub.notify(q, [], {
    ...base,
    name: 'task_approved',
    // @ts-expect-error a task event without its task
    payload: {},
  });
  await hub.notify(q, [], {
    ...base,
    name: 'task_approved',
    // @ts-expect-error a field the contract does not have
    payload: { task, grade: 5 },
  });
  await hub.notify(q, [], {
    ...base,
    name: 'task_due_reminder',
    // @ts-expect-error a field of the wrong type
    payload: { task, minutesBefore: '60' },
  });
  await hub.notify(q, [], {
    ...base,
    name: 'task_created',
    // @ts-expect-error a task missing fields the contract requires
    payload: { task: { _id: task._id } },
  });
  await hub.prepare(q, [], {
    ...base,
    name: 'task_created',
    // @ts-expect-error a live class's payload on a task event
    payload: { liveClass },
  });
  await hub.notify(q, [], {
    ...base,
    // @ts-expect-error an event the contract does not have
    name: 'task_graded',
    payload: { task },
  });
  await hub.notify(q, [], {
    ...base,
    name: 'task_created',
    // @ts-expect-error the stored notification is the hub's to add, never the area's
    payload: { task, notification: {} },
  });

  // A quiet event takes its own payload, as the contract says it.
  const graded = {
    lessonId: task._id,
    courseId: task._id,
    studentId: task._id,
    scorePercent: 80,
    passed: true,
  };
  hub.tell([], 'quiz_attempt_graded', graded);
  // @ts-expect-error a quiet event missing fields the contract requires
  hub.tell([], 'quiz_attempt_graded', { lessonId: task._id });
}
