export { PageHeader } from './page-header';
export type { PageHeaderProps } from './page-header';
