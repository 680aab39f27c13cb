export {
  FileDrop,
  checkFiles,
  fileDropStatuses,
  fileMatchesAccept,
  formatFileSize,
} from './file-drop';
export type { FileDropItem, FileDropProps, FileDropStatus, FileRejection } from './file-drop';
