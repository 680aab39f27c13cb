import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { FeedbackOutlet, TOAST_SURVIVES_NAVIGATION_MS } from './feedback-outlet';
import { createFeedbackStore } from './feedback-store';

describe('FeedbackOutlet (the kit’s toasts and alert dialog)', () => {
  it('shows a queued toast through the kit and empties the queue', async () => {
    const store = createFeedbackStore();
    render(<FeedbackOutlet store={store} />);
    act(() => store.showToast({ tone: 'success', message: 'Login successful!' }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(store.getSnapshot().toasts).toEqual([]);
  });

  it('keeps a toast over the navigation it came with, and closes it on the next page', async () => {
    const store = createFeedbackStore();
    const now = vi.spyOn(Date, 'now');
    const start = Date.now();
    now.mockReturnValue(start);
    render(<FeedbackOutlet store={store} />);
    act(() => store.showToast({ tone: 'success', message: 'Login successful!' }));
    act(() => navigate('/dashboard'));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    // Read for a while on the landing page, then off to another page: the toast goes with it.
    now.mockReturnValue(start + TOAST_SURVIVES_NAVIGATION_MS);
    act(() => navigate('/courses'));
    await waitFor(() => expect(screen.queryByText('Login successful!')).toBeNull());
    now.mockRestore();
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
