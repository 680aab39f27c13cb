import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mentors, serverFailure } from '../../testing/handlers';
import { pageStates, withPage } from '../../testing/page-story';
import { MentorsPage } from './mentors-page';

/** /mentors: the public mentor directory with a search. */
const meta = {
  title: 'Web/Pages/Mentors',
  component: MentorsPage,
  decorators: [withPage],
  parameters: { route: '/mentors' },
} satisfies Meta<typeof MentorsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(mentors, { empty: 'Mentors will be listed here soon.' });

export const Loading: Story = {
  name: 'Loading mentors',
  beforeEach: ({ msw }) => msw.use(...mentors.loading),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Loading mentors' });
  },
};

export const Empty: Story = { name: 'No mentor listed yet', ...states.empty };

export const NoMatch: Story = {
  name: 'Nobody matches the search',
  beforeEach: ({ msw }) => msw.use(...mentors.empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search mentors' }), 'cobol{Enter}');
    await canvas.findByText('Nobody matches this search.');
  },
};

export const Error: Story = {
  name: 'Mentors could not load',
  beforeEach: ({ msw }) => msw.use(...mentors.error),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Mentors could not be loaded');
    await expect(canvas.getByText(serverFailure)).toBeInTheDocument();
  },
};

export const Full: Story = {
  name: 'Mentor directory',
  beforeEach: ({ msw }) => msw.use(...mentors.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Meera Iyer');
    await expect(canvas.getByText('Rohan Gupta')).toBeInTheDocument();
  },
};
