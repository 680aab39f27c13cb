// Placeholder until issue 14 builds the self-paced hub.
export { StudentAreaRoute as AutonomousLearningRoute } from './areas';
