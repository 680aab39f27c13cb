export const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const DEMO_PASSWORD = 'campus123';
export const demo = {
  admin: 'admin@campus.test',
  instructor: 'instructor@campus.test',
  mentor: 'mentor@campus.test',
  student: 'student@campus.test',
} as const;
