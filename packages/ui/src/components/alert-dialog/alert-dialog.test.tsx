import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './alert-dialog';

describe('AlertDialog', () => {
  it('is an alertdialog with title and description, and confirms', async () => {
    const onConfirm = vi.fn();
    render(
      <AlertDialog.Root defaultOpen>
        <AlertDialog.Content
          title="Log out?"
          description="You will need to sign in again."
          confirmLabel="Log out"
          onConfirm={onConfirm}
        />
      </AlertDialog.Root>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Log out?' });
    expect(dialog).toHaveAccessibleDescription('You will need to sign in again.');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('is a notice with a single OK when cancelLabel is null', async () => {
    const onOpenChange = vi.fn();
    render(
      <AlertDialog.Root defaultOpen onOpenChange={onOpenChange}>
        <AlertDialog.Content
          title="Notice"
          description="Read me."
          confirmLabel="OK"
          cancelLabel={null}
        />
      </AlertDialog.Root>,
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
