import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { ebooks, serverFailure } from '../../testing/handlers';
import { storyUsers, withPage } from '../../testing/page-story';
import { EbookStudentPage } from './ebooks-pages';

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

export const Loading: Story = {
  name: 'Loading e-books',
  beforeEach: ({ msw }) => msw.use(...ebooks.loading),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Loading e-books' });
  },
};

export const Empty: Story = {
  name: 'No e-book to read yet',
  beforeEach: ({ msw }) => msw.use(...ebooks.empty),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No e-book is published yet.');
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
  name: 'Reader welcome',
  beforeEach: ({ msw }) => msw.use(...ebooks.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Welcome, Asha. Pick an e-book to read.');
    await canvas.findByRole('heading', { name: 'Statistics for Data Science' });
  },
};
