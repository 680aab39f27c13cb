// Grades: how much each task and each quiz counts in a student's total. One row per weighted item,
// keyed by its kind and id (a task's id, or a quiz lesson's id — quizzes are keyed by lesson without
// a foreign key, as in quizzes.ts); an item with no row weighs 1. The weight is the item's, so every
// gradebook that shows the item (a batch's, a course's) totals it the same way.
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export type GradeItemKind = 'task' | 'quiz';

export const gradeWeights = pgTable(
  'grade_weights',
  {
    kind: text('kind').$type<GradeItemKind>().notNull(),
    itemId: uuid('item_id').notNull(),
    weight: doublePrecision('weight').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    check('grade_weights_kind_check', sql`${t.kind} in ('task', 'quiz')`),
    check('grade_weights_weight_check', sql`${t.weight} >= 0 and ${t.weight} <= 100`),
  ],
);
