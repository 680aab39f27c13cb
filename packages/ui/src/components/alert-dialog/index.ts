export { AlertDialog } from './alert-dialog';
export type { AlertDialogContentProps } from './alert-dialog';
