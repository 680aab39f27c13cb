import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { liveClasses, serverFailure } from '../../testing/handlers';
import { storyUsers, withPage } from '../../testing/page-story';
import { LiveClassPage } from './live-class-page';

/** /live-class: today's and upcoming classes; students join while a class is open. */
const meta = {
  title: 'Web/Pages/Live classes',
  component: LiveClassPage,
  decorators: [withPage],
  parameters: { route: '/live-class' },
  args: { user: storyUsers.student },
} satisfies Meta<typeof LiveClassPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement, name: 'Today' | 'Upcoming') =>
  within(canvasElement).findByRole('region', { name });

export const Loading: Story = {
  name: 'Loading classes',
  beforeEach: ({ msw }) => msw.use(...liveClasses.loading),
  play: async ({ canvasElement }) => {
    await within(await list(canvasElement, 'Today')).findByText('Loading…');
  },
};

export const Empty: Story = {
  name: 'No class scheduled',
  beforeEach: ({ msw }) => msw.use(...liveClasses.empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No class today.');
    await canvas.findByText('Nothing scheduled yet.');
  },
};

export const Error: Story = {
  name: 'Classes could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...liveClasses.error),
  play: async ({ canvasElement, msw }) => {
    const today = within(await list(canvasElement, 'Today'));
    await today.findByText(serverFailure, { exact: false });
    msw.use(...liveClasses.full);
    await userEvent.click(today.getByRole('button', { name: 'Try again' }));
    await today.findByText('Pandas group-by in practice');
  },
};

export const Full: Story = {
  name: 'Classes for a student',
  beforeEach: ({ msw }) => msw.use(...liveClasses.full),
  play: async ({ canvasElement }) => {
    const today = within(await list(canvasElement, 'Today'));
    await today.findByText('Intro to SQL joins');
    await expect(today.getByText('Live')).toBeInTheDocument();
    const upcoming = within(await list(canvasElement, 'Upcoming'));
    // Each list loads on its own: wait for the second one too.
    await upcoming.findByText('Feature engineering clinic');
  },
};

export const Mentor: Story = {
  name: 'Classes for a mentor',
  args: { user: storyUsers.mentor },
  beforeEach: ({ msw }) => msw.use(...liveClasses.full),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Classes of your batches and the ones you host.');
  },
};
