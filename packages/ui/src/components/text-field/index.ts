export { TextField, PasswordField, textFieldTypes } from './text-field';
export type { TextFieldProps, PasswordFieldProps, TextFieldType } from './text-field';
