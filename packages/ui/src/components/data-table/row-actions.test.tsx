import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowActions, RowActionsFolded } from './row-actions';

const actions = (remove: () => void) => (
  <RowActions
    name="Build a REST API"
    more={[
      { label: 'Delete', ariaLabel: 'Delete Build a REST API', tone: 'danger', onSelect: remove },
    ]}
  >
    <button type="button">Close</button>
  </RowActions>
);

describe('RowActions', () => {
  it('shows every action as a button while the table fits', async () => {
    const remove = vi.fn();
    render(actions(remove));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Build a REST API' }));
    expect(remove).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /^More actions/ })).toBeNull();
  });

  it('keeps the primary action and puts the rest in a menu named after the row when folded', async () => {
    const remove = vi.fn();
    render(<RowActionsFolded.Provider value={true}>{actions(remove)}</RowActionsFolded.Provider>);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Build a REST API' })).toBeNull();
    const more = screen.getByRole('button', { name: 'More actions for Build a REST API' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledOnce();
  });
});
