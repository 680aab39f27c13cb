// Demo tasks: every per-student status appears (not submitted, pending, approved, rejected,
// modification requested, overdue), with several attempts, late work, feedback and a closed task.
// Deadlines already passed are marked as announced, so the scheduler does not greet the demo with a
// burst of old `task_deadline_passed` notifications.
import type { AppContext } from '../context';
import {
  taskAssignees,
  taskFeedback,
  taskRemindersSent,
  tasks,
  taskSubmissions,
  type ReviewDecision,
  type SubmissionStatus,
  type UserRow,
} from '../db/schema/index';
import { seedId } from './ids';
import type { DemoWorld } from './world';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface Attempt {
  status: SubmissionStatus;
  text: string;
  links?: string[];
  /** Hours relative to the due date (negative = before). */
  at: number;
  comment?: string;
}

interface DemoTask {
  mentor: UserRow;
  batch: 0 | 1;
  title: string;
  description: string;
  /** Days from now. */
  dueInDays: number;
  closed?: boolean;
  work: Record<number, Attempt[]>;
}

export async function seedTasks(_ctx: AppContext, w: DemoWorld): Promise<void> {
  const { tx, now, mentors, students } = w;
  const s = students;
  const demo: DemoTask[] = [
    {
      mentor: mentors[0],
      batch: 0,
      title: 'Responsive landing page for a Pune café',
      description:
        'Build a single-page site for "Chai & Code", a café in Koregaon Park. Mobile first, a menu with ₹ prices, an opening-hours table and a contact form (no backend needed).\n\n**Submit** a link to the deployed page and the repository.',
      dueInDays: 5,
      work: {
        0: [
          {
            status: 'pending',
            text: 'Deployed on Netlify; used CSS grid for the menu.',
            links: ['https://github.com/sara-student/chai-and-code'],
            at: -100,
          },
        ],
        1: [
          {
            status: 'approved',
            text: 'Done with Tailwind, Lighthouse score 98.',
            links: ['https://github.com/arjun-sharma/cafe-landing'],
            at: -110,
            comment: 'Clean, accessible markup. Well done!',
          },
        ],
      },
    },
    {
      mentor: mentors[0],
      batch: 0,
      title: 'REST API for a college library',
      description:
        'Write an Express + PostgreSQL API for issuing and returning books at a college library: members, books, loans, a fine of ₹5 per late day. Include tests for the fine calculation.',
      dueInDays: -2,
      work: {
        0: [
          {
            status: 'modification_requested',
            text: 'API with loans and members; fines computed on return.',
            links: ['https://github.com/sara-student/library-api'],
            at: -20,
            comment:
              'Good structure. Please add tests for the fine calculation and validate the member id.',
          },
        ],
        1: [
          {
            status: 'rejected',
            text: 'Only the books endpoints are done so far.',
            at: 5,
            comment:
              'Loans and fines are missing — the core of the task. Please complete them and resubmit.',
          },
        ],
      },
    },
    {
      mentor: mentors[0],
      batch: 0,
      title: 'JavaScript closures: explain with examples',
      description:
        'A short write-up (500 words) explaining closures with three examples from your own code.',
      dueInDays: -12,
      closed: true,
      work: {
        0: [
          {
            status: 'approved',
            text: 'Closures capture variables, not values…',
            at: -30,
            comment: 'Nicely explained.',
          },
        ],
        1: [
          {
            status: 'approved',
            text: 'Examples: a counter, memoize and a debounced search.',
            at: 4,
            comment: 'Good examples, a little late.',
          },
        ],
        2: [
          {
            status: 'rejected',
            text: 'A closure is a function.',
            at: -5,
            comment: 'Too short — show the examples.',
          },
          {
            status: 'approved',
            text: 'Rewritten with a counter and a once() helper.',
            at: 20,
            comment: 'Much better.',
          },
        ],
      },
    },
    {
      mentor: mentors[1],
      batch: 1,
      title: 'Star schema for a Bengaluru food-delivery dataset',
      description:
        'Design a star schema for orders, restaurants, riders and customers. Show the fact table grain, and write three SQL queries: daily GMV in ₹, average delivery time per area, top 10 restaurants.',
      dueInDays: 3,
      work: {
        3: [
          {
            status: 'modification_requested',
            text: 'Fact table at order grain.',
            at: -60,
            comment: 'The rider dimension is missing; add it and the delivery-time query.',
          },
          {
            status: 'pending',
            text: 'Added the rider dimension and the delivery-time query.',
            at: -30,
          },
        ],
        5: [
          {
            status: 'approved',
            text: 'ERD and queries attached as text.',
            at: -50,
            comment: 'Excellent grain choice.',
          },
        ],
      },
    },
    {
      mentor: mentors[1],
      batch: 1,
      title: 'Airflow DAG for daily UPI transaction roll-ups',
      description:
        "Write an Airflow DAG that loads the previous day's UPI transactions from CSV, aggregates them per merchant (count and ₹ total) and writes the result to PostgreSQL. Make it idempotent.",
      dueInDays: -1,
      work: {
        3: [
          {
            status: 'rejected',
            text: 'DAG runs but appends duplicates on re-run.',
            at: -3,
            comment: 'Not idempotent: use an upsert or delete the day first.',
          },
        ],
        5: [
          {
            status: 'pending',
            text: 'Idempotent with DELETE + INSERT in one transaction.',
            links: ['https://github.com/dev-patel/upi-rollups'],
            at: 6,
          },
        ],
      },
    },
  ];

  for (const d of demo) {
    const due = new Date(now.getTime() + d.dueInDays * DAY);
    const created = new Date(Math.min(now.getTime(), due.getTime()) - 7 * DAY);
    const batch = w.batches[d.batch];
    const assignees = d.batch === 0 ? [s[0], s[1], s[2]] : [s[3], s[4], s[5]];
    const [task] = await tx
      .insert(tasks)
      .values({
        id: seedId(`task:${d.title}`),
        title: d.title,
        description: d.description,
        dueDate: due,
        dueSetAt: created,
        timezone: 'Asia/Kolkata',
        status: d.closed ? 'closed' : 'open',
        mentorId: d.mentor.id,
        createdById: d.mentor.id,
        batchMonthYear: batch.monthYear,
        batchDomain: batch.domain,
        closedAt: d.closed ? new Date(due.getTime() + 2 * DAY) : null,
        createdAt: created,
        updatedAt: created,
      })
      .returning();
    if (!task) throw new Error('seed: task insert failed');
    await tx
      .insert(taskAssignees)
      .values(
        assignees
          .filter((a): a is UserRow => !!a)
          .map((a) => ({ taskId: task.id, studentId: a.id, createdAt: created })),
      );
    for (const [index, attempts] of Object.entries(d.work)) {
      const student = s[Number(index)];
      if (!student) continue;
      for (const [i, a] of attempts.entries()) {
        const at = new Date(Math.min(now.getTime() - HOUR, due.getTime() + a.at * HOUR));
        const reviewed =
          a.status === 'pending'
            ? null
            : new Date(Math.min(now.getTime(), at.getTime() + 20 * HOUR));
        const [sub] = await tx
          .insert(taskSubmissions)
          .values({
            id: seedId(`task-submission:${d.title}:${student.email}:${i + 1}`),
            taskId: task.id,
            studentId: student.id,
            attempt: i + 1,
            status: a.status,
            text: a.text,
            links: a.links ?? [],
            late: at.getTime() > due.getTime(),
            submittedAt: at,
            reviewedAt: reviewed,
            createdAt: at,
            updatedAt: reviewed ?? at,
          })
          .returning();
        if (sub && a.status !== 'pending' && reviewed) {
          await tx.insert(taskFeedback).values({
            id: seedId(`task-feedback:${d.title}:${student.email}:${i + 1}`),
            submissionId: sub.id,
            status: a.status as ReviewDecision,
            comment: a.comment ?? null,
            byId: d.mentor.id,
            at: reviewed,
          });
        }
      }
    }
    if (due.getTime() <= now.getTime()) {
      const recipients = [
        ...assignees.filter((a): a is UserRow => !!a).map((a) => a.id),
        d.mentor.id,
      ];
      await tx
        .insert(taskRemindersSent)
        .values(
          recipients.flatMap((userId) =>
            (['due_24h', 'due_1h', 'deadline'] as const).map((kind) => ({
              taskId: task.id,
              userId,
              kind,
              dueDate: due,
            })),
          ),
        )
        .onConflictDoNothing();
    }
  }
}
