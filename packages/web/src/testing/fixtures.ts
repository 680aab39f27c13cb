import type { Notification, User } from '@campus/sdk';

/** Fixed people and things for tests and stories: readable, stable across runs. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u-student-1',
    name: 'Asha Rao',
    email: 'asha@example.com',
    role: 'student',
    pendingAmount: 0,
    isActive: true,
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n-1',
    type: 'task',
    event: 'task_created',
    data: { message: 'New task: Build a REST API' },
    timestamp: '2026-11-22T11:55:00.000Z',
    read: false,
    reason: 'because this task is assigned to you',
    ...overrides,
  };
}
