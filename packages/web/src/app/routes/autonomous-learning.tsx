import { AutonomousLearningPage } from '../../features/learning/autonomous-learning-page';

export function AutonomousLearningRoute() {
  return <AutonomousLearningPage />;
}
