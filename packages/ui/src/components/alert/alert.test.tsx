import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('interrupts only for danger and warning', () => {
    render(
      <>
        <Alert tone="danger">Bad</Alert>
        <Alert tone="success">Good</Alert>
        <Alert tone="info" live="none">
          Static
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bad');
    expect(screen.getByRole('status')).toHaveTextContent('Good');
  });
});
