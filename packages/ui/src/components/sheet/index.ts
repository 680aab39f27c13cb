export { Sheet, sheetSides, sheetSizes } from './sheet';
export type { SheetContentProps, SheetSide, SheetSize } from './sheet';
