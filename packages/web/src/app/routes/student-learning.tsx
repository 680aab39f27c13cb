// Placeholder until issue 14 builds the course player.
export { StudentAreaRoute as StudentLearningRoute } from './areas';
