import { useId } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './rubric-grid.css';

export interface RubricGridLevel {
  id: string;
  title: string;
  points: number;
}

export interface RubricGridCriterion {
  id: string;
  title: string;
  maxPoints: number;
  levels: readonly RubricGridLevel[];
}

export interface RubricGridProps {
  /** Names the grid: "Score attempt 2", "Rubric". */
  label: string;
  criteria: readonly RubricGridCriterion[];
  /** Criterion id → chosen level id. */
  value: Readonly<Record<string, string>>;
  /** Without it the grid is read-only: the chosen levels are marked, nothing can be picked. */
  onChange?: (criterionId: string, levelId: string) => void;
  /** Shown under the grid: the total so far out of the maximum. */
  showTotal?: boolean;
}

const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/**
 * A rubric: one group per criterion, its levels with their points. Editable, each criterion is a
 * radio group (arrow keys move between its levels, Tab to the next criterion); read-only, the
 * chosen level of each criterion is marked in words as well as colour.
 */
export function RubricGrid({ label, criteria, value, onChange, showTotal }: RubricGridProps) {
  const base = useId();
  const max = criteria.reduce((sum, c) => sum + c.maxPoints, 0);
  const got = criteria.reduce(
    (sum, c) => sum + (c.levels.find((l) => l.id === value[c.id])?.points ?? 0),
    0,
  );
  return (
    <fieldset className={styles.grid}>
      <legend className={styles.legend}>{label}</legend>
      {criteria.map((c) => (
        <fieldset key={c.id} className={styles.criterion}>
          <legend className={styles.legend}>
            <span>{c.title}</span>
            <span>out of {c.maxPoints}</span>
          </legend>
          <ul className={styles.levels}>
            {c.levels.map((l) => {
              const on = value[c.id] === l.id;
              return (
                <li key={l.id}>
                  {onChange ? (
                    <label className={styles.level}>
                      <input
                        type="radio"
                        name={`${base}-${c.id}`}
                        value={l.id}
                        checked={on}
                        onChange={() => onChange(c.id, l.id)}
                      />
                      {l.title} · {points(l.points)}
                    </label>
                  ) : (
                    <span className={cx(styles.level, on && styles.chosen)}>
                      {l.title} · {points(l.points)}
                      {on && <span> (given)</span>}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      {showTotal && (
        <p className={styles.total} aria-live="polite">
          Total: {got} / {max}
        </p>
      )}
    </fieldset>
  );
}
