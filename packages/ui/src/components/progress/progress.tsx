import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './progress.css';

/** 0–100, rounded, for the label and aria-valuetext. */
export function toPercent(value: number, max = 100): number {
  if (!Number.isFinite(value) || max <= 0) return 0;
  return Math.round(Math.min(Math.max(value / max, 0), 1) * 100);
}

export interface ProgressProps {
  /** What is progressing; also the progress bar's accessible name. */
  label: ReactNode;
  /** Leave undefined for "working, no estimate". */
  value?: number;
  max?: number;
  /** Hide the visible label (the name stays for screen readers). */
  hideLabel?: boolean;
  className?: string;
}

export function Progress({ label, value, max = 100, hideLabel = false, className }: ProgressProps) {
  const determinate = value !== undefined;
  const percent = determinate ? toPercent(value, max) : undefined;
  // useId, not the label text: two bars may share a label.
  const labelId = `progress-${useId()}`;
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.labelRow} style={hideLabel ? { display: 'none' } : undefined}>
        <span id={labelId}>{label}</span>
        {determinate && <span className={styles.value}>{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-labelledby={hideLabel ? undefined : labelId}
        aria-label={hideLabel && typeof label === 'string' ? label : undefined}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={styles.track}
      >
        <div
          className={cx(styles.bar, !determinate && styles.indeterminate)}
          style={
            determinate
              ? assignInlineVars({ [styles.fraction]: String((percent ?? 0) / 100) })
              : undefined
          }
        />
      </div>
    </div>
  );
}
