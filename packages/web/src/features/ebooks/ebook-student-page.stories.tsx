import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { ebooks } from '../../testing/handlers';
import { listStates, storyUsers, withPage } from '../../testing/page-story';
import { EbookStudentPage } from './ebooks-pages';

const states = listStates(ebooks, {
  loading: 'Loading e-books',
  empty: 'No e-book is published yet.',
});

/** /ebookstudent: the Skill_Up reader's list. */
const meta = {
  title: 'Web/Pages/Skill_Up reader',
  component: EbookStudentPage,
  decorators: [withPage],
  parameters: { route: '/ebookstudent' },
  args: { user: storyUsers.student },
} satisfies Meta<typeof EbookStudentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { name: 'Loading e-books', ...states.loading };

export const Empty: Story = { name: 'No e-book to read yet', ...states.empty };

export const Error: Story = { name: 'E-books could not load', ...states.error };

export const Full: Story = {
  name: 'Reader welcome',
  beforeEach: ({ msw }) => msw.use(...ebooks.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Welcome, Asha. Pick an e-book to read.');
    await canvas.findByRole('heading', { name: 'Statistics for Data Science' });
  },
};
