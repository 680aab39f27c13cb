// Placeholder until issue 12 builds bookings for students.
export { StudentAreaRoute as MentorSyncRoute } from './areas';
