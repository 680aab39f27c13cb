import type { QuizAnswer, QuizAttemptQuestion } from '@campus/sdk';
import { ChoiceGroup, TextField } from '@campus/ui';
import { useState } from 'react';
import { countOf } from '../../lib/plural';

const legend = (q: QuizAttemptQuestion, index: number) =>
  `${index + 1}. ${q.prompt} (${countOf(q.points, 'point')})`;

/**
 * One question of an open attempt, answered with the input its kind needs. Every change is handed
 * up at once (`onAnswer`); the player machine decides when it is saved.
 */
export function QuestionInput({
  question: q,
  index,
  answer,
  disabled,
  onAnswer,
}: {
  question: QuizAttemptQuestion;
  index: number;
  answer: QuizAnswer | undefined;
  disabled?: boolean;
  onAnswer: (answer: QuizAnswer) => void;
}) {
  const options = (q.choices ?? []).map((c) => ({ value: c.id, label: c.text }));
  if (q.kind === 'multiple') {
    return (
      <ChoiceGroup
        multiple
        legend={legend(q, index)}
        hint="Choose every answer that applies."
        options={options}
        disabled={disabled}
        value={answer?.choiceIds ?? []}
        onChange={(choiceIds) => onAnswer({ questionId: q.questionId, choiceIds })}
      />
    );
  }
  if (q.kind === 'single' || q.kind === 'trueFalse') {
    return (
      <ChoiceGroup
        legend={legend(q, index)}
        options={options}
        disabled={disabled}
        value={answer?.choiceIds?.[0]}
        onChange={(id) => onAnswer({ questionId: q.questionId, choiceIds: [id] })}
      />
    );
  }
  if (q.kind === 'number') return <NumberAnswer {...{ q, index, answer, disabled, onAnswer }} />;
  return (
    <TextField
      label={legend(q, index)}
      hint="A word or a short phrase."
      maxLength={200}
      disabled={disabled}
      value={answer?.text ?? ''}
      onChange={(e) => onAnswer({ questionId: q.questionId, text: e.currentTarget.value })}
    />
  );
}

/** The typed text is kept as typed ("3." mid-way); the answer carries the number it reads as. */
function NumberAnswer({
  q,
  index,
  answer,
  disabled,
  onAnswer,
}: {
  q: QuizAttemptQuestion;
  index: number;
  answer: QuizAnswer | undefined;
  disabled?: boolean;
  onAnswer: (answer: QuizAnswer) => void;
}) {
  const [text, setText] = useState(answer?.number === undefined ? '' : String(answer.number));
  return (
    <TextField
      label={legend(q, index)}
      hint="A number, e.g. 8 or 3.14."
      inputMode="decimal"
      disabled={disabled}
      value={text}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        setText(typed);
        const n = Number(typed.replace(',', '.'));
        onAnswer(
          typed.trim() && Number.isFinite(n)
            ? { questionId: q.questionId, number: n }
            : { questionId: q.questionId },
        );
      }}
    />
  );
}
