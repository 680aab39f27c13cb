import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ChoiceGroup } from './choice-group';

const meta = {
  title: 'Forms/ChoiceGroup',
  // Narrow screens: every state also runs (play and axe) at 360 px, in both themes.
  tags: ['narrow'],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled fieldset of radios (one answer) or checkboxes (several): the quiz player answers choice questions with it.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const languages = [
  { value: 'a', label: 'var' },
  { value: 'b', label: 'const' },
  { value: 'c', label: 'let' },
];

function Single({ initial }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ChoiceGroup
      legend="Which keyword declares a constant?"
      options={languages}
      value={value}
      onChange={setValue}
    />
  );
}

function Multiple({ error }: { error?: string }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ChoiceGroup
      multiple
      legend="Which are primitive types?"
      hint="Choose every one that applies."
      error={error}
      options={[
        { value: 'x', label: 'string' },
        { value: 'y', label: 'number' },
        { value: 'z', label: 'object' },
      ]}
      value={value}
      onChange={setValue}
    />
  );
}

export const OneAnswer: Story = {
  name: 'One answer (radios)',
  render: () => <Single />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Which keyword declares a constant?' });
    await expect(group).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'var' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'const' })).toBeChecked();
  },
};

export const SeveralAnswers: Story = {
  name: 'Several answers (checkboxes)',
  render: () => <Multiple />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'string' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'number' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'object' })).not.toBeChecked();
  },
};

export const WithError: Story = {
  name: 'With an error',
  render: () => <Multiple error="Choose at least one" />,
};

export const Graded: Story = {
  name: 'Graded, with notes',
  render: () => (
    <ChoiceGroup
      legend="Which keyword declares a constant?"
      disabled
      options={[
        { value: 'a', label: 'var', note: 'Your answer' },
        { value: 'b', label: 'const', note: 'Correct answer' },
      ]}
      value="a"
      onChange={() => {}}
    />
  ),
};
