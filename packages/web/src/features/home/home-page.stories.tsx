import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { courses, programs } from '../../testing/handlers';
import { storyUsers, withPage } from '../../testing/page-story';
import { HomePage } from './home-page';

/** /: the public home page with featured courses and the career programs. */
const meta = {
  title: 'Web/Pages/Home',
  component: HomePage,
  decorators: [withPage],
  parameters: { route: '/' },
  args: { user: null },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading courses and programs',
  beforeEach: ({ msw }) => msw.use(...courses.loading, ...programs.loading),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Loading courses' });
    await canvas.findByRole('list', { name: 'Loading programs' });
  },
};

export const Empty: Story = {
  name: 'Nothing published yet',
  beforeEach: ({ msw }) => msw.use(...courses.empty, ...programs.empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('New courses are on their way.');
    await canvas.findByText('Programs will be announced soon.');
  },
};

export const Error: Story = {
  name: 'Courses and programs could not load',
  beforeEach: ({ msw }) => msw.use(...courses.error, ...programs.error),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Featured courses could not be loaded/);
    await canvas.findByText(/Programs could not be loaded/);
    // Each panel can be loaded again on its own.
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

export const Full: Story = {
  name: 'Home for a visitor',
  beforeEach: ({ msw }) => msw.use(...courses.full, ...programs.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Data Science with Python' });
    await canvas.findByRole('link', { name: 'Join Full-Stack Web Engineer' });
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
  },
};

export const Student: Story = {
  name: 'Home for a student',
  args: { user: storyUsers.student },
  beforeEach: ({ msw }) => msw.use(...courses.full, ...programs.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Open Full-Stack Web Engineer' });
    await expect(canvas.getByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
  },
};
