import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { profileHandlers, serverFailure } from '../../testing/handlers';
import { pageStates, storyUsers, withPage } from '../../testing/page-story';
import { ProfilePage } from './profile-page';

/** /profile: the signed-in user's details and numbers. */
const meta = {
  title: 'Web/Pages/Profile',
  component: ProfilePage,
  decorators: [withPage],
  parameters: { route: '/profile' },
  args: { user: storyUsers.student },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const student = profileHandlers(storyUsers.student);

const states = pageStates(student, { loading: 'Loading your profile…' });

export const Loading: Story = { name: 'Loading the profile', ...states.loading };

export const Empty: Story = {
  name: 'New student',
  beforeEach: ({ msw }) => msw.use(...student.empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('0 enrolled, 0 completed');
    await expect(canvas.getByText('Nothing pending')).toBeInTheDocument();
  },
};

export const Error: Story = {
  name: 'Details could not load',
  beforeEach: ({ msw }) => msw.use(...student.error),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(`Some details could not be loaded: ${serverFailure}`);
    await expect(canvas.getByRole('heading', { name: 'Asha Rao' })).toBeInTheDocument();
  },
};

export const Full: Story = {
  name: 'Student well into learning',
  beforeEach: ({ msw }) => msw.use(...student.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('3 enrolled, 1 completed');
    await expect(canvas.getByText('fullstack · 2026-11')).toBeInTheDocument();
  },
};

export const Instructor: Story = {
  name: 'Instructor',
  args: { user: storyUsers.instructor },
  beforeEach: ({ msw }) => msw.use(...profileHandlers(storyUsers.instructor).full),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Courses created');
  },
};
