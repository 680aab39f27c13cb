import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { RubricGrid, type RubricGridCriterion } from './rubric-grid';

const criteria: RubricGridCriterion[] = [
  {
    id: 'c1',
    title: 'Correctness',
    maxPoints: 5,
    levels: [
      { id: 'c1a', title: 'Broken', points: 0 },
      { id: 'c1b', title: 'Works', points: 5 },
    ],
  },
  {
    id: 'c2',
    title: 'Code quality',
    maxPoints: 4,
    levels: [
      { id: 'c2a', title: 'Messy', points: 1 },
      { id: 'c2b', title: 'Clean', points: 4 },
    ],
  },
  {
    id: 'c3',
    title: 'Tests',
    maxPoints: 3,
    levels: [
      { id: 'c3a', title: 'None', points: 0 },
      { id: 'c3b', title: 'Some', points: 2 },
      { id: 'c3c', title: 'Thorough', points: 3 },
    ],
  },
];

const meta = {
  title: 'Forms/RubricGrid',
  // Narrow screens: every state also runs (play and axe) at 360 px, in both themes.
  tags: ['narrow'],
  component: RubricGrid,
  parameters: { layout: 'padded' },
  args: { label: 'Score attempt 1', criteria, value: {} },
} satisfies Meta<typeof RubricGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

function Scoring() {
  const [value, setValue] = useState<Record<string, string>>({});
  return (
    <RubricGrid
      label="Score attempt 1"
      criteria={criteria}
      value={value}
      onChange={(c, l) => setValue((v) => ({ ...v, [c]: l }))}
      showTotal
    />
  );
}

export const Score: Story = {
  name: 'Scoring with the keyboard: the total follows',
  render: () => <Scoring />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Works · 5 points' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Clean · 4 points' }));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Some · 2 points' })).toBeChecked();
    await expect(canvas.getByText('Total: 11 / 12')).toBeInTheDocument();
  },
};

export const Given: Story = {
  name: 'Read-only: the levels a review gave',
  args: { label: 'Rubric', value: { c1: 'c1b', c2: 'c2a', c3: 'c3a' }, showTotal: true },
};

export const NothingGiven: Story = {
  name: 'Read-only: the rubric before any review',
  args: { label: 'Rubric' },
};
