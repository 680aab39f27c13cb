// What other areas may use of programs: a student's program enrolment, recorded by the registration
// with payment, marked paid by the payment, listed on the admin's students screen and announced by
// mail when a batch assignment places the student.
export {
  enrolmentsOf,
  mailPlacements,
  markProgramPaid,
  recordProgramEnrolment,
  waitingForBatch,
} from './enrolments';
