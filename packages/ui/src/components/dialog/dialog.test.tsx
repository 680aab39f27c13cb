import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and closes with Escape', async () => {
    render(
      <Dialog.Root>
        <Dialog.Trigger>Open</Dialog.Trigger>
        <Dialog.Content title="Edit profile">body</Dialog.Content>
      </Dialog.Root>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Edit profile' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a hidden title in the accessibility tree', () => {
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content title="Change password" hideTitle>
          body
        </Dialog.Content>
      </Dialog.Root>,
    );
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it('names its parts for devtools', () => {
    expect(Dialog.Content.displayName).toBe('Dialog.Content');
  });
});
