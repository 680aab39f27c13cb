import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Menu } from './menu';

describe('Menu', () => {
  it('renders items with the menuitem role when open', () => {
    render(
      <Menu.Root defaultOpen>
        <Menu.Trigger>Account</Menu.Trigger>
        <Menu.Content>
          <Menu.Item>Profile</Menu.Item>
          <Menu.Item tone="danger">Log out</Menu.Item>
        </Menu.Content>
      </Menu.Root>,
    );
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Log out',
    ]);
    expect(Menu.Item.displayName).toBe('Menu.Item');
  });
});
