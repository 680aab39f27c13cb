export { FileInput } from './file-input';
export type { FileInputProps } from './file-input';
