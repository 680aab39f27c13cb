import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { radarFirstContact } from '../../testing/handlers/radar';
import { pageStates, withPage } from '../../testing/page-story';
import { FirstContactPage } from './first-contact-page';

/** /admin/radar: each mentor's time to first contact after a flag. */
const meta = {
  title: 'Web/Pages/Admin/Radar follow-through',
  // Narrow screens: every state also runs (play and axe) at 360 px, in both themes.
  tags: ['narrow'],
  component: FirstContactPage,
  decorators: [withPage],
  parameters: { route: '/admin/radar' },
} satisfies Meta<typeof FirstContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(radarFirstContact, {
  loading: 'Radar follow-through',
  empty: 'No mentors yet',
  ready: (canvas) => canvas.findByText('Meera Iyer'),
});

export const Mentors: Story = {
  name: 'Each mentor’s median, one with no contact yet',
  beforeEach: ({ msw }) => msw.use(...radarFirstContact.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Meera Iyer');
    await expect(canvas.getByText('1 h 35 min')).toBeInTheDocument();
    await expect(canvas.getByText('1 d 1 h')).toBeInTheDocument();
    await expect(canvas.getByText('No contacts yet')).toBeInTheDocument();
  },
};

export const Empty: Story = { name: 'No mentors yet', ...states.empty };

export const Loading: Story = { ...states.loading };

export const Error: Story = { name: 'Could not read the follow-through (retry)', ...states.error };
