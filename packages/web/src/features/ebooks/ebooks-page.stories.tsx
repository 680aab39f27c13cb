import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ebooks, serverFailure } from '../../testing/handlers';
import { storyUsers, withPage } from '../../testing/page-story';
import { EbooksPage } from './ebooks-pages';

/** /ebooks: the public list of Skill_Up e-book courses. */
const meta = {
  title: 'Web/Pages/E-books',
  component: EbooksPage,
  decorators: [withPage],
  parameters: { route: '/ebooks' },
  args: { user: null },
} satisfies Meta<typeof EbooksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading e-books',
  beforeEach: ({ msw }) => msw.use(...ebooks.loading),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Loading e-books' });
  },
};

export const Empty: Story = {
  name: 'No e-book published yet',
  beforeEach: ({ msw }) => msw.use(...ebooks.empty),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No e-book is published yet.');
  },
};

export const Error: Story = {
  name: 'E-books could not load',
  beforeEach: ({ msw }) => msw.use(...ebooks.error),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('E-books could not be loaded');
    await expect(canvas.getByText(serverFailure)).toBeInTheDocument();
  },
};

export const Full: Story = {
  name: 'E-books for a visitor',
  beforeEach: ({ msw }) => msw.use(...ebooks.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Python from Scratch' });
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  name: 'E-books for a student',
  args: { user: storyUsers.student },
  beforeEach: ({ msw }) => msw.use(...ebooks.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Python from Scratch' });
    await expect(canvas.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  },
};
