// Placeholder until issue 11 builds posting updates and tasks.
export { MentorAreaRoute as UpdatesRoute } from './areas';
