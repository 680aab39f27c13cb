// Placeholder until issue 11 builds the review queue (issue 12 adds its panels beside it).
export {
  MentorAreaRoute as MentorDashboardRoute,
  MentorAreaRoute as ReviewSubmissionRoute,
} from './areas';
