import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('when the current page is a link moved into "More"', () => {
    afterEach(() => vi.restoreAllMocks());

    // jsdom lays nothing out: a row 300 px wide whose links are 100 px each, "More" 80 px.
    const narrowRow = () => {
      const computed = window.getComputedStyle;
      vi.spyOn(window, 'getComputedStyle').mockImplementation((el) => {
        const style = computed(el);
        if (el.tagName !== 'UL') return style;
        const row: Record<string, string> = { flexDirection: 'row', columnGap: '0px' };
        return new Proxy(style, {
          get: (target, key) => {
            if (typeof key === 'string' && key in row) return row[key];
            const value: unknown = Reflect.get(target, key, target);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
      });
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: Element,
      ) {
        return {
          width: this.tagName === 'LI' && this.querySelector('button') ? 80 : 100,
        } as DOMRect;
      });
    };

    const bar = (current: string) => (
      <NavBar.Root>
        <NavBar.Links>
          {['Dashboard', 'Courses', 'Messages', 'Live Class'].map((label) => (
            <NavBar.Link key={label} href={`#${label}`} active={label === current}>
              {label}
            </NavBar.Link>
          ))}
        </NavBar.Links>
      </NavBar.Root>
    );

    it('marks "More" as holding it, and the link inside the menu as the current page', async () => {
      narrowRow();
      render(bar('Live Class'));
      const more = await screen.findByRole('button', { name: 'More' });
      expect(more).toHaveAttribute('data-current', 'true');
      expect(more).toHaveAccessibleDescription('Current page: Live Class');
      expect(more).not.toHaveAttribute('aria-current');
      more.focus();
      await userEvent.keyboard('{Enter}');
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByRole('menuitem', { name: 'Live Class' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(menu).getByRole('menuitem', { name: 'Messages' })).not.toHaveAttribute(
        'aria-current',
      );
    });

    it('opens "More" by keyboard before its menu has loaded: the first item takes the focus, Escape gives it back', async () => {
      narrowRow();
      // A fresh module: its menu chunk not loaded yet, as on a page's first visit.
      vi.resetModules();
      const fresh = await import('./nav-bar');
      render(
        <fresh.NavBar.Root>
          <fresh.NavBar.Links>
            {['Dashboard', 'Courses', 'Messages', 'Live Class'].map((label) => (
              <fresh.NavBar.Link key={label} href={`#${label}`}>
                {label}
              </fresh.NavBar.Link>
            ))}
          </fresh.NavBar.Links>
        </fresh.NavBar.Root>,
      );
      const more = await screen.findByRole('button', { name: 'More' });
      expect(more).toHaveAttribute('aria-haspopup', 'menu');
      expect(more).toHaveAttribute('aria-expanded', 'false');
      more.focus();
      await userEvent.keyboard('{ArrowDown}');
      const menu = await screen.findByRole('menu');
      const first = within(menu).getByRole('menuitem', { name: 'Messages' });
      await waitFor(() => expect(first).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      expect(within(menu).getByRole('menuitem', { name: 'Live Class' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      const trigger = screen.getByRole('button', { name: 'More' });
      expect(trigger).toHaveFocus();
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    it('leaves "More" plain when the current page is on the row', async () => {
      narrowRow();
      render(bar('Dashboard'));
      const more = await screen.findByRole('button', { name: 'More' });
      expect(more).not.toHaveAttribute('data-current');
      expect(more).not.toHaveAccessibleDescription();
    });
  });
});
