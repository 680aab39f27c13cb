import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Sheet } from './sheet';

describe('Sheet', () => {
  it('opens from its trigger, traps focus, closes with Escape and returns focus', async () => {
    render(
      <Sheet.Root>
        <Sheet.Trigger>Review</Sheet.Trigger>
        <Sheet.Content
          title="Week 3 project · Asha Rao"
          footer={<button type="button">Approve</button>}
        >
          <p>Attempt 2</p>
        </Sheet.Content>
      </Sheet.Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Review' });
    await userEvent.click(trigger);
    const sheet = screen.getByRole('dialog', { name: 'Week 3 project · Asha Rao' });
    expect(sheet.contains(document.activeElement)).toBe(true);
    // Tab cycles inside: close, body, footer action, then back to the close button.
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      expect(sheet.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('keeps a hidden title as its name and describes itself', () => {
    render(
      <Sheet.Root defaultOpen>
        <Sheet.Content title="Filters" hideTitle description="Narrow the list" side="bottom">
          body
        </Sheet.Content>
      </Sheet.Root>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveAccessibleDescription('Narrow the list');
    expect(sheet.className).toMatch(/side_bottom/);
  });

  it('closes from its close button', async () => {
    render(
      <Sheet.Root defaultOpen>
        <Sheet.Content title="Booking" closeLabel="Close booking">
          body
        </Sheet.Content>
      </Sheet.Root>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(Sheet.Content.displayName).toBe('Sheet.Content');
  });
});
