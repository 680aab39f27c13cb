// Placeholder until issue 14 builds the batch videos.
export { StudentAreaRoute as BatchVideosRoute } from './areas';
