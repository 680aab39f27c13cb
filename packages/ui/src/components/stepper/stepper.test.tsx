import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Stepper, stepState } from './stepper';

const steps = [
  { id: 'write', label: 'Write' },
  { id: 'attach', label: 'Attach files' },
  { id: 'review', label: 'Review and send' },
];

describe('Stepper', () => {
  it('is an ordered list in a named navigation, with the current step marked', () => {
    render(<Stepper steps={steps} current={1} label="Submission steps" />);
    const nav = screen.getByRole('navigation', { name: 'Submission steps' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Step 1: Write, completed',
      '2Step 2: Attach files, current step',
      '3Step 3: Review and send, not started',
    ]);
    expect(items[1]?.querySelector('[aria-current="step"]')).not.toBeNull();
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('lets people return to completed steps only', async () => {
    const onStepSelect = vi.fn();
    render(
      <Stepper steps={steps} current={2} label="Submission steps" onStepSelect={onStepSelect} />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(2);
    screen.getByRole('button', { name: 'Step 1: Write, completed' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onStepSelect).toHaveBeenCalledWith(0);
  });

  it('marks everything complete past the last step', () => {
    expect([0, 1, 2].map((i) => stepState(i, 3))).toEqual(['complete', 'complete', 'complete']);
    expect(stepState(2, 1)).toBe('upcoming');
  });
});
