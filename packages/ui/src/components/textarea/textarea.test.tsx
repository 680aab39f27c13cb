import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('counts characters as the user types', async () => {
    render(<Textarea label="Note" maxLength={10} showCount />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'abc');
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
  });
});
