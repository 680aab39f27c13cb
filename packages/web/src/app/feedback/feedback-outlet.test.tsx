import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FeedbackOutlet } from './feedback-outlet';
import { createFeedbackStore } from './feedback-store';

describe('FeedbackOutlet (the kit’s toasts and alert dialog)', () => {
  it('shows a queued toast through the kit and empties the queue', async () => {
    const store = createFeedbackStore();
    render(<FeedbackOutlet store={store} />);
    act(() => store.showToast({ tone: 'success', message: 'Login successful!' }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(store.getSnapshot().toasts).toEqual([]);
  });

  it('shows an alert as a notice with OK that dismisses it', async () => {
    const store = createFeedbackStore();
    render(<FeedbackOutlet store={store} />);
    act(() => store.showAlert('Your account has been deactivated. Please contact administrator.'));
    const notice = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(notice).toHaveTextContent('Your account has been deactivated.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(store.getSnapshot().alerts).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
