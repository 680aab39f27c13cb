// The demo world, seeded on first start (an empty users table): one admin, one instructor, two
// mentors and six students in two batches, all with the password campus123. Each learning-domain
// area adds its part (courses, tasks in every status, bookings, live classes …) through
// `extensions.seeders`, in the same transaction, so a failed seed leaves an empty database to retry.
import { count } from 'drizzle-orm';
import type { AppContext, BatchRef } from '../context';
import { users, type Role } from '../db/schema/index';
import { seedId } from './ids';
import type { DemoWorld } from './world';

export const DEMO_PASSWORD = 'campus123';

export const DEMO_LOGINS: { role: Role; email: string }[] = [
  { role: 'admin', email: 'admin@campus.test' },
  { role: 'instructor', email: 'instructor@campus.test' },
  { role: 'mentor', email: 'mentor@campus.test' },
  { role: 'student', email: 'student@campus.test' },
];

export function demoBatches(now: Date): [BatchRef, BatchRef] {
  const monthYear = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return [
    { monthYear, domain: 'fullstack' },
    { monthYear, domain: 'data-engineering' },
  ];
}

/** Seeds when no user exists yet; answers whether it did. */
export async function seedDemoWorld(ctx: AppContext): Promise<boolean> {
  const [existing] = await ctx.db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await ctx.services.passwords.hash(DEMO_PASSWORD);
  const now = ctx.now();
  const batches = demoBatches(now);
  const create = ctx.services.users.create.bind(ctx.services.users);

  await ctx.db.transaction(async (tx) => {
    const person = (
      name: string,
      email: string,
      role: Role,
      extra: Partial<Parameters<typeof create>[1]> = {},
    ) => create(tx, { id: seedId(`user:${email}`), name, email, role, passwordHash, ...extra });
    const admin = await person('Asha Admin', 'admin@campus.test', 'admin');
    const instructor = await person('Ishaan Instructor', 'instructor@campus.test', 'instructor', {
      profile: { headline: 'Full-stack instructor', bio: 'Ten years of building web products.' },
    });
    const mentors: [typeof admin, typeof admin] = [
      await person('Meera Mentor', 'mentor@campus.test', 'mentor', {
        profile: { headline: 'Senior engineer, React and Node' },
        mentorApplication: {
          expertise: ['React', 'Node.js', 'System design'],
          yearsOfExperience: 8,
        },
      }),
      await person('Rohan Rao', 'mentor2@campus.test', 'mentor', {
        profile: { headline: 'Data engineer' },
        mentorApplication: { expertise: ['SQL', 'Spark', 'Airflow'], yearsOfExperience: 6 },
      }),
    ];
    const studentNames = [
      'Sara Student',
      'Arjun Sharma',
      'Priya Nair',
      'Kabir Singh',
      'Ananya Iyer',
      'Dev Patel',
    ];
    const students = [];
    for (const [i, name] of studentNames.entries()) {
      students.push(
        await person(
          name,
          i === 0 ? 'student@campus.test' : `student${i + 1}@campus.test`,
          'student',
          {
            batch: batches[i < 3 ? 0 : 1],
            // One student still owes part of the fee, so the Pending Payment button has something to show.
            pendingAmount: i === 0 ? 4_999 : 0,
            // …for the program they registered for: its page alone says the seat is reserved.
            ...(i === 0 ? { programSlug: 'fullstack-web-engineer' } : {}),
          },
        ),
      );
    }
    const world: DemoWorld = {
      tx,
      now,
      admin,
      instructor,
      mentors,
      students,
      batches,
      storage: ctx.storage,
    };
    for (const seed of ctx.extensions.seeders) await seed(world);
  });
  return true;
}
