import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastDurations } from './toast';
import { ToastProvider, useToast } from './toast-provider';

function Trigger() {
  const toast = useToast();
  return <button onClick={() => toast({ title: 'Login successful!', tone: 'success' })}>go</button>;
}

describe('Toast', () => {
  it('keeps the spec durations: 5 s by default, 8 s for rate limiting', () => {
    expect(toastDurations).toEqual({ short: 5000, long: 8000 });
  });

  it('shows a toast from anywhere under the provider', async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect((await screen.findAllByText('Login successful!')).length).toBeGreaterThan(0);
  });

  it('says clearly when the provider is missing', () => {
    expect(() => render(<Trigger />)).toThrow(/ToastProvider/);
  });
});
