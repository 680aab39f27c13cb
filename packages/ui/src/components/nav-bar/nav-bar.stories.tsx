import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, GraduationCap } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Avatar } from '../avatar';
import { BadgeAnchor, CountBadge } from '../badge';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { NavBar } from './nav-bar';

const studentLinks = ['Dashboard', 'Student Dashboard', 'Mentor Updates', 'Skill_Up', 'Live Class'];

function StudentBar({ defaultMobileOpen = false }: { defaultMobileOpen?: boolean }) {
  return (
    <NavBar.Root defaultMobileOpen={defaultMobileOpen}>
      <NavBar.Brand href="#home" logo={<GraduationCap size={24} aria-hidden />}>
        Campus
      </NavBar.Brand>
      <NavBar.Links>
        {studentLinks.map((label, index) => (
          <NavBar.Link key={label} href={`#${label}`} active={index === 0}>
            {label}
          </NavBar.Link>
        ))}
      </NavBar.Links>
      <NavBar.Actions>
        <BadgeAnchor>
          <IconButton label="Notifications, 12 unread" icon={<Bell size={20} />} />
          <CountBadge count={12} floating />
        </BadgeAnchor>
        <Avatar name="Asha Rao" size="sm" />
      </NavBar.Actions>
      <NavBar.MobileToggle />
    </NavBar.Root>
  );
}

const meta = {
  title: 'Navigation/NavBar',
  component: NavBar.Root,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavBar.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StudentDesktop: Story = {
  name: 'Student, desktop',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <StudentBar />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const LoggedOut: Story = {
  name: 'Logged out',
  render: () => (
    <NavBar.Root>
      <NavBar.Brand href="#home">Campus</NavBar.Brand>
      <NavBar.Links>
        <NavBar.Link href="#courses">Courses</NavBar.Link>
        <NavBar.Link href="#login">Login</NavBar.Link>
      </NavBar.Links>
      <NavBar.Actions>
        <Button size="sm">Sign Up</Button>
      </NavBar.Actions>
      <NavBar.MobileToggle />
    </NavBar.Root>
  ),
};

export const MobileMenuClosed: Story = {
  name: 'Mobile, menu closed',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <StudentBar />,
};

export const MobileMenuToggle: Story = {
  name: 'Mobile, menu opened with the keyboard',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <StudentBar />,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Mentor Updates' })).toBeVisible();
  },
};

// The student's full bar (spec §2), with the clock-sized and button-sized tools beside it: at a
// medium width the last links move into "More" instead of wrapping to a second row.
const fullStudentLinks = [
  'Dashboard',
  'Student Dashboard',
  'Mentor Updates',
  'Skill_Up',
  'Courses',
  'Messages',
  'Batch Videos',
  'Live Class',
];

function FullStudentBar({ current = 'Dashboard' }: { current?: string }) {
  return (
    <NavBar.Root>
      <NavBar.Brand href="#home">Campus</NavBar.Brand>
      <NavBar.Links>
        {fullStudentLinks.map((label) => (
          <NavBar.Link key={label} href={`#${label}`} active={label === current}>
            {label}
          </NavBar.Link>
        ))}
      </NavBar.Links>
      <NavBar.Actions>
        <span style={{ whiteSpace: 'nowrap' }}>1:30:00 PM IST</span>
        <BadgeAnchor>
          <IconButton label="Notifications, 3 unread" icon={<Bell size={20} />} />
          <CountBadge count={3} floating />
        </BadgeAnchor>
        <Button variant="ghost" size="sm">
          Log out
        </Button>
      </NavBar.Actions>
      <NavBar.MobileToggle />
    </NavBar.Root>
  );
}

export const OverflowNarrow: Story = {
  name: 'Overflow, narrow (phone: the links behind the toggle)',
  tags: ['narrow'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <FullStudentBar />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  },
};

export const OverflowMedium: Story = {
  name: 'Overflow, medium (the last links in "More")',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <FullStudentBar />,
};

export const OverflowCurrentInMore: Story = {
  name: 'Overflow, the current page in "More"',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => <FullStudentBar current="Live Class" />,
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    // "Live Class" did not fit the row: "More" shows that it holds the current page …
    const more = await within(nav).findByRole('button', {
      name: 'More',
      description: 'Current page: Live Class',
    });
    await expect(more).toHaveAttribute('data-current', 'true');
    await expect(within(nav).queryByRole('link', { name: 'Live Class' })).toBeNull();
    // … and inside the menu, opened by keyboard, the link is the current page.
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Live Class' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const OverflowWide: Story = {
  name: 'Overflow, wide (every link on the row)',
  render: () => (
    <div style={{ inlineSize: '1800px' }}>
      <FullStudentBar />
    </div>
  ),
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  render: () => (
    <div dir="rtl" lang="ar">
      <NavBar.Root>
        <NavBar.Brand href="#home">كامبس</NavBar.Brand>
        <NavBar.Links label="الرئيسية">
          <NavBar.Link href="#d" active>
            لوحة التحكم
          </NavBar.Link>
          <NavBar.Link href="#c">الدورات</NavBar.Link>
        </NavBar.Links>
        <NavBar.Actions>
          <Avatar name="آشا راو" size="sm" />
        </NavBar.Actions>
        <NavBar.MobileToggle label="القائمة" />
      </NavBar.Root>
    </div>
  ),
};
