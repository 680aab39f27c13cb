// What other areas use of tasks: the mentor's inbox lists the attempts waiting in a mentor's review
// queue, read as the queue reads them.
export { awaitingReviewBy } from './review-queue';
