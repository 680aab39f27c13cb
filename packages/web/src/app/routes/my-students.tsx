// Placeholder until issue 11 builds the mentor's students.
export { MentorAreaRoute as MyStudentsRoute } from './areas';
