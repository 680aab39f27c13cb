export { Dialog, dialogSizes } from './dialog';
export type { DialogContentProps, DialogSize } from './dialog';
