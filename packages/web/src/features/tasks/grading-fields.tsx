import type { TaskGradingInput } from '@campus/sdk';
import { Button, Heading, Inline, Select, Stack, Text, TextField } from '@campus/ui';

/** The grading part of the task form, as typed (points as text until sent). */
export interface GradingDraft {
  kind: 'none' | 'points' | 'rubric';
  maxScore: string;
  criteria: { title: string; levels: { title: string; points: string }[] }[];
}

export const noGrading: GradingDraft = { kind: 'none', maxScore: '', criteria: [] };

const newCriterion = () => ({
  title: '',
  levels: [
    { title: 'Needs work', points: '0' },
    { title: 'Good', points: '2' },
  ],
});

/** The draft as the contract's TaskGradingInput (the server checks it and answers in words). */
export function gradingInput(d: GradingDraft): TaskGradingInput | undefined {
  if (d.kind === 'none') return undefined;
  if (d.kind === 'points') return { kind: 'points', maxScore: Number(d.maxScore) };
  return {
    kind: 'rubric',
    criteria: d.criteria.map((c) => ({
      title: c.title,
      levels: c.levels.map((l) => ({ title: l.title, points: Number(l.points) })),
    })),
  };
}

/** What is wrong with the draft in words, or null. */
export function gradingProblem(d: GradingDraft): string | null {
  if (d.kind === 'points') {
    const n = Number(d.maxScore);
    return d.maxScore.trim() && n > 0 && n <= 1000
      ? null
      : 'Give a maximum score between 1 and 1000';
  }
  if (d.kind === 'rubric') {
    if (d.criteria.length === 0) return 'Add at least one criterion to the rubric';
    for (const [i, c] of d.criteria.entries()) {
      if (!c.title.trim()) return `Name criterion ${i + 1}`;
      for (const l of c.levels) {
        if (!l.title.trim()) return `Name every level of "${c.title}"`;
        const n = Number(l.points);
        if (!l.points.trim() || !(n >= 0 && n <= 1000))
          return `Give each level of "${c.title}" points between 0 and 1000`;
      }
    }
  }
  return null;
}

/**
 * How the task is scored: not at all (approve or send back, as always), out of a plain maximum, or
 * against a rubric — criteria, each with its levels and their points.
 */
export function GradingFields({
  value,
  onChange,
  error,
}: {
  value: GradingDraft;
  onChange: (next: GradingDraft) => void;
  error?: string | null;
}) {
  const setCriterion = (i: number, c: GradingDraft['criteria'][number]) =>
    onChange({ ...value, criteria: value.criteria.map((x, j) => (j === i ? c : x)) });
  return (
    <Stack gap="sm">
      <Select
        label="Scoring"
        value={value.kind}
        onChange={(e) => {
          const kind = e.target.value as GradingDraft['kind'];
          onChange({
            ...value,
            kind,
            criteria:
              kind === 'rubric' && value.criteria.length === 0 ? [newCriterion()] : value.criteria,
          });
        }}
        options={[
          { value: 'none', label: 'No score: approve or send back' },
          { value: 'points', label: 'A score out of a maximum' },
          { value: 'rubric', label: 'A rubric: criteria with levels' },
        ]}
        error={error ?? undefined}
      />
      {value.kind === 'points' && (
        <TextField
          label="Maximum score"
          inputMode="decimal"
          value={value.maxScore}
          onChange={(e) => onChange({ ...value, maxScore: e.target.value })}
        />
      )}
      {value.kind === 'rubric' && (
        <Stack gap="md">
          {value.criteria.map((c, i) => (
            <fieldset key={i}>
              <legend>
                <Heading level={3} size="md">
                  Criterion {i + 1}
                </Heading>
              </legend>
              <Stack gap="xs">
                <TextField
                  label={`Criterion ${i + 1} name`}
                  value={c.title}
                  onChange={(e) => setCriterion(i, { ...c, title: e.target.value })}
                />
                {c.levels.map((l, j) => (
                  <Inline key={j} gap="sm" wrap>
                    <TextField
                      label={`Criterion ${i + 1} level ${j + 1}`}
                      value={l.title}
                      onChange={(e) =>
                        setCriterion(i, {
                          ...c,
                          levels: c.levels.map((x, k) =>
                            k === j ? { ...x, title: e.target.value } : x,
                          ),
                        })
                      }
                    />
                    <TextField
                      label={`Criterion ${i + 1} level ${j + 1} points`}
                      inputMode="decimal"
                      value={l.points}
                      onChange={(e) =>
                        setCriterion(i, {
                          ...c,
                          levels: c.levels.map((x, k) =>
                            k === j ? { ...x, points: e.target.value } : x,
                          ),
                        })
                      }
                    />
                  </Inline>
                ))}
                <Inline gap="sm" wrap>
                  {c.levels.length < 6 && (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() =>
                        setCriterion(i, { ...c, levels: [...c.levels, { title: '', points: '' }] })
                      }
                    >
                      Add a level to criterion {i + 1}
                    </Button>
                  )}
                  {value.criteria.length > 1 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        onChange({ ...value, criteria: value.criteria.filter((_, k) => k !== i) })
                      }
                    >
                      Remove criterion {i + 1}
                    </Button>
                  )}
                </Inline>
              </Stack>
            </fieldset>
          ))}
          {value.criteria.length < 10 && (
            <div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  onChange({ ...value, criteria: [...value.criteria, newCriterion()] })
                }
              >
                Add a criterion
              </Button>
            </div>
          )}
          <Text size="sm" tone="muted">
            The task is scored out of the sum of each criterion’s highest level.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
