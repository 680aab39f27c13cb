// Placeholder until issue 11 builds the updates feed.
export { StudentAreaRoute as MentorUpdatesRoute } from './areas';
