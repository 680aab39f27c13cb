import { getLearningOverview } from '@campus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { learningKeys } from '../../data/learning/keys';

/** The self-paced hub: the courses being taken, the e-books being read and suggestions. */
export const overviewQuery = () =>
  queryOptions({ queryKey: learningKeys.overview(), queryFn: () => getLearningOverview() });
