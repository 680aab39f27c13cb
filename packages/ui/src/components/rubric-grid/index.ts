export { RubricGrid } from './rubric-grid';
export type { RubricGridCriterion, RubricGridLevel, RubricGridProps } from './rubric-grid';
