import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { certificates } from '../../testing/handlers';
import { pageStates, withPage } from '../../testing/page-story';
import { MyCertificates } from './my-certificates';

/** The student's certificates, a section of /profile. */
const meta = {
  title: 'Web/Pages/Profile/Certificates',
  // Narrow screens: every state also runs (play and axe) at 360 px, in both themes.
  tags: ['narrow'],
  component: MyCertificates,
  decorators: [withPage],
  parameters: { route: '/profile' },
} satisfies Meta<typeof MyCertificates>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(certificates, {
  loading: 'Loading your certificates…',
  empty: 'No certificate yet',
  ready: (canvas) => canvas.findByText('Full-stack foundations'),
});

export const List: Story = {
  name: 'Certificates, one revoked',
  beforeEach: ({ msw }) => msw.use(...certificates.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Full-stack foundations');
    await expect(
      canvas.getByRole('button', { name: 'Download PDF of Full-stack foundations' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Public page of Full-stack foundations' }),
    ).toHaveAttribute('href', '/certificates/K7Q2MZX4PAJRT3WB');
    await expect(canvas.getByText('Revoked')).toBeInTheDocument();
  },
};

export const Empty: Story = { name: 'None yet', ...states.empty };

export const Loading: Story = { ...states.loading };

export const Error: Story = { name: 'Could not load (retry)', ...states.error };
