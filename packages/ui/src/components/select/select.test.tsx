import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select } from './select';

describe('Select', () => {
  it('starts on the placeholder and picks an option', async () => {
    render(
      <Select
        label="Programme"
        placeholder="Choose…"
        options={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Programme' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'b');
    expect(select).toHaveValue('b');
  });
});
