import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ebooks } from '../../testing/handlers';
import { listStates, storyUsers, withPage } from '../../testing/page-story';
import { EbooksPage } from './ebooks-pages';

const states = listStates(ebooks, {
  loading: 'Loading e-books',
  empty: 'No e-book is published yet.',
});

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

export const Loading: Story = { name: 'Loading e-books', ...states.loading };

export const Empty: Story = { name: 'No e-book published yet', ...states.empty };

export const Error: Story = { name: 'E-books could not load', ...states.error };

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
