import { describe, expect, it } from 'vitest';
import { coalesce, COALESCE_MS } from './coalesce';

const at = (min: number) => new Date(Date.UTC(2026, 11, 7, 10, min));
const item = (min: number, message: string, entityId = 'task-1') => ({
  kind: 'tasks_reviews' as const,
  event: 'task_created' as const,
  data: { message, entityId },
  reason: 'because you are in batch 2026-12 fullstack',
  createdAt: at(min),
});

describe('coalesce', () => {
  it('lists the same thing changed within the window once, as its latest, and apart when the changes are further apart', () => {
    const entries = coalesce([
      item(4, 'due 12 Dec'),
      item(0, 'due 10 Dec'),
      item(2, 'due 11 Dec'),
      item(3, 'another task', 'task-2'),
      item(4 + COALESCE_MS / 60_000 + 1, 'due 13 Dec'),
    ]);
    expect(entries.map((e) => [e.data.message, e.times])).toEqual([
      ['due 12 Dec', 3],
      ['another task', 1],
      ['due 13 Dec', 1],
    ]);
  });
});
