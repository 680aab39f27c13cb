export { CursorPagination, Pagination, getPageItems } from './pagination';
export type { CursorPaginationProps, PaginationProps, PageItem } from './pagination';
