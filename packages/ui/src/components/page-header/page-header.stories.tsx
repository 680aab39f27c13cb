import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../badge';
import { Button } from '../button';
import { Link } from '../link';
import { PageHeader } from './page-header';

/**
 * The head of every page. Stories render it inside `<main>`, as the app's shell does, so the
 * page's one h1 sits where screen-reader users look for it.
 */
const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  args: { title: 'Courses' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  name: 'Title only',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Courses' })).toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  name: 'With a description',
  args: {
    title: 'Mentor updates',
    description: 'Your mentor’s announcements for you and your batch.',
    size: 'xxl',
  },
};

export const WithActions: Story = {
  name: 'With actions (an admin list)',
  args: {
    title: 'Users',
    description:
      'Every account on Campus. Deactivate rather than delete: a deactivated person is signed out everywhere and keeps their history.',
    actions: <Button>Create a user</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create a user' })).toBeInTheDocument();
  },
};

export const WithBackLink: Story = {
  name: 'With a link back and details',
  args: {
    title: 'Week 3: shopping cart page',
    back: (
      <Link href="#tasks" tone="muted">
        ← All your tasks
      </Link>
    ),
    children: <Badge tone="warning">Changes requested</Badge>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '← All your tasks' })).toBeInTheDocument();
  },
};

export const WithEyebrow: Story = {
  name: 'With a kind of page above the title',
  args: { eyebrow: 'Program', title: 'Data Science with Python', size: 'xxl' },
};

export const EverythingAtPhoneWidth: Story = {
  name: 'Everything, 360 px wide',
  args: {
    title: 'Batch 2026-11 · Advanced full-stack web development with React and Node',
    description: 'Mentors: Meera Iyer, Vikram Nair',
    back: <Link href="#batches">All batches</Link>,
    actions: (
      <>
        <Button variant="secondary">Manage videos</Button>
        <Button>Add students</Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // The actions wrap under the title: nothing runs off the phone.
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth + 1);
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const add = canvas.getByRole('button', { name: 'Add students' }).getBoundingClientRect();
    await expect(add.top).toBeGreaterThanOrEqual(title.bottom);
  },
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: {
    title: 'الدورات',
    description: 'دورات ذاتية الإيقاع من مدرّبي كامبس.',
    actions: <Button>إنشاء دورة</Button>,
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};
