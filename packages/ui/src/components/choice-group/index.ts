export { ChoiceGroup } from './choice-group';
export type {
  ChoiceGroupProps,
  ChoiceOption,
  MultipleChoiceGroupProps,
  SingleChoiceGroupProps,
} from './choice-group';
