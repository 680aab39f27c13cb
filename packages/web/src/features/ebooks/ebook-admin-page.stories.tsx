import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ebooks, serverFailure } from '../../testing/handlers';
import { storyUsers, withPage } from '../../testing/page-story';
import { EbookAdminPage } from './ebooks-pages';

/** /ebookadmin: every e-book course for admins; anyone else is told so. */
const meta = {
  title: 'Web/Pages/Skill_Up management',
  component: EbookAdminPage,
  decorators: [withPage],
  parameters: { route: '/ebookadmin' },
  args: { user: storyUsers.admin },
} satisfies Meta<typeof EbookAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading e-books',
  beforeEach: ({ msw }) => msw.use(...ebooks.loading),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading e-books…');
  },
};

export const Empty: Story = {
  name: 'No e-book course yet',
  beforeEach: ({ msw }) => msw.use(...ebooks.empty),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No e-book course exists yet.');
  },
};

export const Error: Story = {
  name: 'E-books could not load',
  beforeEach: ({ msw }) => msw.use(...ebooks.error),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(serverFailure);
  },
};

export const Full: Story = {
  name: 'Every e-book course',
  beforeEach: ({ msw }) => msw.use(...ebooks.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '3 e-book courses' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const NotAdmin: Story = {
  name: 'Not an admin',
  args: { user: storyUsers.student },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Your account cannot manage e-books/);
  },
};
