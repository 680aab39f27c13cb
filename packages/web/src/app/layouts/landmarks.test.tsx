import type { User } from '@campus/sdk';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SupportChat } from '../../features/support/support-chat';
import { TopNav } from '../nav/top-nav';
import { ThemeProvider } from '../theme';
import { SidePanel } from './side-panel';

const user = { _id: 'u1', name: 'Asha Rao', role: 'student', email: 'asha@example.com' } as User;

describe('the shell in landmarks, each group named', () => {
  it("names the side panel's Theme group", () => {
    render(
      <ThemeProvider>
        <SidePanel user={user} />
      </ThemeProvider>,
    );
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(within(group).getByRole('radio', { name: 'Dark' })).toBeInTheDocument();
  });

  it('puts the skip link first inside the banner', () => {
    render(
      <TopNav user={null} onLogout={() => {}} skipLink={<a href="#main">Skip to content</a>} />,
    );
    const banner = screen.getByRole('banner');
    const skip = within(banner).getByRole('link', { name: 'Skip to content' });
    expect(within(banner).getAllByRole('link')[0]).toBe(skip);
  });

  it("keeps the chat's launcher in a landmark", () => {
    render(<SupportChat chat={undefined} />);
    const aside = screen.getByRole('complementary', { name: 'Support chat' });
    expect(within(aside).getByRole('button', { name: 'Open support chat' })).toBeInTheDocument();
  });
});
