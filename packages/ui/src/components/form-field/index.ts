export { Field, FieldMessage, fieldMessageTones } from './form-field';
export type {
  FieldProps,
  FieldMessageProps,
  FieldMessageTone,
  FieldControlProps,
} from './form-field';
