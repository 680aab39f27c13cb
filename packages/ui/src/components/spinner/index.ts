export { Spinner, PageLoading, spinnerSizes } from './spinner';
export type { SpinnerProps, SpinnerSize, PageLoadingProps } from './spinner';
