export const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
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
