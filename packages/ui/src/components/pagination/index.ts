export { Pagination, getPageItems } from './pagination';
export type { PaginationProps, PageItem } from './pagination';
