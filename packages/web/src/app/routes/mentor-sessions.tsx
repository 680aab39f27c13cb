// Placeholder until issue 12 builds the mentor's sessions.
export { MentorAreaRoute as MentorSessionsRoute } from './areas';
