import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './form-field';

describe('Field', () => {
  it('links the label, hint and error to the control', () => {
    render(
      <Field label="Email" hint="We never share it." error="Email is required.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it. Email is required.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not invalid without an error', () => {
    render(<Field label="Name">{(control) => <input {...control} />}</Field>);
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
  });
});
