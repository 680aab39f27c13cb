import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from its label and shows indeterminate', async () => {
    const { rerender } = render(<Checkbox label="All" />);
    await userEvent.click(screen.getByText('All'));
    expect(screen.getByRole('checkbox', { name: 'All' })).toBeChecked();
    rerender(<Checkbox label="All" indeterminate />);
    expect(screen.getByRole('checkbox')).toHaveProperty('indeterminate', true);
  });
});
