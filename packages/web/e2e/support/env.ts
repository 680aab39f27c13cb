/**
 * The server this test file drives. e2e/run.mjs starts one server per vitest worker and lists their
 * addresses, space-separated, in E2E_BASE_URL (and their mail catchers' in E2E_MAIL_URL); worker n
 * (VITEST_POOL_ID, 1-based) takes the n-th, so files running at once never share a database.
 */
export function ownOf(list: string | undefined, fallback: string): string {
  const all = (list ?? '').split(/\s+/).filter(Boolean);
  if (all.length === 0) return fallback;
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return all[(Math.max(1, worker) - 1) % all.length]!;
}

export const baseURL = ownOf(process.env.E2E_BASE_URL, 'http://127.0.0.1:3000');
export const DEMO_PASSWORD = 'campus123';
export const demo = {
  admin: 'admin@campus.test',
  instructor: 'instructor@campus.test',
  mentor: 'mentor@campus.test',
  student: 'student@campus.test',
} as const;

/**
 * The demo student's links in the header, in order: Sara is in a batch, so her batch's
 * "Questions" and "Batch videos" too.
 */
export const demoStudentNav = [
  'Dashboard',
  'Student Dashboard',
  'Mentor Updates',
  'Questions',
  'Batch videos',
  'Calendar',
  'Skill_Up',
  'Live Class',
] as const;

/**
 * A client address of its own for each browser context and API call. The e2e server runs as it
 * would behind a proxy (TRUST_PROXY), so per-address limits (spec §9: registration and login retry
 * after 15 minutes) apply to each simulated person, not to the whole suite on 127.0.0.1.
 */
export function clientAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}
