// Placeholder until issue 11 builds the student's task desk.
export {
  StudentAreaRoute as StudentDashboardRoute,
  StudentAreaRoute as StudentTaskRoute,
} from './areas';
