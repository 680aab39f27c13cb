// What other areas may use of batches: who is in which batch (live classes, messages, updates,
// learning scope their reads by it) and the assignment that admin onboarding performs.
export { BatchAssignmentsService } from './assignments';
export {
  batchMentorIds,
  batchRoom,
  batchStudentIds,
  batchStudents,
  inBatch,
  mentorBatchesOf,
  mentorOfBatch,
  mentorsBatch,
  mentorStudentIds,
  sameBatch,
  studentBatch,
  studentMentorId,
} from './membership';
export {
  lockStudentBatch,
  moveShare,
  onRoster,
  routeBookingRequest,
  routeSubmission,
} from './routing';
