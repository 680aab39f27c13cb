import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('is a labelled switch that flips', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Reminders" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: 'Reminders' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByText('Reminders'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});
