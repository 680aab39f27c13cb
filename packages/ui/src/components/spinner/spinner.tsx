import { spinner, pageLoading, pageLoadingLabel } from './spinner.css';
import { visuallyHidden } from '../../theme/shared.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  size?: SpinnerSize;
  /**
   * What is loading, read by screen readers. Leave it out only when the spinner sits inside
   * something that already says it is busy (a loading Button sets aria-busy itself).
   */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const ring = (
    <span className={[spinner({ size }), className].filter(Boolean).join(' ')} aria-hidden />
  );
  if (!label) return ring;
  return (
    <span role="status" style={{ display: 'inline-flex' }}>
      {ring}
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}

export interface PageLoadingProps {
  /** Shown under the spinner and announced politely. */
  label?: string;
}

/** The full-page loading state: the route guard and lazy pages show this while they wait. */
export function PageLoading({ label = 'Loading…' }: PageLoadingProps) {
  return (
    <div className={pageLoading} role="status" aria-live="polite">
      <Spinner size="lg" />
      <span className={pageLoadingLabel}>{label}</span>
    </div>
  );
}
