import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Popover } from './popover';

describe('Popover', () => {
  it('opens from its trigger and closes with Escape', async () => {
    render(
      <Popover.Root>
        <Popover.Trigger>Details</Popover.Trigger>
        <Popover.Content aria-label="Class details">Today</Popover.Content>
      </Popover.Root>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByRole('dialog', { name: 'Class details' })).toHaveTextContent('Today');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
