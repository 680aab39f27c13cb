import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NavBar } from './nav-bar';

describe('NavBar', () => {
  it('toggles the mobile menu and closes it when a link is chosen', async () => {
    render(
      <NavBar.Root>
        <NavBar.Links>
          <NavBar.Link href="#a">Courses</NavBar.Link>
        </NavBar.Links>
        <NavBar.MobileToggle />
      </NavBar.Root>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const list = screen.getByRole('list');
    expect(toggle).toHaveAttribute('aria-controls', list.id);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Courses' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page', () => {
    render(
      <NavBar.Root>
        <NavBar.Links>
          <NavBar.Link href="#a" active>
            Dashboard
          </NavBar.Link>
        </NavBar.Links>
      </NavBar.Root>,
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });
});
