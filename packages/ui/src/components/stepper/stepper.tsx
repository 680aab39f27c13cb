import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/shared.css';
import { cx } from '../../utils/cx';
import * as styles from './stepper.css';

export const stepStates = ['complete', 'current', 'upcoming'] as const;
export type StepState = (typeof stepStates)[number];

export interface StepperStep {
  id: string;
  label: ReactNode;
  description?: ReactNode;
}

export interface StepperProps {
  steps: ReadonlyArray<StepperStep>;
  /** 0-based index of the step in progress; steps before it are complete. `steps.length` = all done. */
  current: number;
  /** Names the navigation landmark: "Submission steps". */
  label: string;
  /** Lets people go back to a completed step; without it the stepper only shows progress. */
  onStepSelect?: (index: number) => void;
  /** Horizontal from tablet up (stacked on phones); vertical always stacks. */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/** Where step `index` stands when `current` is in progress. */
export function stepState(index: number, current: number): StepState {
  return index < current ? 'complete' : index === current ? 'current' : 'upcoming';
}

const stateWords: Record<StepState, string> = {
  complete: 'completed',
  current: 'current step',
  upcoming: 'not started',
};

/**
 * Numbered steps of a flow (submit a task: write, attach, review, send). The current step has
 * aria-current="step"; each step says its state in words as well as by colour and icon. Only
 * completed steps can be revisited — skipping ahead would skip checks. Goes with Tabs: a stepper
 * is for an order that matters, tabs for views that do not.
 */
export function Stepper({
  steps,
  current,
  label,
  onStepSelect,
  orientation,
  className,
}: StepperProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className={styles.list({ orientation })}>
        {steps.map((step, index) => {
          const state = stepState(index, current);
          const content = (
            <>
              <span className={styles.marker({ state })} aria-hidden>
                {state === 'complete' ? <Check size={16} strokeWidth={3} /> : index + 1}
              </span>
              <span className={styles.text}>
                <span className={styles.label({ state })}>
                  <span className={visuallyHidden}>Step {index + 1}:</span> {step.label}
                  <span className={visuallyHidden}>, {stateWords[state]}</span>
                </span>
                {step.description && <span className={styles.description}>{step.description}</span>}
              </span>
            </>
          );
          const clickable = onStepSelect && state === 'complete';
          return (
            <li key={step.id} className={styles.item}>
              {clickable ? (
                <button
                  type="button"
                  className={cx(styles.step, styles.stepButton)}
                  onClick={() => onStepSelect(index)}
                >
                  {content}
                </button>
              ) : (
                <span
                  className={styles.step}
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
